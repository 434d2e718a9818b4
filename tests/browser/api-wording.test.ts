/**
 * The words around the API reference's content: the index and the tag pages offer the OpenAPI
 * document in one wording (src/api-reference/downloadLabel.ts, Redoc's `labels` on the tag pages),
 * and a tag page's introduction says what the page holds (src/api-reference/build/splitSpec.ts).
 */
import {describe, expect} from 'vitest';
import {gotoSettled, testWithPages, useSharedBrowser} from './browser';
import {
  API_DOWNLOAD_LABEL,
  API_DOWNLOAD_LINK,
} from '../../src/api-reference/downloadLabel';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** The text of the sentence around the link to the raw spec. */
function downloadSentence(): string | null {
  const link = document.querySelector('a[href$="/api/openapi.yaml"]');
  const around = link?.parentElement;
  // Redoc puts no space after the colon (its link has a margin instead).
  return (
    around?.textContent?.replace(/\s+/g, ' ').replace(/:\s*/, ': ').trim() ??
    null
  );
}

describe('the API reference’s own words', () => {
  it.for(['/api/', '/api/receipt/', '/api/user/'])(
    '%s offers the OpenAPI document in the same words',
    async (path, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(page, path);
      await expect(page.evaluate(downloadSentence)).resolves.toBe(
        `${API_DOWNLOAD_LABEL}: ${API_DOWNLOAD_LINK}`,
      );
    },
  );

  it.for([
    {path: '/api/receipt/', title: 'Receipts', area: ''},
    {path: '/api/receipt-image/', title: 'Receipt images', area: 'Receipts'},
    {path: '/api/user/', title: 'Users', area: ''},
  ])(
    '$path opens by saying it holds the operations of $title, in its area unless named the same, not every operation',
    async ({path, title, area}, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(page, path);
      const intro = await page
        .locator('.redocusaurus .api-info p')
        .filter({hasText: 'API reference'})
        .first()
        .textContent();
      expect(intro?.split('. ')[0]).toBe(
        `This page holds the operations of ${title}${area && `, in the area ${area}`}`,
      );
    },
  );
});
