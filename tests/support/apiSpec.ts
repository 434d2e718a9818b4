/** The API reference's spec, api-spec/openapi.yaml, parsed as the tests read it. */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';

export const API_SPEC_FILE = fileURLToPath(
  new URL('../../api-spec/openapi.yaml', import.meta.url),
);

/** A fresh parse of the spec (each caller may change its copy); cast it to the shape you read. */
export function readApiSpec(): unknown {
  return parse(readFileSync(API_SPEC_FILE, 'utf8'));
}

/**
 * A `#/components/<group>/<name>` reference followed to what it names, through chains of
 * references (at most 20: a loop stops there); undefined when it names nothing. Anything without
 * `$ref` comes back as it is.
 */
export function resolveRef<T extends {$ref?: string}>(
  spec: {components: Record<string, Record<string, unknown>>},
  value: T | undefined,
): T | undefined {
  let current = value;
  for (let hops = 0; current?.$ref && hops < 20; hops += 1) {
    const [group, name] = current.$ref.replace('#/components/', '').split('/');
    current = spec.components[group ?? '']?.[name ?? ''] as T | undefined;
  }
  return current;
}
