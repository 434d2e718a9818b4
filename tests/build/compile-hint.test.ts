/**
 * V8's compile hint on main.js (src/plugins/main-bundle), read from build/: the script every page
 * evaluates before it hydrates starts with the hint, so its functions are compiled while it streams
 * in; no other script carries it, because their functions mostly run later or never.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD} from '../support/build';
import {COMPILE_HINT} from '../../src/plugins/main-bundle';

const scriptsDir = path.join(BUILD, 'assets', 'js');
const scripts = readdirSync(scriptsDir).filter((name) => name.endsWith('.js'));
const isMainScript = (name: string): boolean => /^main\.[0-9a-f]+\.js$/.test(name);
const startsWithHint = (name: string): boolean =>
  readFileSync(path.join(scriptsDir, name), 'utf8').startsWith(
    `${COMPILE_HINT}\n`,
  );

/** The page's own scripts, in the order its HTML lists them. */
function scriptsOf(page: string): string[] {
  const html = readFileSync(path.join(BUILD, page), 'utf8');
  return [...html.matchAll(/<script[^>]* src="?\/assets\/js\/([^"\s>]+)/g)].map(
    ([, name]) => name as string,
  );
}

describe('the compile hint', () => {
  it.each([
    'index.html',
    'docs/getting-started/index.html',
    'docs/5.x/concepts/ocr/index.html',
    'blog/index.html',
    'api/index.html',
  ])('%s: main.js, the one script of the page with the hint, starts with it', (page) => {
    const listed = scriptsOf(page);
    expect(listed.filter(startsWithHint)).toEqual(listed.filter(isMainScript));
    expect(listed.filter(startsWithHint)).toHaveLength(1);
  });

  it('is on main.js alone of all the built scripts', () => {
    expect(scripts.filter(startsWithHint)).toEqual(scripts.filter(isMainScript));
    expect(scripts.length).toBeGreaterThan(1);
  });
});
