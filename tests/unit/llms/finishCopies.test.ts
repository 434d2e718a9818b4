import {describe, expect, it} from 'vitest';
import {
  absoluteLinks,
  documentsLine,
  finishCopy,
} from '../../../src/llms/finishCopies';

const SITE = 'https://receiptwrangler.io';
const context = (url: string) => ({
  url,
  versions: ['6.x', '5.x', '4.x'],
  apiVersion: '5.0.0',
  siteUrl: SITE,
});

describe('documentsLine', () => {
  it.each([
    [
      '/docs/getting-started/installation.md',
      'Receipt Wrangler documentation, version 6.x (the current release). Page: <https://receiptwrangler.io/docs/getting-started/installation>',
    ],
    [
      '/docs/5.x/concepts/ocr.md',
      'Receipt Wrangler documentation, version 5.x. Page: <https://receiptwrangler.io/docs/5.x/concepts/ocr>',
    ],
    [
      '/api/receipt.md',
      'Receipt Wrangler API reference, OpenAPI document version 5.0.0. Page: <https://receiptwrangler.io/api/receipt>',
    ],
    [
      '/project-status.md',
      "Receipt Wrangler website; the documentation's current release is 6.x. Page: <https://receiptwrangler.io/project-status>",
    ],
  ])('says what %s documents and where its page is', (url, line) => {
    expect(documentsLine(context(url))).toBe(line);
  });
});

describe('absoluteLinks', () => {
  it('gives site paths the site address, leaves other links and code alone', () => {
    const markdown = [
      'See [Installation](/docs/getting-started/installation.md#ports) and [GitHub](https://github.com/x).',
      '![Logo](/img/logo.svg) [here](#anchor) `[code](/not/a/link)`',
      '[ref]: /docs/x.md',
      '```bash',
      'echo "[x](/inside/code)"',
      '```',
    ].join('\n');
    expect(absoluteLinks(markdown, SITE)).toBe(
      [
        'See [Installation](https://receiptwrangler.io/docs/getting-started/installation.md#ports) and [GitHub](https://github.com/x).',
        '![Logo](https://receiptwrangler.io/img/logo.svg) [here](#anchor) `[code](/not/a/link)`',
        '[ref]: https://receiptwrangler.io/docs/x.md',
        '```bash',
        'echo "[x](/inside/code)"',
        '```',
      ].join('\n'),
    );
  });
});

describe('finishCopy', () => {
  it('puts the line under the title', () => {
    expect(
      finishCopy('# Overview\n\nText [a](/b.md).\n', context('/docs/x.md')),
    ).toBe(
      '# Overview\n\n> Receipt Wrangler documentation, version 6.x (the current release). Page: <https://receiptwrangler.io/docs/x>\n\nText [a](https://receiptwrangler.io/b.md).\n',
    );
  });
});
