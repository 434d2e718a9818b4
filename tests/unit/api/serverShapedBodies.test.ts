/**
 * Answers shaped as the server writes them, validated against the spec's response schemas: for
 * every JSON body a successful status writes (tests/fixtures/api/server-schemas.json, read from the
 * Go source), a value built from the Go struct the way encoding/json writes an unfilled one: numbers
 * 0, strings empty, times at Go's zero time, pointers, slices and maps nil (null), omitempty
 * fields left out. A schema that promises more than the server keeps (a non-null list, an id of at
 * least 1, an object that can be null) rejects it. A list that is the whole answer holds one such
 * element, so its item schema is checked too.
 */
import {describe, expect, it} from 'vitest';
import fixture from '../../fixtures/api/server-schemas.json';
import {readApiSpec} from '../../support/apiSpec';
import {locate, type Spec} from '../../support/apiLedger';
import {SpecRequestValidator} from '../../support/specRequest';
import type {GoType, SchemaTable} from './serverSchemas';

const spec = readApiSpec() as Spec;
const table = fixture as unknown as SchemaTable;
const validator = new SpecRequestValidator(
  spec as unknown as Record<string, unknown>,
  '/api',
);

const GO_ZERO_TIME = '0001-01-01T00:00:00Z';

/** The JSON encoding/json writes for an unfilled value of a Go type. */
export function unfilled(go: GoType, whole = false, depth = 0): unknown {
  if (!go.type || depth > 8) return null;
  const types = go.type;
  if (go.go.startsWith('*') && !whole) return null;
  if (types.includes('array') && go.go !== '[]byte')
    return whole && go.items ? [unfilled(go.items, false, depth + 1)] : null;
  if (go.go.startsWith('map[')) return whole ? {} : null;
  if (go.ref) {
    const struct = table.types[go.ref];
    if (!struct) return {};
    const out: Record<string, unknown> = {};
    for (const field of struct.fields) {
      // A PagedData's rows: one unfilled row of the typed list copied into it.
      const value =
        go.items && field.name === 'data'
          ? [unfilled(go.items, false, depth + 1)]
          : unfilled(field, false, depth + 1);
      const empty =
        value === null || value === 0 || value === '' || value === false;
      if (field.omitempty && empty && !field.ref) continue;
      out[field.name] = value;
    }
    return out;
  }
  if (types.includes('string')) {
    if (go.enum?.length) return go.enum.includes('') ? '' : go.enum[0];
    if (go.format === 'date-time') return GO_ZERO_TIME;
    if (go.format === 'decimal') return '0';
    return '';
  }
  if (types.includes('integer') || types.includes('number')) return 0;
  if (types.includes('boolean')) return false;
  return null;
}

const bodies = table.operations.flatMap((operation) =>
  operation.responses
    .filter((written) => written.kind === 'json' && written.type)
    .map((answer) => ({
      name: `${operation.operationId} ${answer.status} (${answer.type!.go}, ${answer.source})`,
      operationId: operation.operationId ?? '',
      answer,
    })),
);

/** The media types a status declares with a schema that is not plain text. */
function mediaTypesOf(operationId: string, status: number): string[] {
  const found = locate(spec, operationId);
  const response = found?.operation.responses?.[String(status)] as
    | {$ref?: string; content?: Record<string, {schema?: {type?: unknown}}>}
    | undefined;
  const resolved = response?.$ref
    ? (spec.components.responses?.[response.$ref.split('/').pop() ?? ''] as
        typeof response | undefined)
    : response;
  return Object.entries(resolved?.content ?? {})
    .filter(([, media]) => media.schema?.type !== 'string')
    .map(([type]) => type);
}

/** Where an unfilled value is not what the server can write, and why. */
const NOT_WRITTEN: {problem: RegExp; reason: string}[] = [
  {
    problem: /\/id must match pattern "\^\[A-Za-z0-9_-\]\{59\}=\$"$/,
    reason:
      "an API key's id is made of 32 random bytes when the key is created (internal/services/api_key.go:39-45@v6.7.0), never empty",
  },
  {
    problem: /^200 answer must have required property 'encodedImage'$/,
    reason:
      'convertToJpg writes a map[string]string the handler always fills with encodedImage (internal/handlers/receipt_image.go:390@v6.7.0): an unfilled map has no keys to build',
  },
];
const written = (problems: string[]) =>
  problems.filter((p) => !NOT_WRITTEN.some(({problem}) => problem.test(p)));

describe('the spec takes the answers the server writes, unfilled', () => {
  it('covers the JSON bodies of most operations', () => {
    expect(new Set(bodies.map((b) => b.operationId)).size).toBeGreaterThan(60);
  });

  it.each(bodies)('$name', ({operationId, answer}) => {
    const found = locate(spec, operationId);
    expect(found, `the spec has no ${operationId}`).toBeTruthy();
    const value = unfilled(answer.type!, true);
    const types = mediaTypesOf(operationId, answer.status);
    expect(types, `no media type for ${answer.status}`).not.toEqual([]);
    // The server writes one of the media types the status declares (which one can depend on
    // the caller): the answer must fit at least one of them.
    const problems = types.map((contentType) =>
      written(
        validator.responseProblems(found!.template, found!.method, {
          status: answer.status,
          contentType,
          body: JSON.stringify(value),
        }),
      ),
    );
    expect(
      problems.some((list) => list.length === 0) ? [] : problems.flat(),
    ).toEqual([]);
  });
});

describe('the validation rejects', () => {
  it('a null list where the schema promises a list', () => {
    const wrong = structuredClone(spec);
    const found = locate(wrong, 'getReceiptById')!;
    found.operation.responses = {
      200: {
        description: 'x',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {categories: {type: 'array'}},
            },
          },
        },
      },
    };
    const check = new SpecRequestValidator(
      wrong as unknown as Record<string, unknown>,
      '/api',
    );
    expect(
      check.responseProblems(found.template, found.method, {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({categories: null}),
      }),
    ).toEqual(['200 answer/categories must be array']);
  });

  it('builds nil slices, nil pointers and zero numbers as Go writes them', () => {
    const receipt = unfilled({
      go: 'models.Receipt',
      type: ['object'],
      ref: 'models.Receipt',
    }) as Record<string, unknown>;
    expect(receipt.categories).toBeNull();
    expect(receipt.id).toBe(0);
    expect(receipt.createdAt).toBe(GO_ZERO_TIME);
  });
});
