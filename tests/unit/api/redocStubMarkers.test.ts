/**
 * The positive control of tests/build/redoc-stubs.test.ts: each marker it looks for in the build,
 * to show a module did not ship, is in that module's code as Redoc's bundle resolves it (the entry
 * file and the files of its package it requires), so a wrong or outdated marker fails here instead
 * of passing the build test for ever.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../../support/markdown';
import {REDOC_STUB_MARKERS} from '../../support/redocStubMarkers';

// The Redoc the theme renders with, whose browser bundle the stubs stand in for.
const fromRedoc = createRequire(
  createRequire(path.join(ROOT, 'package.json')).resolve(
    'docusaurus-theme-redoc/node_modules/redoc/package.json',
  ),
);

/** The entry file and every file of the same package it requires by a relative path, recursively. */
function moduleCode(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /\brequire\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
    )) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      const found = [
        target,
        `${target}.js`,
        path.join(target, 'index.js'),
      ].find((candidate) => existsSync(candidate) && candidate.endsWith('.js'));
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...seen].map((file) => readFileSync(file, 'utf8'));
}

describe('the markers of the modules Redoc gets stubs for', () => {
  it('reads a module with the files it requires', () => {
    // yaml's entry re-exports; the message is in a file it requires.
    const entry = fromRedoc.resolve('yaml');
    expect(readFileSync(entry, 'utf8')).not.toContain(
      'Implicit keys need to be on a single line',
    );
    expect(moduleCode(entry).length).toBeGreaterThan(10);
  });

  it.for(REDOC_STUB_MARKERS)('$module holds $marker', ({module, marker}) => {
    const code = moduleCode(fromRedoc.resolve(module));
    expect(code.some((text) => text.includes(marker))).toBe(true);
  });
});
