/**
 * The spec's schemas against the JSON shapes of the server's Go source
 * (tests/fixtures/api/server-schemas.json, see its README), property by property: the request
 * body each operation decodes, the body each successful status writes, the query parameters'
 * types. Then the same comparison on copies of the spec changed the way drift changes them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import routes from '../../fixtures/api/server-routes.json';
import fixture from '../../fixtures/api/server-schemas.json';
import {
  deref,
  newTally,
  specOperation,
  queryDifferences,
  requestDifferences,
  responseDifferences,
  type Exception,
  type OperationShape,
  type Schema,
  type SchemaTable,
  type Spec,
} from './serverSchemas';

const ROOT = path.resolve(__dirname, '../../..');
const spec = parse(
  readFileSync(path.join(ROOT, 'api-spec/openapi.yaml'), 'utf8'),
) as Spec;
const table = fixture as unknown as SchemaTable;
const operations = (table.operations as OperationShape[]).map((op) => ({
  ...op,
  name: `${op.method} ${op.path}`,
}));

/**
 * Where spec and Go differ on purpose. `where` is `Go type.property`, optionally after `request `
 * or `response `, `Go type: enum` or `: null`, or `METHOD path query name`.
 */
const EXCEPTIONS: Exception[] = [
  {
    where: ['structs.PagedData.data: null'],
    reason:
      'every paged list fills Data with make([]any, n) or []any{} before writing it (internal/handlers/categories.go:101, prompts.go:42, system_email.go:25, system_task.go:44 and the other paged handlers), so it is [] when empty, never null',
  },
  {
    where: ['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti'].map(
      (claim) => `structs.Claims.${claim}`,
    ),
    reason:
      'structs.Claims embeds jwt.RegisteredClaims (github.com/golang-jwt/jwt), whose fields encoding/json adds; that module is not part of the source read',
  },
  {
    where: ['*structs.Claims: null'],
    reason:
      'structs.GetClaims returns a pointer, but the authentication middleware has always stored the claims before a handler runs (a missing value would panic, not marshal as null)',
  },
  {
    where: [
      'request models.AiClientType: enum',
      'request models.OcrEngine: enum',
    ],
    reason:
      'a request body lists the values the AI and OCR services act on (internal/services/ai.go:42-56, ocr.go:59,68); the pre-6.x spellings (openAi, gemini, tesseract, …) that Value() still accepts are listed where the server returns them (StoredAiType, StoredOcrEngine)',
  },
  {
    where: [
      'request models.UserPrefernces.createdAt',
      'request models.UserPrefernces.updatedAt',
      'request models.UserPrefernces.createdBy',
      'request models.UserPrefernces.createdByString',
    ],
    reason:
      'the update decodes the whole model but copies only the preference fields onto the stored row (internal/repositories/user_preferences.go): these are read and ignored',
  },
  {
    where: [
      'GET /receipt/hasAccess query receiptId',
      'GET /user/amountOwedForUser query receiptIds',
      'POST /export/ query receiptIds',
    ],
    reason:
      'the handler passes the text to an SQL `id = ?` / `id IN ?` condition without converting it; the column is an integer id, which the spec says',
  },
];

const tally = newTally();

describe('the server schema table', () => {
  it('comes from the same source as the route table and covers every route once', () => {
    expect(fixture.source).toMatchObject({
      repository: routes.source.repository,
      tag: 'v6.7.0',
      commit: routes.source.commit,
      extractor: 'scripts/server-readers/routes',
    });
    expect(operations.map((op) => op.name)).toEqual(
      routes.routes.map((row) => `${row.method} ${row.path}`),
    );
  });

  it('holds every struct a route refers to, with JSON names and types', () => {
    const refs = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.ref === 'string') refs.add(record.ref);
        Object.values(record).forEach(walk);
      }
    };
    walk(table.operations);
    walk(table.types);
    expect([...refs].filter((ref) => !table.types[ref])).toEqual([]);
    // Everything the reader could not type; a new entry after a refresh needs a look (and an
    // exception, or a reader that reads it).
    expect(table.unresolved).toEqual(['embedded type jwt.RegisteredClaims']);
    for (const [name, struct] of Object.entries(table.types)) {
      expect(struct.source, name).toMatch(/^internal\/[\w/]+\.go:\d+$/);
      const names = struct.fields.map((field) => field.name);
      expect(new Set(names).size, `${name}: unique JSON names`).toBe(
        names.length,
      );
    }
  });
});

describe.each(operations)('$name', (op) => {
  it('documents the request body the server decodes, property by property', () => {
    expect(requestDifferences(spec, table, op, EXCEPTIONS, tally)).toEqual([]);
  });

  it('gives each successful status the schema of the value the handler writes', () => {
    expect(responseDifferences(spec, table, op, EXCEPTIONS, tally)).toEqual([]);
  });

  it('types each query parameter as the handler reads it', () => {
    expect(queryDifferences(spec, op, EXCEPTIONS)).toEqual([]);
  });
});

describe('a value read back with a column list', () => {
  it('has a response description naming the properties filled and saying the rest are zero', () => {
    const camel = (column: string) =>
      column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
    const partial = operations.flatMap((op) =>
      op.responses.filter((w) => w.columns).map((written) => ({op, written})),
    );
    // The bulk status update reads its receipts back with three columns.
    expect(partial.map(({op}) => op.name)).toContain(
      'POST /receipt/bulkStatusUpdate',
    );
    for (const {op, written} of partial) {
      const response = specOperation(spec, op.method, op.path)?.responses?.[
        String(written.status)
      ];
      const description = deref(spec, response ?? {})?.description ?? '';
      for (const column of written.columns ?? [])
        expect(description, written.selectedAt).toContain(
          `\`${camel(column)}\``,
        );
      expect(description, written.selectedAt).toMatch(/zero value/);
    }
  });
});

