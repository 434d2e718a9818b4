/**
 * src/plugins/strict-csp: DocSearch's bundled zod must not try `new Function` under our CSP. The
 * loader answers the probe in the files the theme imports, and fails loudly when it cannot.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCSEARCH_WITH_ZOD} from '../../../src/plugins/strict-csp';

const require = createRequire(import.meta.url);
const loader =
  require('../../../src/plugins/strict-csp/zodEvalProbeLoader.cjs') as (
    this: {resourcePath: string},
    source: string,
  ) => string;
const run = (source: string): string =>
  loader.call({resourcePath: 'DocSearchModal.js'}, source);

describe('the zod eval probe loader', () => {
  it.each(['DocSearchModal', 'Sidepanel', 'index'])(
    'leaves no eval in @docsearch/react %s.js',
    (name) => {
      const file = path.resolve(
        'node_modules/@docsearch/react/dist/esm',
        `${name}.js`,
      );
      expect(DOCSEARCH_WITH_ZOD.test(file)).toBe(true);
      const output = run(readFileSync(file, 'utf8'));
      expect(output).not.toMatch(/new Function\(/);
      expect(output).not.toMatch(/\beval\(/);
    },
  );

  it('fails the build when the probe is not where it was', () => {
    expect(() => run('const x = 1;')).toThrow(/found it 0 times/);
  });
});
