/**
 * The site built as a new contributor may get it: a `git archive` copy (what GitHub's "Download
 * ZIP" holds: the tracked files, no history), built into another folder than build/ with
 * `docusaurus build --out-dir dist`. One build checks both: the copy builds without git history,
 * without "Last updated" dates and says so once (src/config/lastUpdate.ts), and the offline
 * plugin reads the output folder it is given (src/offline/plugin.ts) and writes the Markdown copies
 * before the precache list, so that list is complete in dist/sw.js.
 *
 * The copy holds the working tree as it is now, every file git does not ignore (a tree written from a
 * scratch index, so nothing is staged or committed); node_modules is linked package by package, so
 * its build cache is the copy's own.
 */
import {spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {NO_HISTORY_MESSAGE} from '../../src/config/lastUpdate';
import {filesInBuild} from '../support/build';

const OUT_DIR = 'dist';
let root = '';
let site = '';
let build: {status: number | null; output: string; seconds: number};

function git(env: NodeJS.ProcessEnv, ...args: string[]): string {
  const result = spawnSync('git', args, {
    encoding: 'utf8',
    env: {...process.env, ...env},
  });
  if (result.status !== 0)
    throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'docs-archive-'));
  site = path.join(root, 'site');
  mkdirSync(site);
  const scratch = {GIT_INDEX_FILE: path.join(root, 'index')};
  git(scratch, 'read-tree', 'HEAD');
  git(scratch, 'add', '--all');
  const tree = git(scratch, 'write-tree');
  const archive = path.join(root, 'site.tar');
  git({}, 'archive', '--format=tar', `--output=${archive}`, tree);
  expect(spawnSync('tar', ['-xf', archive, '-C', site]).status).toBe(0);
  mkdirSync(path.join(site, 'node_modules'));
  for (const entry of readdirSync('node_modules'))
    if (entry !== '.cache')
      symlinkSync(
        path.resolve('node_modules', entry),
        path.join(site, 'node_modules', entry),
      );
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['docusaurus', 'build', '--out-dir', OUT_DIR],
    {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, CI: 'true'},
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  build = {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    seconds: (Date.now() - started) / 1000,
  };
}, 30 * 60_000);

afterAll(() => {
  if (root) rmSync(root, {recursive: true, force: true});
}, 5 * 60_000);

describe('a git archive copy built with --out-dir', () => {
  it('is not a git checkout, and builds into the folder it was given', () => {
    expect(existsSync(path.join(site, '.git'))).toBe(false);
    expect(
      build.status,
      `docusaurus build exited ${build.status} after ${build.seconds} s:\n${build.output.slice(-4000)}`,
    ).toBe(0);
    expect(existsSync(path.join(site, OUT_DIR, 'index.html'))).toBe(true);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('says once that the pages have no last-updated dates', () => {
    expect(build.output.split(NO_HISTORY_MESSAGE).length - 1).toBe(1);
  });

  it('has no "Last updated" date on any page', () => {
    const dist = path.join(site, OUT_DIR);
    const pages = filesInBuild(dist).filter((file) => file.endsWith('.html'));
    const dated = pages.filter((file) => {
      const html = readFileSync(path.join(dist, file), 'utf8');
      return html.includes('theme-last-updated') || /Last updated/.test(html);
    });
    expect(pages.length).toBeGreaterThan(100);
    expect(dated).toEqual([]);
  });

  it('lists its pages, scripts and Markdown copies in the service worker’s precache, each a file of dist/', () => {
    const dist = path.join(site, OUT_DIR);
    const precached = [
      ...readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(
        /\{"revision":"[0-9a-f]+","url":"([^"]+)"\}|\{"url":"([^"]+)","revision":null\}/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? '');
    expect(precached).toContain('offline.html');
    expect(precached).toContain('index.html');
    expect(
      precached.filter((url) => url.endsWith('.md')).length,
    ).toBeGreaterThan(10);
    expect(
      precached.filter((url) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(url)),
    ).toHaveLength(1);
    const files = new Set(filesInBuild(dist));
    expect(precached.filter((url) => !files.has(url))).toEqual([]);
  });
});
