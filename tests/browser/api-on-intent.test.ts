/**
 * A tag page of the API reference in light mode runs no Redoc code until the reader shows intent
 * in it (src/api-reference/browser/startOnIntent.ts, src/api-reference/theme/Redoc): the server's
 * markup reads and scrolls alone. Pointing at the reference downloads Redoc, which hydrates the
 * same elements; a click that arrives while Redoc's code is on its way still selects its tab; focus
 * stays where the keyboard put it; switching to dark mode gives the reference the dark theme.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import type {PageFixtures} from './browser';
import {
  CPU_SLOWDOWN,
  chooseColourMode,
  gotoSettled,
  holdRequests,
  patience,
  testWithPages,
  twoFrames,
  useSharedBrowser,
} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const PAGE = '/api/receipt/';
const DESKTOP = {width: 1280, height: 900};

/** Redoc's chunk: the one script of the build that holds Redoc's logo text. */
const REDOC_CHUNK = (() => {
  const dir = 'build/assets/js';
  const files = readdirSync(dir).filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(path.join(dir, file), 'utf8').includes(
        'API docs by Redocly',
      ),
  );
  if (files.length !== 1)
    throw new Error(`expected one Redoc chunk in ${dir}, found ${files}`);
  return `/assets/js/${files[0]}`;
})();

/** A fresh tab at desktop width whose reader chose light mode: the page Redoc waits on. */
async function openLightTab(openPage: PageFixtures['openPage']) {
  const watched = await openPage({viewport: DESKTOP});
  await chooseColourMode(watched.page, 'light');
  return watched;
}

/** A tab of createReceipt's request samples. */
const createReceiptTab = (page: Page, name: string) =>
  page
    .locator('[data-section-id="tag/Receipt/operation/createReceipt"]')
    .getByRole('tab', {name});

/** Records the scripts the page requests from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The reference's state: waiting for intent, starting, or running (neither attribute). */
const referenceState = (page: Page) =>
  page.evaluate(() => {
    if (document.querySelector('[data-redoc-waiting]')) return 'waiting';
    if (document.querySelector('[data-redoc-pending]')) return 'pending';
    return 'running';
  });

/**
 * Waits until Redoc runs (neither attribute left): its chunk downloaded and evaluated and its
 * hydration done, which on a loaded machine takes seconds.
 */
const untilRunning = (page: Page) =>
  page.waitForSelector('[data-redoc-waiting], [data-redoc-pending]', {
    state: 'detached',
  });

/** What the page does once Redoc runs, polled for as long as Playwright's waits. */
const UNTIL_REDOC = {timeout: patience(30_000)};

/** Marks each operation's section so that a test can tell whether the element is still the same. */
const markSections = (page: Page) =>
  page.evaluate(() => {
    const sections = document.querySelectorAll(
      "[data-section-id*='/operation/']",
    );
    sections.forEach((section) => {
      (section as HTMLElement & {marked?: true}).marked = true;
    });
    return sections.length;
  });

const unmarkedSections = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll("[data-section-id*='/operation/']"),
      ).filter((section) => !(section as HTMLElement & {marked?: true}).marked)
        .length,
  );

