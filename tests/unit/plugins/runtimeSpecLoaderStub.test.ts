import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const stub =
  require('../../../src/plugins/redoc/runtimeSpecLoaderStub.cjs') as Record<
    string,
    unknown
  >;

describe("the runtime spec loader stub shipped to /api instead of Redoc's parsers", () => {
  it.each(['bundle', 'parse', 'Config'])(
    'fails with a clear message if Redoc ever calls %s',
    (name) => {
      const member = stub[name] as () => unknown;
      expect(() => member()).toThrow(
        'Redoc tried to load an API spec at runtime; the spec is bundled at build time (src/plugins/redoc).',
      );
    },
  );
});
