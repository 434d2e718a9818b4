/**
 * The OpenAPI file against the application contract in tests/fixtures/api: required fields and enums
 * (contract.ts), the operation table (calls.json) and the tag list. Paths,
 * roles and statuses are checked against the server's own routes in serverRoutes.test.ts.
 */
import {describe, expect, it} from 'vitest';
import calls from '../../fixtures/api/calls.json';
import {ENUMS, REQUIRED_FIELDS, TAGS} from '../../fixtures/api/contract';
import {HTTP_METHODS} from '../../../src/api-reference/sectionIds';
import {readApiSpec} from '../../support/apiSpec';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
}
interface Spec {
  openapi: string;
  info: {version: string; description?: string};
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<
      string,
      {
        required?: string[];
        enum?: unknown[];
        properties?: Record<string, unknown>;
      }
    >;
  };
}

const spec = readApiSpec() as Spec;
/** HTTP_METHODS widened, so that any key of a path item can be looked up. */
const METHODS: readonly string[] = HTTP_METHODS;
const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      route,
      operation,
    })),
);

describe('the OpenAPI file', () => {
  it('is OpenAPI 3.1 at version 5.0.0 with a description', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.info.version).toBe('5.0.0');
    expect(spec.info.description?.length).toBeGreaterThan(100);
  });

  it('lists the tags the facts group operations by, each described', () => {
    expect(spec.tags?.map((tag) => tag.name)).toEqual([...TAGS]);
    expect(spec.tags?.every((tag) => (tag.description ?? '').length > 10)).toBe(
      true,
    );
  });

  it.each(
    calls.map((call) => ({...call, name: `${call.method} ${call.specPath}`})),
  )('has $name (tag $tag)', ({method, specPath, tag}) => {
    const matches = operations.filter(
      (candidate) =>
        candidate.method === method && candidate.route === specPath,
    );
    expect(matches).toHaveLength(1);
    expect(matches[0]?.operation.tags).toEqual([tag]);
  });

  it('has no operation outside the table in tests/fixtures/api/calls.json', () => {
    const expected = new Set(
      calls.map((call) => `${call.method} ${call.specPath}`),
    );
    expect(
      operations
        .filter(({method, route}) => !expected.has(`${method} ${route}`))
        .map(({method, route}) => `${method} ${route}`),
    ).toEqual([]);
  });

  it.each(
    operations.map((entry) => ({
      ...entry,
      name: `${entry.method} ${entry.route}`,
    })),
  )('$name has an id, one tag, prose and a 200 response', ({operation}) => {
    expect(operation.operationId).toMatch(/^\w+$/);
    expect(operation.tags).toHaveLength(1);
    expect(operation.summary?.length).toBeGreaterThan(3);
    expect(operation.description?.length).toBeGreaterThan(10);
    expect(Object.keys(operation.responses ?? {})).toContain('200');
  });

  it.each(
    Object.entries(REQUIRED_FIELDS).map(([schema, fields]) => ({
      schema,
      fields,
    })),
  )('$schema requires $fields', ({schema, fields}) => {
    const definition = spec.components.schemas[schema];
    expect(definition, schema).toBeDefined();
    expect(definition?.required).toEqual(expect.arrayContaining([...fields]));
    for (const field of definition?.required ?? []) {
      expect(
        Object.keys(definition?.properties ?? {}),
        `${schema}.${field} names a property`,
      ).toContain(field);
    }
  });

  it.each(Object.entries(ENUMS).map(([schema, values]) => ({schema, values})))(
    'enum $schema is $values',
    ({schema, values}) => {
      expect(spec.components.schemas[schema]?.enum).toEqual([...values]);
    },
  );
});

describe('property descriptions', () => {
  /** Every property of every schema, with the enum its `$ref` (or its own schema) allows. */
  const properties = Object.entries(spec.components.schemas).flatMap(
    ([schema, {properties = {}}]) =>
      Object.entries(properties).map(([name, property]) => {
        const {
          $ref,
          description,
          enum: own,
        } = property as {
          $ref?: string;
          description?: string;
          enum?: unknown[];
        };
        const target = $ref?.replace('#/components/schemas/', '');
        return {
          name: `${schema}.${name}`,
          description: description ?? '',
          values: own ?? (target ? spec.components.schemas[target]?.enum : []),
        };
      }),
  );

  it('reads the receipt status among them', () => {
    expect(
      properties.find((p) => p.name === 'UpsertReceiptCommand.status')?.values,
    ).toContain('');
  });

  // Redoc shows the allowed values beside the description: "must not be empty" next to "" reads as
  // a contradiction, so a property whose values include "" says how the empty string is treated.
  it('say how the empty string is treated where the allowed values include it', () => {
    expect(
      properties
        .filter(
          ({values, description}) =>
            (values ?? []).includes('') &&
            /must not be empty/.test(description),
        )
        .map(({name}) => name),
    ).toEqual([]);
  });
});
