import {describe, expect, it, vi} from 'vitest';
import {
  COPY_MESSAGES,
  copyPageMarkdown,
} from '../../../src/llms/copyPageMarkdown';
import type {CopyEnvironment} from '../../../src/llms/copyPageMarkdown';

const served = (ok: boolean, body = '# Page\n'): CopyEnvironment['fetch'] =>
  vi.fn(async () => ({ok, text: async () => body}));

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
      name: 'no clipboard object',
      env: {fetch: served(true), clipboard: undefined},
      expected: 'no-clipboard',
    },
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
    {
      name: 'the browser refuses the write',
      env: {
        fetch: served(true),
        clipboard: {
          writeText: vi.fn(async () =>
            Promise.reject(
              new DOMException('Write permission denied.', 'NotAllowedError'),
            ),
          ),
        },
      },
      expected: 'refused',
    },
  ] satisfies {name: string; env: CopyEnvironment; expected: string}[])(
    'reports $expected when $name',
    async ({env, expected}) => {
      await expect(copyPageMarkdown('/docs/x', env)).resolves.toBe(expected);
    },
  );

  it('says "Copied" only for a copy that happened, and "failed" for every other outcome', () => {
    expect(COPY_MESSAGES.copied).toBe('Copied');
    for (const outcome of ['no-clipboard', 'not-loaded', 'refused'] as const)
      expect(COPY_MESSAGES[outcome]).toMatch(/^Copy failed/);
  });
});
