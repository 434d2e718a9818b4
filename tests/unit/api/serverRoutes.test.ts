/**
 * The OpenAPI file against the server as it runs: tests/fixtures/api/server-routes.json is extracted
 * from the API server's Go source (see its README). Row by row, the spec must route the same method
 * and path, require the same role and declare exactly the statuses the handler can answer.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {HTTP_METHODS} from '../../../src/api-reference/sectionIds';
import table from '../../fixtures/api/server-routes.json';
import {CURRENT_DOCS, CURRENT_VERSION} from '../../support/docsVersions';

interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, {schema?: unknown; example?: unknown}>;
}
interface Operation {
  operationId: string;
  description?: string;
  security?: unknown[];
  parameters?: {name: string; in: string}[];
  responses: Record<string, Response>;
  'x-required-role'?: {
    signedIn: boolean;
    user?: string;
    group?: string;
    orUser?: string;
  };
}
interface Spec {
  info: {description: string};
  paths: Record<string, Record<string, Operation> & {parameters?: unknown}>;
  components: {
    schemas: Record<
      string,
      {
        type?: string;
        required?: string[];
        additionalProperties?: unknown;
        properties?: Record<string, unknown>;
      }
    >;
    responses: Record<string, Response>;
    securitySchemes: Record<
      string,
      {type: string; in?: string; name?: string; description?: string}
    >;
  };
}

const ROOT = path.resolve(__dirname, '../../..');
const MEDIA_TYPE = /^(\*\/\*|[a-z]+\/[\w.+-]+(; charset=utf-8)?)$/;
const STAGES = [
  'middleware',
  'handler',
  'HandleRequest',
  'HandlerFunction',
  'net/http',
];
const specText = readFileSync(path.join(ROOT, 'api-spec/openapi.yaml'), 'utf8');
const spec = parse(specText) as Spec;
/** HTTP_METHODS widened, so that any key of a path item can be looked up. */
const METHODS: readonly string[] = HTTP_METHODS;
const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      route,
      operation: operation as Operation,
    })),
);
const byId = new Map(
  operations.map((entry) => [entry.operation.operationId, entry]),
);
const rows = table.routes.map((row) => ({
  ...row,
  name: `${row.method} ${row.path}`,
}));

/** A path with its parameters' names left out: `/tag/{tagId}` → `/tag/{}`. */
const shape = (route: string): string => route.replace(/\{[^}]*\}/g, '{}');
/** Shapes the server routes under more than one set of parameter names (`/tag/{tagId}`, `/tag/{tagName}`). */
const sharedShapes = new Set(
  rows
    .filter((row) =>
      rows.some(
        (other) =>
          other.path !== row.path && shape(other.path) === shape(row.path),
      ),
    )
    .map((row) => shape(row.path)),
);

/** Follows a `#/components/responses/X` reference. */
/** A group named in the request, and also looked up from the receipts it names (HandleRequest fills GroupIds from ReceiptIds, generic_handler.go:L32-L44@v6.7.0). */
const alsoFromReceipts = (row: {errors: {from: string}[]}): boolean =>
  row.errors.some((error) => error.from === 'HandleRequest ReceiptIds');
const resolve = (response: Response): Response =>
  response.$ref
    ? (spec.components.responses[response.$ref.split('/').pop() ?? ''] ?? {})
    : response;
const schemaRefs = (response: Response): string =>
  JSON.stringify(resolve(response).content ?? {});

