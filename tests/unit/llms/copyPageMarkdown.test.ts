import {describe, expect, it, vi} from 'vitest';
import {copyPageMarkdown} from '../../../src/llms/copyPageMarkdown';
import type {CopyEnvironment} from '../../../src/llms/copyPageMarkdown';

const served = (ok: boolean, body = '# Page\n'): CopyEnvironment['fetch'] =>
  vi.fn(async () => ({ok, text: async () => body}));

// A page without a clipboard and a refused write, with the messages a reader sees: tests/browser/markdown-copies.test.ts.
describe('copyPageMarkdown', () => {
  it('fetches the Markdown copy of the page and writes exactly it to the clipboard', async () => {
    const fetch = served(true, '# Installation\n\nBody\n');
    const writeText = vi.fn(async () => undefined);
    await expect(
      copyPageMarkdown('/docs/getting-started/installation', {
        fetch,
        clipboard: {writeText},
      }),
    ).resolves.toBe('copied');
    expect(fetch).toHaveBeenCalledWith('/docs/getting-started/installation.md');
    expect(writeText).toHaveBeenCalledWith('# Installation\n\nBody\n');
  });

  it.each([
    {
      name: 'a clipboard without writeText',
      env: {fetch: served(true), clipboard: {}},
      expected: 'no-clipboard',
    },
    {
      name: 'the copy answers 404',
      env: {
        fetch: served(false),
        clipboard: {writeText: vi.fn(async () => undefined)},
      },
      expected: 'not-loaded',
    },
    {
      name: 'the network fails',
      env: {
        fetch: vi.fn(async () =>
          Promise.reject(new TypeError('Failed to fetch')),
        ),
        clipboard: {writeText: vi.fn(async () => undefined)},
      },
      expected: 'not-loaded',
    },
  ] satisfies {name: string; env: CopyEnvironment; expected: string}[])(
    'reports $expected when $name',
    async ({env, expected}) => {
      await expect(copyPageMarkdown('/docs/x', env)).resolves.toBe(expected);
    },
  );
});
