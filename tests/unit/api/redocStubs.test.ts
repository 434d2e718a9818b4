import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const stub = (file: string) =>
  require(`../../../src/api-reference/plugin/${file}`) as Record<
    string,
    () => void
  > &
    (() => void);
const RUNTIME_LOADER =
  'Redoc tried to load an API spec at runtime; the spec is bundled at build time (src/api-reference/plugin).';

// That the build ships the stubs in place of the real modules: tests/build/redoc-stubs.test.ts.
describe("what Redoc's bundle gets instead of modules it never runs here", () => {
  it.each([
    ['runtimeSpecLoaderStub.cjs', 'bundle', RUNTIME_LOADER],
    ['runtimeSpecLoaderStub.cjs', 'parse', RUNTIME_LOADER],
    ['runtimeSpecLoaderStub.cjs', 'Config', RUNTIME_LOADER],
    [
      'lunrStub.cjs',
      null,
      'Redoc tried to build its search index; its search is off (disableSearch) on this site.',
    ],
  ])(
    '%s fails with a clear message if Redoc ever calls %s',
    (file, name, message) => {
      const module = stub(file);
      expect(() => (name === null ? module() : module[name]?.())).toThrow(
        message,
      );
    },
  );
});
