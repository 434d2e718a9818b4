import {describe, expect, it} from 'vitest';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import type {Root} from 'mdast';
import {
  fixFolderLinks,
  tidyDocusaurusHtml,
} from '../../../src/llms/tidyDocusaurusHtml';

/** Tidies a fragment of built HTML and gives it back as HTML. */
function tidy(html: string): string {
  const tree = fromHtml(html, {fragment: true});
  tidyDocusaurusHtml()(tree);
  return toHtml(tree);
}

const codeLine = (...parts: string[]): string =>
  `<div class="token-line">${parts.map((part) => `<span>${part}</span>`).join('')}<br></div>`;

describe('tidyDocusaurusHtml', () => {
  it.each([
    {
      name: 'drops the heading anchor link',
      input:
        '<h2 id="setup">Setup<a href="#setup" class="hash-link">\u200b</a></h2>',
      expected: '<h2 id="setup">Setup</h2>',
    },
    {
      name: 'turns an admonition into a blockquote with its capitalised title',
      input:
        '<div class="theme-admonition alert"><div class="admonitionHeading_x"><span><svg></svg></span>warning</div>' +
        '<div class="admonitionContent_y"><p>Back up first.</p></div></div>',
      expected:
        '<blockquote><p><strong>Warning</strong></p><p>Back up first.</p></blockquote>',
    },
    {
      name: 'keeps an admonition title written in the page',
      input:
        '<div class="theme-admonition"><div class="admonitionHeading_x">Breaking change in 6.0</div>' +
        '<div class="admonitionContent_y">Text</div></div>',
      expected:
        '<blockquote><p><strong>Breaking change in 6.0</strong></p>Text</blockquote>',
    },
    {
      name: 'rebuilds a titled code block as one line per source line, with its language',
      input:
        '<div class="language-ini codeBlockContainer_a theme-code-block"><div class="codeBlockTitle_b">.env</div>' +
        `<div><pre><code>${codeLine('A', '=', '1')}${codeLine('')}${codeLine('B=2')}</code></pre></div><button>Copy</button></div>`,
      expected:
        '<p>File <code>.env</code>:</p><pre><code class="language-ini">A=1\n\nB=2</code></pre>',
    },
    {
      name: 'leaves a plain text block without a language',
      input: `<div class="language-text theme-code-block"><pre><code>${codeLine('plain')}</code></pre></div>`,
      expected: '<pre><code>plain</code></pre>',
    },
    {
      name: 'labels each tab panel and drops the tab list',
      input:
        '<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">SQLite</li><li role="tab">PostgreSQL</li></ul>' +
        '<div><div role="tabpanel"><p>one</p></div><div role="tabpanel" hidden><p>two</p></div></div></div>',
      expected:
        '<p><strong>SQLite</strong></p><p>one</p><p><strong>PostgreSQL</strong></p><p>two</p>',
    },
    {
      name: 'writes a UI icon as its Material name',
      input:
        '<p>the plus icon <span data-ui-icon="add" aria-hidden="true"><svg></svg></span> in the header</p>',
      expected: '<p>the plus icon <code>add</code> in the header</p>',
    },
    {
      name: 'turns generated index cards into a list of links with descriptions',
      input:
        '<section class="row"><article><a href="/docs/concepts/ocr" class="card theme-doc-card-container">' +
        '<h2><span class="theme-doc-card-icon">📄️</span><span class="theme-doc-card-title">OCR</span></h2>' +
        '<p class="theme-doc-card-description">The OCR engines.</p></a></article></section>',
      expected:
        '<ul><li><a href="/docs/concepts/ocr">OCR</a>: The OCR engines.</li></ul>',
    },
    {
      name: 'reduces a blog post header to its title and date',
      input:
        '<header><h1>Release</h1><div><time datetime="2025-02-02T00:00:00.000Z">February 2, 2025</time> · 2 min read</div>' +
        '<div>Receipt Wrangler docs</div></header>',
      expected: '<h1>Release</h1><p>Published 2025-02-02.</p>',
    },
    {
      name: 'drops the blog tag footer, breadcrumbs, the old-version banner and the version badge',
      input:
        '<div><div class="theme-doc-version-banner alert">This is documentation for 4.x</div>' +
        '<nav class="theme-doc-breadcrumbs">Home</nav><span class="theme-doc-version-badge">Version: 6.x</span><p>Body</p>' +
        '<footer><a rel="tag" href="/blog/tags/release">Release</a></footer></div>',
      expected: '<div><p>Body</p></div>',
    },
    {
      name: 'drops the HTML comments React leaves between text parts',
      input: '<p>a<!-- -->b</p>',
      expected: '<p>ab</p>',
    },
    {
      name: 'leaves ordinary content alone',
      input: '<p>See <a href="/docs/x">x</a> and <code>&lt;id></code></p>',
      expected: '<p>See <a href="/docs/x">x</a> and <code>&#x3C;id></code></p>',
    },
  ])('$name', ({input, expected}) => {
    expect(tidy(input)).toBe(expected);
  });
});

describe('fixFolderLinks', () => {
  it.each([
    {url: '/docs/getting-started/.md', expected: '/docs/getting-started.md'},
    {
      url: '/docs/4.x/configuration/.md#aisettings',
      expected: '/docs/4.x/configuration.md#aisettings',
    },
    {url: '/docs/concepts/ocr.md', expected: '/docs/concepts/ocr.md'},
    {url: 'https://example.com/a/.md', expected: 'https://example.com/a/.md'},
  ])('$url → $expected', ({url, expected}) => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'link', url, children: []}]},
      ],
    };
    fixFolderLinks()(tree);
    expect(tree.children[0]).toMatchObject({children: [{url: expected}]});
  });
});
