/**
 * scripts/shared/specNodes.mjs is a plain-JavaScript copy of the site's OpenAPI node helpers
 * (src/api-reference/build/specNodes.ts) and of HTTP_METHODS (src/api-reference/sectionIds.ts), so that
 * the request validator the screenshot stand-in runs needs no TypeScript loader. The two must agree.
 */
import {describe, expect, it} from 'vitest';
import * as shared from '../../../scripts/shared/specNodes.mjs';
import {HTTP_METHODS} from '../../../src/api-reference/sectionIds';
import * as site from '../../../src/api-reference/build/specNodes';

const values: unknown[] = [
  undefined,
  null,
  0,
  '',
  'text',
  [],
  [1, 'a'],
  {},
  {type: 'object'},
];

const spec = {
  components: {
    schemas: {
      Receipt: {type: 'object', description: 'a receipt'},
      Alias: {$ref: '#/components/schemas/Receipt', description: 'beside'},
      'a/b~c': {type: 'string'},
      Loop: {$ref: '#/components/schemas/Loop'},
    },
  },
};
const refs: unknown[] = [
  ...values,
  {$ref: '#/components/schemas/Receipt'},
  {$ref: '#/components/schemas/Alias'},
  {$ref: '#/components/schemas/Alias', title: 'outer'},
  {$ref: '#/components/schemas/a~1b~0c'},
  {$ref: '#/components/schemas/Missing'},
  {$ref: '#/components/schemas/Loop'},
  {$ref: 'other.yaml#/x', summary: 'kept'},
];

describe('scripts/shared/specNodes.mjs', () => {
  it('lists the HTTP methods of src/api-reference/sectionIds.ts, in order', () => {
    expect([...shared.HTTP_METHODS]).toEqual([...HTTP_METHODS]);
  });

  it('reads nodes as src/api-reference/build/specNodes.ts does', () => {
    for (const value of values) {
      expect(shared.isNode(value), String(value)).toBe(site.isNode(value));
      expect(shared.asNode(value)).toEqual(site.asNode(value));
      expect(shared.asArray(value)).toEqual(site.asArray(value));
      expect(shared.asString(value)).toBe(site.asString(value));
    }
  });

  it('follows $refs as src/api-reference/build/specNodes.ts does', () => {
    for (const value of refs)
      expect(shared.resolveRef(spec, value), JSON.stringify(value)).toEqual(
        site.resolveRef(spec, value),
      );
  });
});
