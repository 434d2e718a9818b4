/**
 * src/api-reference/ keeps what runs at build time (build/: the document's model, its pages, the
 * index, the request samples; plugin/: the Docusaurus plugins that run it) apart from what runs in the
 * reader's browser (browser/: the tag pages' DOM fixes and menu; theme/ and components/: the React
 * that renders the pages); the modules at its top (section ids, legacy anchors, the download label)
 * are used by both. Browser code may take only types from build/, and build/ nothing from browser/.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((file) => /\.(ts|tsx|js|jsx|mjs)$/.test(file))
    .map((file) => path.join(folder, file));
}

/** Every `import … from '…'` / `export … from '…'` of a file: its specifier and whether it is type-only. */
function imports(file: string): {from: string; typeOnly: boolean}[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [
    ...text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms),
  ].map((match) => ({from: match[3] ?? '', typeOnly: Boolean(match[2])}));
}

const BUILD = /api-reference\/build\/|^\.\.?\/build\//;
const BROWSER = /api-reference\/browser\/|^\.\.?\/browser\//;

describe('src/api-reference', () => {
  const browserCode = [
    ...sources('src/api-reference/browser'),
    ...sources('src/api-reference/theme'),
    ...sources('src/api-reference/components'),
    ...sources('src/theme'),
    ...sources('src/components'),
  ];

  it('has build-time and browser modules in folders of their own', () => {
    expect(sources('src/api-reference/build').length).toBeGreaterThan(4);
    expect(sources('src/api-reference/browser').length).toBeGreaterThan(4);
  });

  it('gives browser code only types from build/', () => {
    const values = browserCode.flatMap((file) =>
      imports(file)
        .filter(({from, typeOnly}) => BUILD.test(from) && !typeOnly)
        .map(({from}) => `${file}: ${from}`),
    );
    expect(values).toEqual([]);
  });

  it('never imports browser/ from build/', () => {
    const found = sources('src/api-reference/build').flatMap((file) =>
      imports(file)
        .filter(({from}) => BROWSER.test(from) || from.includes('/browser/'))
        .map(({from}) => `${file}: ${from}`),
    );
    expect(found).toEqual([]);
  });
});
