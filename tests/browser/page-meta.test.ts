/**
 * Under each docs page and blog post: "Last updated" from the file's last commit, and "Edit this
 * page" only when the build was given EDIT_URL (the test build is not: README, "Environment variables").
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it as plainIt} from 'vitest';
import {BUILD, filesInBuild} from '../support/build';
import {CURRENT_DOCS_FOLDER, docsFolder} from '../support/docsVersions';
import {gotoHydrated, testWithPages, useSharedBrowser} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const html = (file: string): string =>
  readFileSync(path.join(BUILD, file), 'utf8');
const isRedirect = (file: string): boolean =>
  /http-equiv="?refresh/i.test(html(file));

/** Docs pages written in Markdown (generated category pages have no file, hence no date) and posts. */
const ARTICLES = filesInBuild()
  .filter(
    (file) =>
      file.endsWith('/index.html') &&
      (/^docs\//.test(file) || /^blog\/\d{4}\/\d{2}\/\d{2}\//.test(file)) &&
      !file.includes('/category/'),
  )
  .filter((file) => !isRedirect(file));

/** The newest commit date of a file, as Docusaurus reads it (`git log -1 --format=%ct`). */
function lastCommit(file: string): string {
  const seconds = execFileSync(
    'git',
    ['log', '-1', '--format=%ct', '--', file],
    {encoding: 'utf8'},
  ).trim();
  return new Date(Number(seconds) * 1000).toISOString();
}

describe('Last updated and Edit this page', () => {
  plainIt('every docs page and blog post says when it was last updated', () => {
    expect(ARTICLES.length).toBeGreaterThan(80);
    const without = ARTICLES.filter((file) => !/Last updated/.test(html(file)));
    expect(without).toEqual([]);
  });

  it.for([
    {
      path: '/docs/getting-started/installation',
      source: `${CURRENT_DOCS_FOLDER}/getting-started/installation.mdx`,
    },
    {
      path: '/docs/5.x/concepts/ocr',
      source: `${docsFolder('5.x')}/concepts/ocr.md`,
    },
    {
      path: '/blog/2025/07/10/maintenance-mode-ends',
      source: 'blog/2025-07-10-maintenance-mode-ends.md',
    },
  ])(
    '$path shows the date of its last commit and no edit link',
    async ({path: pagePath, source}, {openPage}) => {
      const {page} = await openPage();
      await gotoHydrated(page, pagePath);
      const time = page.locator('.theme-last-updated time');
      await expect(time.getAttribute('datetime')).resolves.toBe(
        lastCommit(source),
      );
      await expect(time.isVisible()).resolves.toBe(true);
      await expect(
        page
          .locator('.theme-edit-this-page, a:has-text("Edit this page")')
          .count(),
      ).resolves.toBe(0);
    },
  );
});
