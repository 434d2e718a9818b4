/**
 * The announcement bar follows the colour mode: dark with light text in dark mode, readable in both,
 * with a close button that stands out from it.
 */
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
    'in %s mode is drawn in that mode, its text and link at 4.5:1 or more, its close button at 3:1 or more against the bar (WCAG 1.4.11)',
    async (mode, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await chooseColourMode(page, mode);
      await gotoSettled(page, '/docs/getting-started/');
      const measured = await page.evaluate(() => {
        const bar = document.querySelector('.theme-announcement-bar');
        const link = bar?.querySelector('a');
        const button = bar?.querySelector('button');
        if (!bar || !link || !button) return null;
        // The icon is drawn in the button's colour, faded by its opacity over the bar.
        const icon = getComputedStyle(button);
        return {
          background: getComputedStyle(bar).backgroundColor,
          text: getComputedStyle(bar).color,
          link: getComputedStyle(link).color,
          icon: icon.color,
          opacity: Number(icon.opacity),
        };
      });
      expect(measured).not.toBeNull();
      const {
        background = '',
        text = '',
        link = '',
        icon = '',
        opacity = 1,
      } = measured ?? {};
      if (mode === 'dark') expect(luminance(background)).toBeLessThan(0.2);
      else expect(luminance(background)).toBeGreaterThan(0.8);
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(link, background)).toBeGreaterThanOrEqual(4.5);
      const channels = (colour: string): number[] =>
        (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const under = channels(background);
      const drawn = channels(icon).map((channel, index) =>
        Math.round(channel * opacity + (under[index] ?? 0) * (1 - opacity)),
      );
      expect(
        contrast(`rgb(${drawn.join(', ')})`, background),
      ).toBeGreaterThanOrEqual(3);
    },
  );

  it.for([
    '/docs/getting-started/',
    '/docs/getting-started/installation',
    '/docs/concepts/receipts/managing-receipts',
  ])(
    'at 390 px on %s says its news in one line with its link, and the page title starts by y = 300',
    async (path, {openPage}) => {
      const {page} = await openPage({
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
      });
      await gotoSettled(page, path);
      const bar = await page.evaluate(() => {
        const element = document.querySelector('.theme-announcement-bar');
        // What the bar shows: its visible text block (the close button aside).
        const shown = Array.from(element?.querySelectorAll('div') ?? []).find(
          (child) =>
            child.textContent?.includes('2025') &&
            child.getClientRects().length > 0 &&
            !Array.from(child.children).some((inner) =>
              inner.textContent?.includes('2025'),
            ),
        );
        const link = shown?.querySelector('a');
        const style = shown ? getComputedStyle(shown) : null;
        const lines =
          shown && style
            ? Math.round(
                (shown.getBoundingClientRect().height -
                  parseFloat(style.paddingTop) -
                  parseFloat(style.paddingBottom)) /
                  parseFloat(style.lineHeight),
              )
            : 0;
        return {
          text: shown?.textContent ?? '',
          lines,
          link: link?.getAttribute('href') ?? null,
          linkShown: (link?.getClientRects().length ?? 0) > 0,
          title:
            document.querySelector('article h1')?.getBoundingClientRect().top ??
            Infinity,
        };
      });
      expect(bar.text).toMatch(/maintenance mode/i);
      expect(bar.text).toMatch(/July 2025/);
      expect(bar.link).toBe('/project-status');
      expect(bar.linkShown).toBe(true);
      expect(bar.lines, bar.text).toBe(1);
      expect(bar.title).toBeLessThanOrEqual(300);
    },
  );
});
