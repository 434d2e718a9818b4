import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const standIn =
  require('../../../src/plugins/main-bundle/tslibForUtilsCommon.cjs') as Record<
    string,
    (module: unknown) => unknown
  >;
const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common'));

// Every `tslib_1.__helper` the compiled package calls, in any of its files.
const helpersUsed = [
  ...new Set(
    readdirSync(utilsCommon)
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) =>
        [
          ...readFileSync(path.join(utilsCommon, name), 'utf8').matchAll(
            /tslib_\d+\.(__\w+)/g,
          ),
        ].map((match) => match[1] ?? ''),
      ),
  ),
];

describe('the tslib stand-in for @docusaurus/utils-common (src/plugins/main-bundle)', () => {
  it('finds the helpers utils-common calls', () => {
    expect(helpersUsed).toContain('__importDefault');
  });

  it.each(helpersUsed)('provides %s', (helper) => {
    expect(typeof standIn[helper]).toBe('function');
  });

  it('wraps a CommonJS export as a default and leaves an ES module as it is', () => {
    const commonJs = () => 'x';
    expect(standIn.__importDefault!(commonJs)).toEqual({default: commonJs});
    const esModule = {__esModule: true, default: commonJs};
    expect(standIn.__importDefault!(esModule)).toBe(esModule);
  });
});
