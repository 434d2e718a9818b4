/**
 * API key ids as the server makes them: CreateApiKey encodes 32 random bytes with Go's
 * base64.URLEncoding (padded), then encodes that string again the same way
 * (api/internal/services/api_key.go:L40-45 and utils/string.go:L8-16 at v6.7.0). Every place the
 * spec shows one (the id path parameters, ApiKeyView.id, the key's third part, the list example)
 * must match the parameters' pattern, and the pattern must match ids made that way.
 */
import {randomBytes} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {readApiSpec} from '../../support/apiSpec';

interface Parameter {
  name: string;
  in: string;
  schema?: {type?: string; pattern?: string; format?: string};
  example?: unknown;
}
type Operation = {parameters?: Parameter[]};
const spec = readApiSpec() as {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<
      string,
      {
        properties: Record<
          string,
          {example?: unknown; format?: string; pattern?: string}
        >;
      }
    >;
  };
};

/** Go's base64.URLEncoding: the URL-safe alphabet, with padding. */
const goUrlEncoding = (bytes: Buffer): string =>
  bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
const serverId = (): string =>
  goUrlEncoding(Buffer.from(goUrlEncoding(randomBytes(32))));

const idParameters = Object.entries(spec.paths['/apiKey/{id}'] ?? {}).map(
  ([method, operation]) => ({
    method: method.toUpperCase(),
    parameter: operation.parameters?.find((p) => p.in === 'path'),
  }),
);

describe('API key ids', () => {
  it.each(idParameters)(
    '$method /apiKey/{id} takes a base64url string, not a UUID',
    ({parameter}) => {
      expect(parameter?.schema?.type).toBe('string');
      expect(parameter?.schema?.format).toBeUndefined();
      const pattern = new RegExp(parameter?.schema?.pattern ?? '(?!)');
      for (let i = 0; i < 200; i++) expect(serverId()).toMatch(pattern);
      expect(String(parameter?.example)).toMatch(pattern);
    },
  );

  it('shows ids of that shape wherever the spec gives one', () => {
    const pattern = new RegExp(
      idParameters[0]?.parameter?.schema?.pattern ?? '(?!)',
    );
    const view = spec.components.schemas.ApiKeyView?.properties.id;
    const key = String(
      spec.components.schemas.ApiKeyResult?.properties.key?.example,
    );
    const listed = (
      JSON.stringify(spec.paths['/apiKey/paged']?.post ?? {}).match(
        /"id":"[^"]*"/g,
      ) ?? []
    ).map((entry) => entry.slice(6, -1));
    expect(listed.length).toBeGreaterThan(0);
    for (const id of [view?.example, key.split('.')[2], ...listed])
      expect(String(id)).toMatch(pattern);
    expect(view?.format).toBeUndefined();
    expect(view?.pattern).toBe(idParameters[0]?.parameter?.schema?.pattern);
  });
});
