/**
 * The request samples of the API reference (src/api-reference/build/codeSamples): Redoc's request-samples
 * panel shows curl, JavaScript and Python for an operation, highlighted with the grammars Redoc's
 * bundle keeps for them (src/api-reference/plugin), with a Copy button; the operation's Markdown copy has the
 * same three in fenced blocks.
 */
import {readFileSync} from 'node:fs';
import {describe, expect} from 'vitest';
import {parse} from 'yaml';
import {
  axeOn,
  baseUrl,
  chooseColourMode,
  gotoSettled,
  testWithPages,
  useSharedBrowser,
  useSharedPages,
  patience,
} from './browser';
import {operationSamples} from '../../src/api-reference/build/codeSamples';

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
 * One tab per width for the tests that load a tag page and read its samples: each test loads its
 * page in it. A load in a tab already open costs about half the CPU of a fresh context's.
 */
const tabAt = useSharedPages(browser, async (width: number, newContext) => {
  const page = await (
    await newContext({viewport: {width, height: 900}})
  ).newPage();
  page.setDefaultTimeout(PAGE_WAIT);
  return page;
});

/**
 * A token of each language drawn in a colour of its own: for curl and Python, one that only their
 * grammar makes (Prism's C-like fallback, all that a stubbed grammar leaves, has neither).
 */
const GRAMMAR_TOKENS: Record<string, [string, string][]> = {
  curl: [['parameter', '-X']],
  JavaScript: [['keyword', 'await']],
  Python: [['keyword', 'import']],
};

/**
 * Redoc's largest tag page, settled, then three tabs each checked by axe (a pass over a page of
 * some 4,300 elements): about 15 s on an idle machine, more than the suite's 60 s beside another
 * file on a loaded one (CI). With the CPU slowed 6x (BROWSER_CPU_SLOWDOWN=6) at a load average of
 * 24, it ran out of 180 s, and each test below that only loads a tag page ran out of the suite's
 * 60 s: every test of this file has the longer limit, and each wait of a page 110 s.
 */
const SAMPLES_TIMEOUT = patience(360_000);
const PAGE_WAIT = patience(110_000);

describe('request samples on /api/receipt/', () => {
  it(
    'shows curl, JavaScript and Python for createReceipt, highlighted and readable, each with a working Copy button',
    async ({openPage}) => {
      const {context, page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      page.setDefaultTimeout(PAGE_WAIT);
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
        // The first click also starts Redoc (src/api-reference/browser/startOnIntent.ts), which
        // selects the tab once its code has arrived.
        await expect
          .poll(() => tab.getAttribute('aria-selected'), {timeout: PAGE_WAIT})
          .toBe('true');
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
          await expect(
            token.count(),
            `${label}: ${type} ${text}`,
          ).resolves.toBe(1);
          const [colour, plain] = await token.evaluate((element) => [
            getComputedStyle(element).color,
            getComputedStyle(element.closest('pre') ?? element).color,
          ]);
          expect(colour, `${label}: ${type} ${text}`).not.toBe(plain);
        }
        // Readable: no serious or critical axe finding in the panel (token colours on the dark panel).
        const {violations} = await axeOn(page)
          .include(`[id="${(await tab.getAttribute('aria-controls')) ?? ''}"]`)
          .analyze();
        expect(
          violations
            .filter(({impact}) => impact === 'serious' || impact === 'critical')
            .map(({id, nodes}) => `${id} (${nodes.length})`),
          label,
        ).toEqual([]);
        await panel.getByRole('button', {name: 'Copy'}).click();
        // Redoc copies in the click's own handler (document.execCommand('copy')): once the click has
        // been handled, the clipboard holds the sample. Read it once, no polling against a clock.
        await expect(
          page.evaluate(() => navigator.clipboard.readText()),
        ).resolves.toBe(sourceOf(label));
      }
      expect(problems).toEqual({
        consoleErrors: [],
        failedRequests: [],
        foreignRequests: [],
      });
    },
    SAMPLES_TIMEOUT,
  );
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

/**
 * Where the URL line and the Authorization line of the sample shown in `pre` fall, against what the
 * panel shows of it (its content box, left of any horizontal scroll): each line's text measured with
 * a Range over the code's text nodes.
 */
function firstLinesInView(pre: Element): {line: string; overflow: number}[] {
  const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    nodes.push(node as Text);
  const text = nodes.map((node) => node.data).join('');
  const at = (offset: number): [Text, number] => {
    let left = offset;
    for (const node of nodes) {
      if (left <= node.data.length) return [node, left];
      left -= node.data.length;
    }
    throw new Error(`offset ${offset} is past the code`);
  };
  const box = pre.getBoundingClientRect();
  const style = getComputedStyle(pre);
  const right =
    box.left +
    parseFloat(style.borderLeftWidth) +
    (pre as HTMLElement).clientWidth -
    parseFloat(style.paddingRight);
  const lines = text.split('\n');
  const wanted = [
    lines.findIndex((line) => line.includes('https://')),
    lines.findIndex((line) => line.includes('Authorization')),
  ];
  return wanted.map((index) => {
    const start = lines.slice(0, index).join('\n').length + (index > 0 ? 1 : 0);
    const line = lines[index] ?? '';
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + line.length));
    return {
      line,
      overflow: Math.max(
        0,
        Math.ceil(range.getBoundingClientRect().right - right),
      ),
    };
  });
}

