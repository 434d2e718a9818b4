// The line under each title, on every copy of the build: tests/build/llms.test.ts.
import {describe, expect, it} from 'vitest';
import {absoluteLinks} from '../../../src/llms/finishCopies';

const SITE = 'https://receiptwrangler.io';

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
