import {describe, expect, it} from 'vitest';
import {markdownHrefFor, markdownUrlFor} from '../../../src/llms/markdownUrl';

describe('markdownUrlFor', () => {
  it.each([
    {
      pathname: '/docs/getting-started/installation',
      expected: '/docs/getting-started/installation.md',
    },
    {pathname: '/docs/getting-started/', expected: '/docs/getting-started.md'},
    {pathname: '/docs/5.x/concepts/ocr', expected: '/docs/5.x/concepts/ocr.md'},
    {
      pathname: '/docs/getting-started/installation?db=sqlite#step-2',
      expected: '/docs/getting-started/installation.md',
    },
    {pathname: '/', expected: '/index.md'},
  ])('$pathname → $expected', ({pathname, expected}) => {
    expect(markdownUrlFor(pathname)).toBe(expected);
  });
});

describe('markdownHrefFor', () => {
  it.each([
    {href: '/docs/concepts/api-keys', expected: '/docs/concepts/api-keys.md'},
    {href: '/docs/getting-started/', expected: '/docs/getting-started.md'},
    {
      href: '/docs/configuration/environment-variables#db_engine',
      expected: '/docs/configuration/environment-variables.md#db_engine',
    },
    {
      href: '/blog/2025/02/02/receipt-wrangler-6-0',
      expected: '/blog/2025/02/02/receipt-wrangler-6-0.md',
    },
    {href: '/api#tag/Receipt', expected: '/api#tag/Receipt'},
    {href: '/api/openapi.yaml', expected: '/api/openapi.yaml'},
    {href: '/docs/concepts/ocr.md', expected: '/docs/concepts/ocr.md'},
    {
      href: 'https://example.com/docs/x',
      expected: 'https://example.com/docs/x',
    },
  ])('$href → $expected', ({href, expected}) => {
    expect(markdownHrefFor(href)).toBe(expected);
  });
});