describe('the exceptions', () => {
  // Runs after the comparisons above, which mark the exceptions they use.
  it('each hide a difference that still exists, and give a reason', () => {
    for (const exception of EXCEPTIONS) {
      expect(exception.reason.length).toBeGreaterThan(40);
      expect(exception.used, exception.where.join(', ')).toBe(true);
    }
  });

  it('compare every JSON body a handler writes on success', () => {
    const written = new Set(
      operations.flatMap((op) =>
        op.responses
          .filter((w) => w.kind === 'json')
          .map((w) => `${op.name} ${w.status} ${w.type?.go}`),
      ),
    );
    expect(tally.bodies).toBeGreaterThanOrEqual(written.size);
    expect(tally.requests).toBe(operations.filter((op) => op.request).length);
  });
});

afterAll(() => {
  console.log(
    `server schemas: ${tally.properties.size} distinct properties (${tally.comparisons} comparisons) in ${tally.requests} request bodies and ${tally.bodies} response bodies`,
  );
});

// Each comparison on a copy of the spec changed the way drift changes it.
describe('the comparison catches drift', () => {
  const op = (name: string) => {
    const found = operations.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no operation ${name}`);
    return found;
  };
  const copy = (): Spec & {components: {schemas: Record<string, Schema>}} =>
    structuredClone(spec) as Spec & {
      components: {schemas: Record<string, Schema>};
    };
  const properties = (schema: Schema | undefined): Record<string, Schema> => {
    const own = schema?.properties;
    if (own) return own;
    const part = schema?.allOf?.find((p) => p.properties);
    if (!part?.properties) throw new Error('no properties');
    return part.properties;
  };
  const responseOf = (name: string, wrong: Spec) =>
    responseDifferences(wrong, table, op(name), EXCEPTIONS);

  it('an optional property renamed', () => {
    const wrong = copy();
    const receipt = properties(wrong.components.schemas.Receipt);
    receipt.resolvedAt = receipt.resolvedDate as Schema;
    delete receipt.resolvedDate;
    expect(responseOf('GET /receipt/{id}', wrong)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/resolvedDate: the server writes it/),
        expect.stringMatching(/resolvedAt: documented, but Go models.Receipt/),
      ]),
    );
  });

  it('a request property renamed', () => {
    const wrong = copy();
    const command = properties(wrong.components.schemas.UpsertTagCommand);
    command.title = command.name as Schema;
    delete command.name;
    expect(
      requestDifferences(wrong, table, op('POST /tag/'), EXCEPTIONS),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/request.name: the server reads it/),
      ]),
    );
  });

  it('a response schema swapped for another', () => {
    const wrong = copy();
    const response = wrong.paths['/tag/']?.get?.responses?.['200'];
    const schema = response?.content?.['application/json']?.schema;
    if (!schema?.items) throw new Error('GET /tag/ has no list schema');
    schema.items = {$ref: '#/components/schemas/TagView'};
    expect(responseOf('GET /tag/', wrong)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /numberOfReceipts: documented, but Go models.Tag/,
        ),
      ]),
    );
  });

  it('a query parameter of another type', () => {
    const wrong = copy();
    for (const parameter of wrong.paths['/login/']?.post?.parameters ?? [])
      if (parameter.name === 'tokensInBody')
        parameter.schema = {type: 'string'};
    expect(queryDifferences(wrong, op('POST /login/'), EXCEPTIONS)).toEqual([
      'POST /login/ query tokensInBody: the spec says string, the handler reads boolean',
    ]);
  });

  it('an enum value dropped', () => {
    const wrong = copy();
    const status = wrong.components.schemas.ReceiptStatus as Schema;
    status.enum = (status.enum ?? []).filter((value) => value !== 'DRAFT');
    expect(responseOf('GET /receipt/{id}', wrong)).toEqual(
      expect.arrayContaining([expect.stringMatching(/status: enum \[/)]),
    );
  });

  it('an enum value added', () => {
    const wrong = copy();
    const role = wrong.components.schemas.GroupRole as Schema;
    role.enum = [...(role.enum ?? []), 'ADMIN'];
    expect(responseOf('GET /group/{groupId}', wrong)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/groupRole: enum \[.*ADMIN/),
      ]),
    );
  });

  it('a format changed', () => {
    const wrong = copy();
    const receipt = properties(wrong.components.schemas.Receipt);
    (receipt.date as Schema).format = 'date';
    expect(responseOf('GET /receipt/{id}', wrong)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\.date: format date in the spec/),
      ]),
    );
  });

  it('a nullable property declared never null', () => {
    const wrong = copy();
    const receipt = properties(wrong.components.schemas.Receipt);
    (receipt.resolvedDate as Schema).type = 'string';
    expect(responseOf('GET /receipt/{id}', wrong)).toEqual([
      expect.stringMatching(/resolvedDate: Go \*time.Time can be null/),
    ]);
  });

  it('an amount declared a number', () => {
    const wrong = copy();
    const receipt = properties(wrong.components.schemas.Receipt);
    (receipt.amount as Schema).type = 'number';
    expect(responseOf('GET /receipt/{id}', wrong)).toEqual([
      expect.stringMatching(
        /amount: the spec says number, the server writes string \(Go decimal.Decimal\)/,
      ),
    ]);
  });
});
