import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const Mark = require('../../../src/plugins/redoc/markStub.cjs') as new (
  element: unknown,
) => {mark(term: string): unknown; unmark(): unknown};
const lunr =
  require('../../../src/plugins/redoc/lunrStub.cjs') as () => unknown;
const grammar =
  require('../../../src/plugins/redoc/prismGrammarStub.cjs') as object;

describe("what Redoc's bundle gets instead of its search and grammars", () => {
  it('wraps elements in a Mark that marks nothing, as Redoc does with search off', () => {
    const marker = new Mark({});
    expect(marker.mark('receipt')).toBeUndefined();
    expect(marker.unmark()).toBeUndefined();
  });

  it('fails with a clear message if Redoc ever builds its search index', () => {
    expect(() => lunr()).toThrow(
      'Redoc tried to build its search index; its search is off (disableSearch) on this site.',
    );
  });

  it('registers no grammar', () => {
    expect(grammar).toEqual({});
  });
});
