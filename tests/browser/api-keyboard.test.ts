/**
 * Issue 50: the API tag pages for keyboard users. Every control of Redoc's part of /api/receipt/
 * (the tag and operation links of its headings, its other links, the expand buttons of schemas,
 * an operation's endpoint button, the sample tabs, buttons and code regions) shows a focus ring when
 * focused from the keyboard, at a phone's and a desktop's width, in both colour modes; and the page
 * has one `main` landmark and no landmark twice (axe's landmark rules, moderate and above).
 */
import {describe, expect} from 'vitest';
import {
  axeOn,
  chooseColourMode,
  contrast,
  gotoSettled,
  testWithPages,
  useSharedBrowser,
  useSharedPages,
  waitForLaidOut,
  patience,
} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const PAGE = '/api/receipt/';
/** Redoc's controls by kind, inside its part of the page; the first few of each are checked. */
const CONTROLS: Record<string, string> = {
  'tag and operation links': '.redocusaurus a[href^="#tag/"]',
  'links in the text': '.redocusaurus .api-content a[href]:not([href^="#"])',
  'expand buttons of schemas': '.redocusaurus button[aria-label^="expand "]',
  'endpoint buttons': '.redocusaurus button:has(> .http-verb)',
  'sample tabs': '.redocusaurus [role="tab"]',
  'sample buttons': '.redocusaurus [role="tabpanel"] button:not(.collapser)',
  'JSON expand buttons': '.redocusaurus button.collapser',
  'code regions': '.redocusaurus [role="region"][tabindex="0"]',
};
const PER_KIND = 3;

const LANDMARK_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-complementary-is-top-level',
  'region',
];

const cases = [390, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((mode) => ({width, mode})),
);

/**
 * The first test of a case loads the page, the landmark test then runs axe, the focus-ring test
 * about 24 focus checks: each past the suite's 60 s with the CPU slowed 6x on a loaded machine, and
 * the focus-ring test at 390 px in dark mode past 180 s when this file ran beside api.test.ts and
 * sitemap.test.ts, the two other heaviest files (the whole suite squeezed, 2026-11-29).
 */
const TIMEOUT = patience(360_000);

/**
 * /api/receipt/ at one width in one mode, loaded and laid out once for both tests of that case (the
 * largest page of the reference: its load was most of each test's time). The landmark test runs
 * first, on the page as it loaded; the focus-ring test then moves focus and scrolls.
 */
const receiptPage = useSharedPages(
  browser,
  async ({width, mode}: (typeof cases)[number], newContext) => {
    const context = await newContext({viewport: {width, height: 900}});
    const page = await context.newPage();
    // Hydrating and laying out this page took past Playwright's 30 s with the CPU slowed 6x
    // (BROWSER_CPU_SLOWDOWN=6) on a loaded machine.
    page.setDefaultTimeout(patience(110_000));
    await chooseColourMode(page, mode);
    await gotoSettled(page, PAGE);
    await waitForLaidOut(page);
    return page;
  },
);

describe('API tag pages for keyboard users', () => {
  it.for(cases)(
    'at $width px in $mode mode, /api/receipt/ has one main landmark holding the reference and no landmark twice',
    {timeout: TIMEOUT},
    async (viewed) => {
      const page = await receiptPage(viewed);
      const {violations} = await axeOn(page)
        .withRules(LANDMARK_RULES)
        .analyze();
      expect(
        violations
          .filter(({impact}) => impact !== 'minor')
          .map(
            ({id, impact, nodes}) =>
              `${id} (${impact}): ${nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(', ')}`,
          ),
      ).toEqual([]);
      await expect(page.getByRole('main').count()).resolves.toBe(1);
      await expect(
        page.getByRole('main').locator('.redocusaurus').count(),
      ).resolves.toBe(1);
    },
  );

  it.for(cases)(
    'at $width px in $mode mode, every kind of Redoc control on /api/receipt/ shows a focus ring at 3:1 against what is behind it',
    {timeout: TIMEOUT},
    async (viewed) => {
      const page = await receiptPage(viewed);
      // In light mode the first focus inside the reference starts Redoc
      // (src/api-reference/browser/startOnIntent.ts; that focus stays where it is:
      // tests/browser/api-on-intent.test.ts): the rings are checked on Redoc as it then runs.
      await page.locator('.redocusaurus a[href^="#tag/"]').first().focus();
      await page.waitForSelector('[data-redoc-waiting], [data-redoc-pending]', {
        state: 'detached',
      });
      const problems: string[] = [];
      for (const [kind, selector] of Object.entries(CONTROLS)) {
        const controls = page.locator(selector);
        // Those a reader can Tab to: in the tab order and drawn (not in a closed panel or a
        // collapsed schema); react-tabs keeps the tabs not chosen out of the tab order (arrow keys).
        const reachable = (
          await controls.evaluateAll((elements) =>
            elements.map((element, index) =>
              (element as HTMLElement).tabIndex >= 0 &&
              element.getClientRects().length > 0
                ? index
                : -1,
            ),
          )
        )
          .filter((index) => index >= 0)
          .slice(0, PER_KIND);
        expect(reachable.length, `${kind}: ${selector}`).toBeGreaterThan(0);
        for (const index of reachable) {
          const control = controls.nth(index);
          // Focus first: some controls are drawn only while focused (the links of the headings).
          await control.focus();
          await control.evaluate((element) =>
            element.scrollIntoView({block: 'center'}),
          );
          // Keyboard modality: a key press, as a reader tabbing through the page makes.
          await page.keyboard.press('Shift');
          const ring = await control.evaluate((element) => {
            const style = getComputedStyle(element);
            // The ring is drawn around the control: against what is behind the control.
            let painted: Element | null = element.parentElement;
            while (
              painted &&
              /^(transparent|rgba\(0, 0, 0, 0\))$/.test(
                getComputedStyle(painted).backgroundColor,
              )
            )
              painted = painted.parentElement;
            const shadow = style.boxShadow;
            const box = element.getBoundingClientRect();
            return {
              drawn: box.width > 0 && box.height > 0,
              focused:
                document.activeElement === element &&
                element.matches(':focus-visible'),
              style: style.outlineStyle,
              width: parseFloat(style.outlineWidth),
              colour: style.outlineColor,
              shadow,
              background: painted
                ? getComputedStyle(painted).backgroundColor
                : 'rgb(255, 255, 255)',
              name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`,
            };
          });
          const label = `${kind} #${index + 1}: ${ring.name}`;
          if (!ring.focused) problems.push(`${label}: not focused`);
          else if (!ring.drawn)
            problems.push(`${label}: no box to draw a ring on`);
          else if (ring.style === 'none' || ring.width < 2)
            problems.push(
              `${label}: outline ${ring.style} ${ring.width}px (box-shadow ${ring.shadow})`,
            );
          else if (contrast(ring.colour, ring.background) < 3)
            problems.push(
              `${label}: ring ${ring.colour} on ${ring.background}, ${contrast(ring.colour, ring.background).toFixed(2)}:1`,
            );
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
