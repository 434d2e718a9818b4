/**
 * api-spec/openapi.yaml is a valid OpenAPI 3.1 document: it passes the official OAS 3.1 JSON Schema,
 * the rules of the 3.1 text that no JSON Schema expresses (no two paths that differ only in their
 * parameters' names, path templates and path parameters that match, unique operationIds), and each
 * of its Schema Objects passes the JSON Schema 2020-12 meta-schema. See openapiDocument.ts.
 */
import {describe, expect, it} from 'vitest';
import {
  type Document,
  ruleErrors,
  schemaErrors,
  schemaObjectErrors,
} from './openapiDocument';
import {readApiSpec} from '../../support/apiSpec';

const spec = readApiSpec() as Document;

describe('api-spec/openapi.yaml as an OpenAPI 3.1 document', () => {
  it('passes the official OAS 3.1 JSON Schema', async () => {
    expect(await schemaErrors(spec)).toEqual([]);
  });

  it('has no identical paths, matching path templates and parameters, and unique operationIds', () => {
    expect(ruleErrors(spec)).toEqual([]);
  });

  it('has Schema Objects that pass the JSON Schema 2020-12 meta-schema', () => {
    expect(schemaObjectErrors(spec)).toEqual([]);
  });
});

// Each check on a copy made wrong on purpose: a check that cannot fail proves nothing.
describe('the checks catch an invalid document', () => {
  const copy = (): Document => structuredClone(spec);

  it('a document the OAS 3.1 schema refuses (a response without a description)', async () => {
    const wrong = copy() as {
      paths: Record<string, {get?: {responses: Record<string, object>}}>;
    };
    wrong.paths['/tag/']!.get!.responses['200'] = {};
    expect((await schemaErrors(wrong as Document)).join('\n')).toMatch(
      /description/,
    );
  });

  it('two paths that differ only in the parameter name', () => {
    const wrong = copy();
    const paths = wrong.paths!;
    const [template, item] = Object.entries(paths).find(([route]) =>
      route.startsWith('/tag/{'),
    )!;
    const renamed = template.replace(/\{[^}]+\}/, '{other}');
    paths[renamed] = JSON.parse(
      JSON.stringify(item).replaceAll(
        `"name":"${/\{([^}]+)\}/.exec(template)![1]}"`,
        '"name":"other"',
      ),
    ) as typeof item;
    expect(ruleErrors(wrong)).toContain(
      `${renamed}: identical to ${template} (only the names differ)`,
    );
  });

  it('a template expression without a path parameter, and a path parameter not in the path', () => {
    const wrong = copy() as {paths: Record<string, Record<string, object>>};
    wrong.paths['/receipt/{id}/extra/{more}'] = {
      get: {operationId: 'extraOne', parameters: [{name: 'id', in: 'path'}]},
    };
    wrong.paths['/receipt/extra'] = {
      get: {operationId: 'extraTwo', parameters: [{name: 'id', in: 'path'}]},
    };
    expect(ruleErrors(wrong as Document)).toEqual([
      'GET /receipt/{id}/extra/{more}: {more} has no path parameter',
      'GET /receipt/extra: path parameter id is not in the path',
    ]);
  });

  it('an operationId used twice', () => {
    const wrong = copy() as {
      paths: Record<string, Record<string, {operationId?: string}>>;
    };
    wrong.paths['/tag/']!.post!.operationId =
      wrong.paths['/tag/']!.get!.operationId;
    expect(ruleErrors(wrong as Document)).toEqual([
      `POST /tag/: operationId ${wrong.paths['/tag/']!.get!.operationId} is also GET /tag/'s`,
    ]);
  });

  it('a Schema Object the 2020-12 meta-schema refuses', () => {
    const wrong = copy() as {components: {schemas: Record<string, object>}};
    wrong.components.schemas.Tag = {type: 'text'};
    expect(schemaObjectErrors(wrong as Document).length).toBeGreaterThan(0);
  });
});
