/**
 * Issue 17: one search engine per page. The navbar's modal and /search query the same loaded index
 * shards, so each is fetched (and parsed) once for the page's lifetime, however often they mount.
 */
import {describe, expect, it} from 'vitest';
import {gotoHydrated, openPage, useSharedBrowser} from './browser';
import {SearchModal} from './pages/searchModal';
import {
  SEARCH_SHARD_REQUEST as INDEX_REQUEST,
  searchShardFiles,
} from '../support/build';

const browser = useSharedBrowser();

describe('one search engine per page', () => {
  it('fetches the index once across /search, a client-side move to a docs page and a search in the modal', async () => {
    const {page, context, problems} = await openPage(browser, {
      viewport: {width: 1280, height: 800},
    });
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(new URL(request.url()).pathname))
        indexRequests.push(request.url());
    });

    await gotoHydrated(page, '/search?q=ocr');
    const result = page.locator('main ol li a[href^="/docs/"]').first();
    await result.waitFor();
    const target = await result.getAttribute('href');
    // A full page load would start a new page (and a new engine): the marker proves the move was in-page.
    await page.evaluate(() => Object.assign(window, {beforeMove: true}));
    await result.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
    await page.locator('article h1').waitFor();
    await expect(page.evaluate(() => 'beforeMove' in window)).resolves.toBe(
      true,
    );

    const search = new SearchModal(page);
    await page.keyboard.press('Control+k');
    await search.modal.waitFor({state: 'visible'});
    await search.search('ocr');
    await search.waitForHits();

    // /search over every version fetched each shard; the modal on 6.x reused two of them.
    expect(indexRequests).toHaveLength(searchShardFiles().size);
    expect(new Set(indexRequests).size).toBe(indexRequests.length);
    expect(problems).toEqual({
      consoleErrors: [],
      failedRequests: [],
      foreignRequests: [],
    });
    await context.close();
  });
});
