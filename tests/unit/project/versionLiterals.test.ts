/**
 * Cutting a version (README, "Cutting a version") moves the current docs to a new folder. A test or
 * script that names a version's folder as text (`versioned_docs/version-<v>`) keeps reading the old
 * one: it passes while it checks a frozen version. Tests take the folder from versions.json
 * (tests/support/docsVersions.ts: CURRENT_DOCS, or docsFolder('4.x') for a test about one old
 * version); scripts read versions.json themselves (scripts/screenshots/refresh.mjs).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../../support/markdown';

/** A version folder named as text: `version-` and a version (6.x, 10.x, 6.0). */
const VERSION_FOLDER = /\bversion-\d+\.(?:x|\d+)\b/g;
const CODE = /\.(?:[cm]?[jt]sx?|go)$/;
/** Files that may name a version folder, each with its reason. Keep it short. */
const ALLOWED: Readonly<Record<string, string>> = {
  'tests/unit/release/timeTravel.test.ts':
    'the report of one past run (v6.6.1 against v6.7.0), kept as it was printed: its page paths are data',
};

function codeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap(
    (entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name.startsWith('.')
          ? []
          : codeFiles(file);
      return CODE.test(entry.name) ? [file] : [];
    },
  );
}

/** `file:line text` for each version folder the source names. */
function versionFolders(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(VERSION_FOLDER)].map(
        (match) => `${file}:${index + 1} ${match[0]}`,
      ),
    );
}

describe('version folders named as text', () => {
  it('are found in a line of code, and a folder built from a version is not', () => {
    const folder = ['version', '6.x'].join('-');
    expect(
      versionFolders(
        'a.ts',
        [
          `const DOCS = path.join(ROOT, 'versioned_docs/${folder}');`,
          `// docs/ is ${folder.replace('6', '10')} until the next cut`,
          'const docs = `versioned_docs/version-${version}`;',
          "const shard = 'search-index.6.x.json';",
        ].join('\n'),
      ),
    ).toEqual([`a.ts:1 ${folder}`, `a.ts:2 ${folder.replace('6', '10')}`]);
  });

  it('the allow-list names files that exist and still need it', () => {
    for (const file of Object.keys(ALLOWED)) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      expect(versionFolders(file, source), file).not.toEqual([]);
    }
  });

  it('appear in no file of tests/ or scripts/ outside the allow-list', () => {
    const files = [...codeFiles('tests'), ...codeFiles('scripts')];
    expect(files.length).toBeGreaterThan(100);
    const named = files
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        versionFolders(file, readFileSync(path.join(ROOT, file), 'utf8')),
      );
    expect(
      named,
      'take the folder from tests/support/docsVersions.ts (CURRENT_DOCS, docsFolder) or, in scripts/, from versions.json',
    ).toEqual([]);
  });
});
