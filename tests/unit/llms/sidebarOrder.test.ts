import {describe, expect, it} from 'vitest';
import {inOrder, sidebarOrder} from '../../../src/llms/sidebarOrder';

const FOLDED = {collapsed: true, collapsible: true};

describe('sidebarOrder', () => {
  it('walks each version sidebar depth first: category page, then its items', () => {
    const order = sidebarOrder([
      {
        docs: [
          {id: 'getting-started/index', permalink: '/docs/getting-started/'},
          {
            id: 'getting-started/installation',
            permalink: '/docs/getting-started/installation',
          },
          {id: 'concepts/ocr', permalink: '/docs/concepts/ocr'},
          {id: 'migration-guide', permalink: '/docs/migration-guide'},
        ],
        sidebars: {
          docsSidebar: [
            {
              type: 'category',
              ...FOLDED,
              label: 'Getting Started',
              link: {
                type: 'generated-index',
                slug: '/category/getting-started',
                permalink: '/docs/category/getting-started',
              },
              items: [
                {type: 'doc', id: 'getting-started/index'},
                {type: 'doc', id: 'getting-started/installation'},
              ],
            },
            {
              type: 'category',
              ...FOLDED,
              label: 'Concepts',
              link: {type: 'doc', id: 'concepts/ocr'},
              items: [
                {type: 'link', label: 'Example', href: 'https://example.com'},
              ],
            },
            {type: 'doc', id: 'migration-guide'},
          ],
        },
      },
      {
        docs: [{id: 'intro', permalink: '/docs/5.x/intro'}],
        sidebars: {docsSidebar: [{type: 'doc', id: 'intro'}]},
      },
    ]);
    expect(order).toEqual([
      '/docs/category/getting-started.md',
      '/docs/getting-started.md',
      '/docs/getting-started/installation.md',
      '/docs/concepts/ocr.md',
      '/docs/migration-guide.md',
      '/docs/5.x/intro.md',
    ]);
  });
});

describe('inOrder', () => {
  it('sorts by the given order and keeps the rest after it, as they came', () => {
    const entries = ['/c.md', '/x.md', '/a.md', '/y.md', '/b.md'].map(
      (url) => ({url}),
    );
    expect(
      inOrder(entries, ['/a.md', '/b.md', '/c.md']).map((entry) => entry.url),
    ).toEqual(['/a.md', '/b.md', '/c.md', '/x.md', '/y.md']);
  });
});
