/** A tag page of the API reference opened in dark mode stays dark, from the first paint until it is idle. */
import {readFileSync} from 'node:fs';
import {describe, expect} from 'vitest';
import {
  baseUrl,
  chooseColourMode,
  contrast,
  gotoSettled,
  luminance,
  testWithPages,
  useSharedBrowser,
} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** Computed colours of one target at one moment. */
interface Sample {
  at: number;
  what: string;
  text: string;
  background: string;
}

/**
 * Runs in the page from its first script on: at every frame, and at moments after load, measures
 * what a reader sees of Redoc (its side menu, the introduction's text, an operation's text): the
 * colour of the background each is drawn on and of its text. Keeps the samples.
 */
function sampleEveryFrame(): void {
  const samples: Sample[] = [];
  (window as {darkSamples?: Sample[]}).darkSamples = samples;
  const backgroundOf = (element: Element): string => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour && !/^rgba\(.*, 0\)$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  const visible = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0)
        return false;
    }
    return true;
  };
  const measure = () => {
    const targets: [string, string][] = [
      ['menu', 'nav[aria-label="API reference pages"]'],
      ['menu item', 'nav[aria-label="API reference pages"] a[href^="#"]'],
      ['introduction', '.redocusaurus .api-info p'],
      ['operation text', '.redocusaurus .api-content h2'],
    ];
    for (const [what, selector] of targets) {
      const element = document.querySelector(selector);
      if (!element || !visible(element)) continue;
      samples.push({
        at: Math.round(performance.now()),
        what,
        text: getComputedStyle(element).color,
        background: backgroundOf(element),
      });
    }
  };
  const frame = () => {
    measure();
    if (performance.now() < 12_000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

describe('the API reference in dark mode', () => {
  it('keeps /api/receipt/ dark and readable from the first paint until idle', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    await chooseColourMode(page, 'dark');
    await page.addInitScript(sampleEveryFrame);
    await page.goto(new URL('/api/receipt/', baseUrl()).href, {
      waitUntil: 'commit',
    });
    // Sampled at every frame through the first paint, hydration, the deferred dark render and idle.
    await page.waitForTimeout(6000);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => !document.querySelector('[data-redoc-pending]'),
    );
    await page.waitForTimeout(1000);
    const samples = await page.evaluate(
      () => (window as {darkSamples?: Sample[]}).darkSamples ?? [],
    );
    // Redoc was on screen for most of it, and measured at each of those moments.
    const seen = new Set(samples.map((sample) => sample.what));
    expect([...seen].sort()).toEqual([
      'introduction',
      'menu',
      'menu item',
      'operation text',
    ]);
    const light = samples.filter(
      (sample) => luminance(sample.background) > 0.2,
    );
    expect(light.slice(0, 5), 'drawn on a light background').toEqual([]);
    const faint = samples.filter(
      (sample) =>
        sample.what !== 'menu' &&
        contrast(sample.text, sample.background) < 4.5,
    );
    expect(faint.slice(0, 5), 'text below 4.5:1').toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

describe('the API reference in dark mode, rendered once', () => {
  // The server renders Redoc with its light theme; React used to hydrate that and then render the
  // page again for dark mode as a transition, with the page hidden until it was done (about 2 s).
  // Rendered once, for dark mode, the light theme's class names never reach the browser's sheet.
  it('renders /api/receipt/ with the dark theme only: no rule of the light markup’s classes is ever added', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    await chooseColourMode(page, 'dark');
    const html = readFileSync('build/api/receipt/index.html', 'utf8');
    // Redoc's menu in the server markup: its component class and its theme-dependent class.
    const lightClass = /class="sc-\w+ (\w+) menu-content"/.exec(html)?.[1];
    expect(lightClass, 'the light menu class in the served HTML').toBeTruthy();
    await gotoSettled(page, '/api/receipt/');
    const {menuClasses, lightRules, pending} = await page.evaluate((name) => {
      const rules: string[] = [];
      for (const sheet of Array.from(document.styleSheets)) {
        // styled-components' own sheet (the served HTML's style block is not one).
        if (!(sheet.ownerNode as Element | null)?.matches('style[data-styled]'))
          continue;
        for (const rule of Array.from(sheet.cssRules))
          if (rule.cssText.includes(`.${name}`)) rules.push(rule.cssText);
      }
      return {
        menuClasses: document.querySelector('.redocusaurus .menu-content')
          ?.className,
        lightRules: rules,
        pending: document.querySelectorAll('[data-redoc-pending]').length,
      };
    }, lightClass ?? '');
    expect(pending).toBe(0);
    expect(menuClasses).not.toContain(lightClass);
    expect(lightRules).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
