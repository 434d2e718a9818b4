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
