/**
 * The unit, build and browser projects share modules between their files (vitest.config.mts,
 * `isolate: false`). A file that replaces a module, a global or the clock must run with its own
 * modules, or it would meet a module an earlier file loaded with the real import: each such unit
 * file is listed in OWN_MODULES, and no build or browser test file has one. Found here by reading
 * every test file with TypeScript's parser.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {OWN_MODULES} from '../../../vitest.config.mjs';

/** `vi.<name>(…)` calls that change what other files would see. */
const REPLACING = new Set([
  'mock',
  'doMock',
  'stubGlobal',
  'stubEnv',
  'useFakeTimers',
  'resetModules',
]);

/** The `vi.<name>` calls of a file that replace a module, a global or the clock. */
function replacingCalls(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'vi' &&
      REPLACING.has(node.expression.name.text)
    )
      found.push(node.expression.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The test files under a folder, as paths from the repository's root. */
const testFiles = (folder: string): string[] =>
  readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));

const replacing = (files: string[]): string[] =>
  files
    .filter(
      (file) => replacingCalls(file, readFileSync(file, 'utf8')).length > 0,
    )
    .sort();

describe('unit test files with their own modules', () => {
  it('finds a replaced module, global or clock, and nothing in a comment or a string', () => {
    expect(
      replacingCalls(
        'a.test.ts',
        "vi.mock('x'); vi.spyOn(a, 'b'); // vi.stubGlobal('c')\nconst s = 'vi.useFakeTimers()'; vi.useFakeTimers();",
      ),
    ).toEqual(['mock', 'useFakeTimers']);
  });

  it('are exactly the unit files that replace one', () => {
    const unitFiles = testFiles('tests/unit');
    expect(unitFiles.length).toBeGreaterThan(90);
    expect(replacing(unitFiles)).toEqual([...OWN_MODULES].sort());
  });

  it('are none of the build and browser files, which always share theirs', () => {
    const files = [...testFiles('tests/build'), ...testFiles('tests/browser')];
    expect(files.length).toBeGreaterThan(40);
    expect(replacing(files)).toEqual([]);
  });
});
