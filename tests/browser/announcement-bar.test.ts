/** The announcement bar follows the colour mode: dark with light text in dark mode, readable in both. */
import {describe, expect} from 'vitest';
import {
  chooseColourMode,
  contrast,
  gotoSettled,
  luminance,
  testWithPages,
  useSharedBrowser,
} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('the announcement bar', () => {
  it.for(['light', 'dark'] as const)(
    'in %s mode is drawn in that mode, its text and link at 4.5:1 or more',
    async (mode, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await chooseColourMode(page, mode);
      await gotoSettled(page, '/docs/getting-started/');
      const measured = await page.evaluate(() => {
        const bar = document.querySelector('.theme-announcement-bar');
        const link = bar?.querySelector('a');
        if (!bar || !link) return null;
        return {
          background: getComputedStyle(bar).backgroundColor,
          text: getComputedStyle(bar).color,
          link: getComputedStyle(link).color,
        };
      });
      expect(measured).not.toBeNull();
      const {background = '', text = '', link = ''} = measured ?? {};
      if (mode === 'dark') expect(luminance(background)).toBeLessThan(0.2);
      else expect(luminance(background)).toBeGreaterThan(0.8);
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(link, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