describe('the server route table', () => {
  it('comes from the server of release v6.7.0 and covers every operation of the spec once', () => {
    expect(table.source).toMatchObject({
      repository: 'Receipt-Wrangler/receipt-wrangler',
      tag: 'v6.7.0',
      path: 'api',
      extractor: 'scripts/server-readers/routes',
    });
    expect(table.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(rows.map((row) => row.operationId).sort()).toEqual(
      operations.map(({operation}) => operation.operationId).sort(),
    );
  });

  // The Go extractor's own tests (scripts/server-readers/routes/*_test.go) run before every refresh; CI has
  // no Go, so here the table itself is held to the shape those tests produce.
  it('gives every route its body, query parameters and the media type of every answer', () => {
    const where = /^internal\/[\w/]+\.go:\d+$/;
    for (const row of rows) {
      expect(row.source, row.name).toMatch(where);
      expect(row.success.statuses.length, row.name).toBeGreaterThan(0);
      expect(
        row.statuses,
        `${row.name}: statuses are the successes and the errors`,
      ).toEqual(
        [
          ...new Set([
            ...row.success.statuses,
            ...row.errors.map((error) => error.status),
          ]),
        ].sort((a, b) => a - b),
      );
      for (const type of row.success.contentTypes)
        expect(type, row.name).toMatch(MEDIA_TYPE);
      for (const error of row.errors) {
        expect(error.source, row.name).toMatch(/^(internal\/[\w/]+\.go:\d+)$/);
        expect(STAGES, row.name).toContain(error.stage);
        if (error.body === 'none') expect(error.contentType).toBeNull();
        else expect(error.contentType, row.name).toMatch(MEDIA_TYPE);
        // Written before HandleRequest sets the Handler's ResponseType: net/http sniffs the body.
        if (error.stage === 'middleware' && error.body !== 'none')
          expect(error.contentType, row.name).toBe('text/plain; charset=utf-8');
      }
      for (const parameter of row.query) {
        expect(parameter.name, row.name).toMatch(/^\w+$/);
        expect(typeof parameter.required, row.name).toBe('boolean');
      }
      if (!row.body) continue;
      expect(['application/json', 'multipart/form-data']).toContain(
        row.body.mediaType,
      );
      const names = row.body.fields.map((field) => field.name);
      expect(new Set(names).size, `${row.name}: unique fields`).toBe(
        names.length,
      );
      for (const name of row.body.required)
        expect(names, `${row.name}: required ${name}`).toContain(name);
    }
  });
});

describe.each(rows)('$name ($operationId)', (row) => {
  const entry = byId.get(row.operationId ?? '');
  const operation = entry?.operation;

  it('is routed at the same method and path, with the server’s parameter names unless two routes share a template', () => {
    const route = entry?.route ?? '';
    expect(entry && `${entry.method} ${shape(route)}`).toBe(
      `${row.method} ${shape(row.path)}`,
    );
    // OpenAPI 3.1 forbids paths that differ only in a parameter's name, so the server's routes of
    // one shape with different names are one template whose parameter says what each method takes.
    if (!sharedShapes.has(shape(row.path))) expect(route).toBe(row.path);
    const templated = [...route.matchAll(/\{([^}]+)\}/g)]
      .map((match) => match[1])
      .sort();
    const declared = (operation?.parameters ?? [])
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => parameter.name)
      .sort();
    expect(declared).toEqual(templated);
  });

  it('declares exactly the statuses its handler can answer', () => {
    expect(
      Object.keys(operation?.responses ?? {})
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(row.statuses);
    for (const [status, response] of Object.entries(
      operation?.responses ?? {},
    )) {
      expect(
        resolve(response).description ?? '',
        `${status} says what it means`,
      ).toMatch(/\w+ \w+/);
    }
  });

  it('answers validation failures with the field map, and other errors with InternalErrorResponse', () => {
    for (const status of row.statuses.filter((code) => code >= 400)) {
      const bodies = new Set(
        row.errors
          .filter((error) => error.status === status)
          .map((error) => error.body),
      );
      const content = schemaRefs(operation?.responses[String(status)] ?? {});
      expect(
        content.includes('ValidationErrorResponse'),
        `${status}: field map`,
      ).toBe(bodies.has('fields'));
      expect(
        content.includes('InternalErrorResponse'),
        `${status}: errorMsg`,
      ).toBe(bodies.has('errorMsg'));
    }
  });

  it('names the group role check among the causes of its 403, with the role, whether the group is named or comes from a receipt', () => {
    const checksRole = row.errors.some(
      (error) =>
        error.status === 403 &&
        error.from === 'HandleRequest group role' &&
        error.message === 'User is unauthorized to access entity',
    );
    const description = resolve(operation?.responses['403'] ?? {}).description;
    const where = row.groupScope?.startsWith('ReceiptIds:')
      ? 'the group of one of the receipts'
      : row.groupScope?.startsWith('ReceiptId:')
        ? "the receipt's group"
        : alsoFromReceipts(row)
          ? 'the group, or in the group of a receipt it names'
          : 'the group';
    const line = `The caller lacks the ${row.groupRole} role in ${where} (`;
    expect((description ?? '').includes(line)).toBe(checksRole);
  });

  it('names, among the causes of its 403, a group role the handler checks itself', () => {
    const checksInHandler = row.notes.some((note) =>
      /checks a group role/.test(note),
    );
    const description = resolve(operation?.responses['403'] ?? {}).description;
    expect(
      /lacks the \S*\s?role\b.* in the .*receipt/.test(description ?? ''),
    ).toBe(
      checksInHandler ||
        ((/^ReceiptIds?:/.test(row.groupScope ?? '') ||
          alsoFromReceipts(row)) &&
          row.groupRole !== null),
    );
  });

  it('states who may call it, in the description and in x-required-role', () => {
    const required = operation?.['x-required-role'];
    const publicCall = row.auth === 'public';
    expect(required?.signedIn).toBe(!publicCall);
    expect(operation?.description).toMatch(/^\*\*Access:\*\* /);
    if (publicCall) {
      expect(operation?.security).toEqual([]);
      expect(operation?.description).toMatch(/^\*\*Access:\*\* public/);
      return;
    }
    expect(operation?.security).toBeUndefined();
    expect(required?.user).toBe(row.userRole === 'ADMIN' ? 'ADMIN' : 'USER');
    expect(required?.group).toBe(row.groupRole ?? undefined);
    expect(required?.orUser).toBe(row.orUserRole ?? undefined);
    expect(/administrators only/i.test(operation?.description ?? '')).toBe(
      row.userRole === 'ADMIN',
    );
    if (row.groupRole)
      expect(operation?.description).toContain(`${row.groupRole} role`);
  });
});

