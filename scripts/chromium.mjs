/**
 * The one browser of the browser tests, the benchmark and the image scripts: Debian's Chromium
 * (`apt-get install chromium`), driven by playwright-core; nothing downloads a browser. Its path and
 * launch flags live here only.
 */
import {chromium} from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless without a sandbox (containers, CI), and no background traffic to blur what is measured.
 * A `--disable-features=…` here would replace playwright-core's own list (Chromium keeps the last
 * one), not add to it.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/**
 * Launches Debian's Chromium with those flags.
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}