describe(`${PAGE} in light mode starts Redoc at the reader's first intent`, () => {
  it('loads every operation with no Redoc code; pointing at the reference downloads it and hydrates the same elements', async ({
    openPage,
  }) => {
    const {page, problems} = await openLightTab(openPage);
    const scripts = scriptsOf(page);
    await gotoSettled(page, PAGE);
    expect(await referenceState(page)).toBe('waiting');
    expect(scripts).not.toContain(REDOC_CHUNK);
    const sections = await markSections(page);
    expect(sections).toBeGreaterThan(5);
    await page.locator('.redocusaurus h2').first().hover();
    await untilRunning(page);
    expect(scripts).toContain(REDOC_CHUNK);
    expect(await unmarkedSections(page)).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  it("selects a sample's tab clicked while Redoc's code is still on its way", async ({
    openPage,
  }) => {
    const {page, problems} = await openLightTab(openPage);
    await gotoSettled(page, PAGE);
    const release = await holdRequests(page, (url) =>
      url.pathname.endsWith('.js'),
    );
    const tab = createReceiptTab(page, 'Python');
    await tab.click();
    // The click's pointer events started Redoc: the page marks it pending once React has rendered
    // that, a moment later; its code stays held, so pending lasts until release.
    await expect.poll(() => referenceState(page), UNTIL_REDOC).toBe('pending');
    expect(await tab.getAttribute('aria-selected')).toBe('false');
    release();
    await expect
      .poll(() => tab.getAttribute('aria-selected'), UNTIL_REDOC)
      .toBe('true');
    const panel = page.locator(
      `[id="${(await tab.getAttribute('aria-controls')) ?? ''}"]`,
    );
    await expect(panel.textContent()).resolves.toContain('import requests');
    expect(problems.consoleErrors).toEqual([]);
  });

  it('opens, once, a field clicked while Redoc hydrates it', async ({
    openPage,
  }) => {
    const {page, problems} = await openLightTab(openPage);
    await gotoSettled(page, PAGE);
    // Hydration is slower on a slower CPU: four times, as Lighthouse's phone (or more, squeezed).
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {
      rate: Math.max(4, CPU_SLOWDOWN),
    });
    const field = page
      .locator('[data-section-id="tag/Receipt/operation/createReceipt"]')
      .getByRole('button', {name: 'expand categories'});
    // Once Redoc's root exists and before it has hydrated the reference (the page still marks it
    // pending), the field is clicked, as a reader's click would reach it: Redoc's root sees no click
    // before it has rendered (src/api-reference/browser/startOnIntent.ts), and the click held is
    // clicked again once: the field opens and stays open (clicked twice, it would close again).
    const clickedWhileHydrating = field.evaluate(
      (button) =>
        new Promise<boolean>((resolve) => {
          const check = () => {
            const pending = document.querySelector('[data-redoc-pending]');
            const host = pending?.firstElementChild;
            if (!pending && !document.querySelector('[data-redoc-waiting]'))
              return resolve(false);
            if (
              host &&
              Object.keys(host).some((key) =>
                key.startsWith('__reactContainer$'),
              )
            ) {
              (button as HTMLElement).click();
              return resolve(true);
            }
            requestAnimationFrame(check);
          };
          check();
        }),
    );
    await page.locator('.redocusaurus h2').first().hover();
    expect(await clickedWhileHydrating).toBe(true);
    await untilRunning(page);
    await twoFrames(page);
    // Redoc marks an open field's row `expanded` (its button's label stays "expand …").
    await expect(
      field.evaluate((button) => button.closest('tr')?.className),
    ).resolves.toBe('expanded');
    expect(problems.consoleErrors).toEqual([]);
  });

  it('keeps focus on a control focused before Redoc ran', async ({
    openPage,
  }) => {
    const {page, problems} = await openLightTab(openPage);
    await gotoSettled(page, PAGE);
    const tab = createReceiptTab(page, 'Payload');
    // The selected tab is the one of its list the keyboard reaches (tabindex 0).
    await expect(tab.getAttribute('tabindex')).resolves.toBe('0');
    await tab.focus();
    await untilRunning(page);
    expect(
      await tab.evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('gives the reference the dark theme when the reader switches to dark mode', async ({
    openPage,
  }) => {
    const {page, problems} = await openLightTab(openPage);
    await gotoSettled(page, PAGE);
    // Redoc's text colour: dark on light in its light theme, light on dark in its dark theme.
    const textColour = () =>
      page
        .locator('.redocusaurus .api-content p')
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    const light = await textColour();
    // The switch is in the navbar, outside the reference: Redoc has not started yet.
    expect(await referenceState(page)).toBe('waiting');
    await page.locator('.navbar button[title*="mode"]').first().click();
    await expect.poll(textColour, UNTIL_REDOC).not.toBe(light);
    await untilRunning(page);
    expect(problems.consoleErrors).toEqual([]);
  });

  it("keeps the server's reference, and says why, when Redoc's code cannot be downloaded", async ({
    openPage,
  }) => {
    const {page, problems} = await openLightTab(openPage);
    await page.route(
      (url) => url.pathname === REDOC_CHUNK,
      (route) => route.abort('internetdisconnected'),
    );
    await gotoSettled(page, PAGE);
    const sections = await markSections(page);
    await page.locator('.redocusaurus h2').first().hover();
    await expect
      .poll(() => problems.consoleErrors.join('\n'), UNTIL_REDOC)
      .toContain('The API reference could not start Redoc');
    // Every operation is still there, readable, the same elements.
    expect(await markSections(page)).toBe(sections);
    expect(await unmarkedSections(page)).toBe(0);
    await expect(
      page
        .locator('[data-section-id="tag/Receipt/operation/createReceipt"] h2')
        .isVisible(),
    ).resolves.toBe(true);
  });
});
