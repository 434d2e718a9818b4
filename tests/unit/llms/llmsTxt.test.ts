import {describe, expect, it} from 'vitest';
import {
  apiSection,
  docsVersionOf,
  groupPageEntries,
  parseLlmsEntries,
  renderLlmsFull,
  renderLlmsTxt,
} from '../../../src/llms/llmsTxt';
import type {ApiMarkdown} from '../../../src/llms/apiMarkdown';

const VERSIONS = ['6.x', '5.x', '4.x'];

// The shape @signalwire/docusaurus-plugin-llms-txt 1.2.2 writes with depth 1.
const PLUGIN_OUTPUT = `# Receipt Wrangler

> Summary.

## docs

### getting-started

A paragraph the plugin writes for an index page.

- [Overview](/docs/getting-started.md): What it is.
- [Installation](/docs/getting-started/installation.md): Install 6.x.
- [Installation](/docs/5.x/getting-started/installation.md): Install 5.x.
- [Overview](/docs/4.x/getting-started.md): What 4.x is.
- [Installation](/docs/getting-started/installation.md): Install 6.x.
- [Concepts](/docs/category/concepts.md)

## blog

- [Receipt Wrangler 6.0](/blog/2025/02/02/receipt-wrangler-6-0.md): Upgrade notes.
`;

describe('parseLlmsEntries', () => {
  it('reads every link line once, with or without a description', () => {
    expect(
      parseLlmsEntries(PLUGIN_OUTPUT).map(
        (entry) => `${entry.title}|${entry.url}|${entry.description}`,
      ),
    ).toEqual([
      'Overview|/docs/getting-started.md|What it is.',
      'Installation|/docs/getting-started/installation.md|Install 6.x.',
      'Installation|/docs/5.x/getting-started/installation.md|Install 5.x.',
      'Overview|/docs/4.x/getting-started.md|What 4.x is.',
      'Concepts|/docs/category/concepts.md|',
      'Receipt Wrangler 6.0|/blog/2025/02/02/receipt-wrangler-6-0.md|Upgrade notes.',
    ]);
  });
});

describe('docsVersionOf', () => {
  it.each([
    {url: '/docs/concepts/ocr.md', expected: '6.x'},
    {url: '/docs/5.x/concepts/ocr.md', expected: '5.x'},
    {url: '/docs/4.x/configuration.md', expected: '4.x'},
    {url: '/docs/4.x.md', expected: '4.x'},
    {url: '/docs/5.xylophone.md', expected: '6.x'},
    {url: '/blog/x.md', expected: undefined},
  ])('$url → $expected', ({url, expected}) => {
    expect(docsVersionOf(url, VERSIONS)).toBe(expected);
  });
});

describe('groupPageEntries and renderLlmsTxt', () => {
  const api: ApiMarkdown = {
    title: 'Receipt Wrangler API',
    summary: 'REST interface.',
    version: '5.0.0',
    index: '',
    tags: [
      {
        title: 'Receipts',
        description: '',
        url: '/api/receipt.md',
        markdown: '',
        operations: [
          {
            operationId: 'getReceipt',
            method: 'GET',
            path: '/receipt/{id}',
            summary: 'Get a receipt',
            lead: 'Returns one receipt.',
            url: '/api/operations/getReceipt.md',
            markdown: '',
          },
        ],
      },
    ],
  };
  const text = renderLlmsTxt(
    {title: 'Receipt Wrangler', summary: 'Docs.', details: 'How to read this.'},
    [
      ...groupPageEntries(parseLlmsEntries(PLUGIN_OUTPUT), VERSIONS),
      apiSection(api),
    ],
  );

  it('puts each page under its version, the latest at /docs/', () => {
    expect(text).toContain(
      '## Documentation 6.x (current)\n\n- [Overview](/docs/getting-started.md): What it is.\n- [Installation](/docs/getting-started/installation.md): Install 6.x.\n- [Concepts](/docs/category/concepts.md)\n\n## Documentation 5.x',
    );
    expect(text).toContain(
      '## Documentation 4.x\n\n- [Overview](/docs/4.x/getting-started.md): What 4.x is.\n\n## Blog',
    );
  });

  it('lists the API index, each tag page and each operation with its method, path, tag and lead', () => {
    expect(text).toContain(
      '## API reference\n\n- [Receipt Wrangler API](/api.md): REST interface. Base URL, authentication, access rules, paging, errors, and every operation by tag.\n' +
        '- [Receipts](/api/receipt.md): Every operation of the Receipts page of the API reference, in one file.\n- [Get a receipt](/api/operations/getReceipt.md): `GET /receipt/{id}` (Receipts). Returns one receipt.\n',
    );
  });
});

describe('renderLlmsFull', () => {
  it('lists the pages, then holds each one in full, in the same order', () => {
    const section = {
      title: 'Documentation 6.x (current)',
      entries: [
        {title: 'A', url: '/docs/a.md', description: 'First.'},
        {title: 'B', url: '/docs/b.md', description: ''},
      ],
    };
    const text = renderLlmsFull(
      {title: 'Site: 6.x in full', summary: 'All of 6.x.'},
      section,
      (url) => `# ${url}\n\nBody of ${url}\n`,
    );
    expect(text).toBe(
      '# Site: 6.x in full\n\n> All of 6.x.\n\n## Documentation 6.x (current)\n\n- [A](/docs/a.md): First.\n- [B](/docs/b.md)\n\n---\n\nSource: [/docs/a.md](/docs/a.md)\n\n# /docs/a.md\n\nBody of /docs/a.md\n\n---\n\nSource: [/docs/b.md](/docs/b.md)\n\n# /docs/b.md\n\nBody of /docs/b.md\n',
    );
  });
});
