/** The announcement bar follows the colour mode: dark with light text in dark mode, readable in both. */
import {describe, expect} from 'vitest';
import {
  chooseColourMode,
  gotoSettled,
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
        const luminance = (colour: string): number => {
          const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? [])
            .slice(0, 3)
            .map(Number)
            .map((channel) => {
              const c = channel / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const bar = document.querySelector('.theme-announcement-bar');
        const link = bar?.querySelector('a');
        if (!bar || !link) return null;
        const background = luminance(getComputedStyle(bar).backgroundColor);
        const contrast = (element: Element) => {
          const text = luminance(getComputedStyle(element).color);
          return (
            (Math.max(text, background) + 0.05) /
            (Math.min(text, background) + 0.05)
          );
        };
        return {background, text: contrast(bar), link: contrast(link)};
      });
      expect(measured).not.toBeNull();
      if (mode === 'dark') expect(measured?.background).toBeLessThan(0.2);
      else expect(measured?.background).toBeGreaterThan(0.8);
      expect(measured?.text).toBeGreaterThanOrEqual(4.5);
      expect(measured?.link).toBeGreaterThanOrEqual(4.5);
    },
  );
});