describe('authentication as the server reads it', () => {
  // internal/constants/api_key.go: V1Prefix = "key", V1PartLength = 4; middleware/auth.go getApiKey
  // takes the whole Authorization value when it splits into four parts and the first is the prefix.
  const isServerKey = (value: string): boolean => {
    const parts = value.split('.');
    return parts.length === 4 && parts[0] === 'key' && parts[1] === '1';
  };
  const keyExamples = (text: string): string[] =>
    [...text.matchAll(/\b(?:key|rw|v1)\.[\w<>.=+/-]+/g)].map((match) =>
      match[0].replace(/[.]$/, ''),
    );

  it.each([
    {where: 'the spec', text: specText},
    {
      where: `the ${CURRENT_VERSION} API keys page`,
      text: readFileSync(
        path.join(CURRENT_DOCS, 'concepts/api-keys.md'),
        'utf8',
      ),
    },
    {
      where: 'the draft API keys page',
      text: readFileSync(path.join(ROOT, 'docs/concepts/api-keys.md'), 'utf8'),
    },
  ])(
    'every API key example in $where has the form the server accepts',
    ({text}) => {
      const examples = keyExamples(text);
      expect(examples.length).toBeGreaterThan(0);
      expect(examples.filter((example) => !isServerKey(example))).toEqual([]);
    },
  );

  it('documents the session cookie, the bearer token and the key, in that order', () => {
    expect(Object.keys(spec.components.securitySchemes)).toEqual([
      'cookieAuth',
      'bearerAuth',
      'apiKeyAuth',
    ]);
    expect(spec.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'jwt',
    });
    expect(spec.components.securitySchemes.apiKeyAuth?.description).toMatch(
      /no `Bearer`/,
    );
    expect(spec.info.description).toMatch(/refresh_token/);
    expect(spec.info.description).toMatch(/never answers `401`/);
  });

  it('never declares a 401, which the server does not send', () => {
    expect(
      operations
        .filter(({operation}) => '401' in operation.responses)
        .map(({operation}) => operation.operationId),
    ).toEqual([]);
  });
});

describe('error bodies', () => {
  it('keeps the schema name generated clients use for `{errorMsg}`', () => {
    expect(spec.components.schemas.InternalErrorResponse?.required).toEqual([
      'errorMsg',
    ]);
    expect(spec.components.schemas.ErrorResponse).toBeUndefined();
  });

  it('describes the validation answer as a map of field to message', () => {
    expect(spec.components.schemas.ValidationErrorResponse).toMatchObject({
      type: 'object',
      additionalProperties: {type: 'string'},
    });
    expect(
      spec.components.responses.ValidationFailed?.content?.['application/json']
        ?.example,
    ).toEqual({name: 'Name is required'});
  });
});
