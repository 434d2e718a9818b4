import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const lunr =
  require('../../../src/plugins/redoc/lunrStub.cjs') as () => unknown;

// That the build ships the stubs in place of the real modules: tests/build/redoc-stubs.test.ts.
describe("what Redoc's bundle gets instead of its search", () => {
  it('fails with a clear message if Redoc ever builds its search index', () => {
    expect(() => lunr()).toThrow(
      'Redoc tried to build its search index; its search is off (disableSearch) on this site.',
    );
  });
});