describe('request samples at 1280 px and wider', () => {
  it.for(
    [1280, 1440].flatMap((width) =>
      [
        ['receipt', 'Receipt', 'createReceipt'],
        ['receipt', 'Receipt', 'getReceiptById'],
        ['user', 'User', 'getUsers'],
        // The longest first lines of the reference: a long path, and an API key's 60-character id.
        [
          'receipt-processing-settings',
          'ReceiptProcessingSettings',
          'getPagedProcessingSettings',
        ],
        ['api-key', 'ApiKey', 'deleteApiKey'],
      ].map(([page, tag, operationId]) => ({width, page, tag, operationId})),
    ),
  )(
    'at $width px, /api/$page/ shows the URL and Authorization lines of $operationId whole in every language, its tabs on one row',
    {timeout: SAMPLES_TIMEOUT},
    async ({width, page: slug, tag, operationId}) => {
      const page = await tabAt(width);
      const section = `tag/${tag}/operation/${operationId}`;
      await gotoSettled(page, `/api/${slug}/#${section}`);
      const tabs = page
        .locator(`[data-section-id="${section}"]`)
        .getByRole('tablist')
        .first()
        .getByRole('tab');
      const rows = await tabs.evaluateAll((elements) =>
        elements.map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      expect(new Set(rows).size, `tab rows ${rows.join(', ')}`).toBe(1);
      for (const label of ['curl', 'JavaScript', 'Python']) {
        const tab = tabs.filter({hasText: new RegExp(`^${label}$`)});
        await tab.click();
        const pre = page
          .locator(`[id="${(await tab.getAttribute('aria-controls')) ?? ''}"]`)
          .locator('pre')
          .first();
        const lines = await pre.evaluate(firstLinesInView);
        expect(lines.map(({line}) => line.trim() !== '')).toEqual([true, true]);
        expect(
          lines.filter(({overflow}) => overflow > 0),
          `${label}: lines cut off by the panel (px past its edge)`,
        ).toEqual([]);
      }
    },
  );

  it.for(['light', 'dark'] as const)(
    'in %s mode, the samples sit on the panel, their code inset from its edge',
    {timeout: SAMPLES_TIMEOUT},
    async (mode, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 900}});
      page.setDefaultTimeout(PAGE_WAIT);
      await chooseColourMode(page, mode);
      const section = 'tag/Receipt/operation/createReceipt';
      await gotoSettled(page, `/api/receipt/#${section}`);
      const tab = page
        .locator(`[data-section-id="${section}"]`)
        .getByRole('tablist')
        .first()
        .getByRole('tab', {name: 'curl'});
      await tab.click();
      const pre = page
        .locator(`[id="${(await tab.getAttribute('aria-controls')) ?? ''}"]`)
        .locator('pre')
        .first();
      const {own, inset} = await pre.evaluate((element) => {
        // The nearest box drawn behind the code, the code's own included.
        let painted: Element | null = element;
        while (
          painted &&
          /^(transparent|rgba\(0, 0, 0, 0\))$/.test(
            getComputedStyle(painted).backgroundColor,
          )
        )
          painted = painted.parentElement;
        const range = document.createRange();
        range.selectNodeContents(element);
        return {
          own: getComputedStyle(element).backgroundColor,
          inset: Math.round(
            range.getBoundingClientRect().left -
              (painted?.getBoundingClientRect().left ?? 0),
          ),
        };
      });
      expect(own, 'no box of its own inside the panel').toMatch(
        /^(transparent|rgba\(0, 0, 0, 0\))$/,
      );
      expect(
        inset,
        'px between the code and the edge of its box',
      ).toBeGreaterThanOrEqual(12);
    },
  );
});
