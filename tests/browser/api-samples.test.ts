/**
 * The request samples of the API reference (src/api-reference/codeSamples): Redoc's request-samples
 * panel shows curl, JavaScript and Python for an operation, highlighted with the grammars Redoc's
 * bundle keeps for them (src/plugins/redoc), with a Copy button; the operation's Markdown copy has the
 * same three in fenced blocks.
 */
import {readFileSync} from 'node:fs';
import {describe, expect} from 'vitest';
import {parse} from 'yaml';
import {AxeBuilder} from '@axe-core/playwright';
import {baseUrl, gotoSettled, testWithPages, useSharedBrowser} from './browser';
import {operationSamples} from '../../src/api-reference/codeSamples';

const spec = parse(readFileSync('api-spec/openapi.yaml', 'utf8')) as Record<
  string,
  unknown
>;
const samples = operationSamples(spec, '/receipt/', 'post');
const sourceOf = (label: string): string =>
  samples.find((sample) => sample.label === label)?.source ?? '';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/**
 * A token of each language drawn in a colour of its own: for curl and Python, one that only their
 * grammar makes (Prism's C-like fallback, all that a stubbed grammar leaves, has neither).
 */
const GRAMMAR_TOKENS: Record<string, [string, string][]> = {
  curl: [['parameter', '-X']],
  JavaScript: [['keyword', 'await']],
  Python: [['keyword', 'import']],
};

describe('request samples on /api/receipt/', () => {
  it('shows curl, JavaScript and Python for createReceipt, highlighted and readable, each with a working Copy button', async ({
    openPage,
  }) => {
    const {context, page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl()).origin,
    });
    await gotoSettled(
      page,
      '/api/receipt/#tag/Receipt/operation/createReceipt',
    );
    const operation = page.locator(
      '[data-section-id="tag/Receipt/operation/createReceipt"]',
    );
    // The first tab list of the operation is Redoc's request samples (the second, its responses).
    const tabs = operation.getByRole('tablist').first().getByRole('tab');
    await expect(tabs.allTextContents()).resolves.toEqual([
      'Payload',
      'curl',
      'JavaScript',
      'Python',
    ]);
    for (const label of ['curl', 'JavaScript', 'Python']) {
      const tab = tabs.filter({hasText: new RegExp(`^${label}$`)});
      await tab.click();
      await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
      const panel = page.locator(
        `[id="${(await tab.getAttribute('aria-controls')) ?? ''}"]`,
      );
      const code = panel.locator('pre').first();
      await expect(code.textContent(), label).resolves.toBe(sourceOf(label));
      // Highlighted: the language's own tokens are there and drawn in a colour of their own.
      for (const [type, text] of GRAMMAR_TOKENS[label] ?? []) {
        const token = code
          .locator(`.token.${type}`)
          .filter({hasText: new RegExp(`^${text}$`)})
          .first();
        await expect(token.count(), `${label}: ${type} ${text}`).resolves.toBe(
          1,
        );
        const [colour, plain] = await token.evaluate((element) => [
          getComputedStyle(element).color,
          getComputedStyle(element.closest('pre') ?? element).color,
        ]);
        expect(colour, `${label}: ${type} ${text}`).not.toBe(plain);
      }
      // Readable: no serious or critical axe finding in the panel (token colours on the dark panel).
      const {violations} = await new AxeBuilder({page})
        .include(`[id="${(await tab.getAttribute('aria-controls')) ?? ''}"]`)
        .analyze();
      expect(
        violations
          .filter(({impact}) => impact === 'serious' || impact === 'critical')
          .map(({id, nodes}) => `${id} (${nodes.length})`),
        label,
      ).toEqual([]);
      await panel.getByRole('button', {name: 'Copy'}).click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(sourceOf(label));
    }
    expect(problems).toEqual({
      consoleErrors: [],
      failedRequests: [],
      foreignRequests: [],
    });
  });
});

describe('request samples in the Markdown copies', () => {
  it('/api/operations/createReceipt.md holds the curl, JavaScript and Python samples in fenced blocks', () => {
    const markdown = readFileSync(
      'build/api/operations/createReceipt.md',
      'utf8',
    );
    for (const sample of samples)
      expect(markdown).toContain(
        `${sample.label}:\n\n\`\`\`${sample.fence}\n${sample.source}\n\`\`\`\n`,
      );
    expect(samples.map(({fence}) => fence)).toEqual([
      'bash',
      'javascript',
      'python',
    ]);
  });
});
