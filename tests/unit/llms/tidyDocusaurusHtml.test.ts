import {describe, expect, it} from 'vitest';
import {
  fixFolderLinks,
  tidyDocusaurusHtml,
} from '../../../src/llms/tidyDocusaurusHtml';
import type {
  HastElement,
  HastNode,
  HastParent,
} from '../../../src/llms/tidyDocusaurusHtml';

const h = (
  tagName: string,
  properties: Record<string, unknown>,
  ...children: (HastNode | string)[]
): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((child) =>
    typeof child === 'string' ? {type: 'text', value: child} : child,
  ),
});

/** A compact rendering of the tree, enough to compare shapes: tag[class](children). */
function show(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return `<${node.type}>`;
  const children = ((node as HastParent).children ?? []).map(show).join('');
  if (node.type === 'root') return children;
  const element = node as HastElement;
  const className = element.properties.className
    ? `.${[element.properties.className].flat().join('.')}`
    : '';
  return `${element.tagName}${className}(${children})`;
}

function tidy(...children: HastNode[]): string {
  const tree: HastParent = {type: 'root', children};
  tidyDocusaurusHtml()(tree);
  return tree.children.map(show).join('');
}

const codeLine = (...parts: string[]): HastElement =>
  h(
    'div',
    {className: ['token-line']},
    ...parts.map((part) => h('span', {}, part)),
    h('br', {}),
  );

describe('tidyDocusaurusHtml', () => {
  it.each([
    {
      name: 'drops the heading anchor link',
      input: h(
        'h2',
        {id: 'setup'},
        'Setup',
        h('a', {href: '#setup', className: ['hash-link']}, '\u200b'),
      ),
      expected: 'h2(Setup)',
    },
    {
      name: 'turns an admonition into a blockquote with its capitalised title',
      input: h(
        'div',
        {className: ['theme-admonition', 'alert']},
        h(
          'div',
          {className: ['admonitionHeading_x']},
          h('span', {}, h('svg', {})),
          'warning',
        ),
        h(
          'div',
          {className: ['admonitionContent_y']},
          h('p', {}, 'Back up first.'),
        ),
      ),
      expected: 'blockquote(p(strong(Warning))p(Back up first.))',
    },
    {
      name: 'keeps an admonition title written in the page',
      input: h(
        'div',
        {className: ['theme-admonition']},
        h(
          'div',
          {className: ['admonitionHeading_x']},
          'Breaking change in 6.0',
        ),
        h('div', {className: ['admonitionContent_y']}, 'Text'),
      ),
      expected: 'blockquote(p(strong(Breaking change in 6.0))Text)',
    },
    {
      name: 'rebuilds a titled code block as one line per source line, with its language',
      input: h(
        'div',
        {
          className: [
            'language-ini',
            'codeBlockContainer_a',
            'theme-code-block',
          ],
        },
        h('div', {className: ['codeBlockTitle_b']}, '.env'),
        h(
          'div',
          {},
          h(
            'pre',
            {},
            h(
              'code',
              {},
              codeLine('A', '=', '1'),
              codeLine(''),
              codeLine('B=2'),
            ),
          ),
        ),
        h('button', {}, 'Copy'),
      ),
      expected: 'p(File code(.env):)pre(code.language-ini(A=1\n\nB=2))',
    },
    {
      name: 'leaves a plain text block without a language',
      input: h(
        'div',
        {className: ['language-text', 'theme-code-block']},
        h('pre', {}, h('code', {}, codeLine('plain'))),
      ),
      expected: 'pre(code(plain))',
    },
    {
      name: 'labels each tab panel and drops the tab list',
      input: h(
        'div',
        {className: ['theme-tabs-container', 'tabs-container']},
        h(
          'ul',
          {role: 'tablist'},
          h('li', {role: 'tab'}, 'SQLite'),
          h('li', {role: 'tab'}, 'PostgreSQL'),
        ),
        h(
          'div',
          {},
          h('div', {role: 'tabpanel'}, h('p', {}, 'one')),
          h('div', {role: 'tabpanel', hidden: true}, h('p', {}, 'two')),
        ),
      ),
      expected: 'p(strong(SQLite))p(one)p(strong(PostgreSQL))p(two)',
    },
    {
      name: 'writes a UI icon as its Material name',
      input: h(
        'p',
        {},
        'the plus icon ',
        h('span', {dataUiIcon: 'add', ariaHidden: 'true'}, h('svg', {})),
        ' in the header',
      ),
      expected: 'p(the plus icon code(add) in the header)',
    },
    {
      name: 'turns generated index cards into a list of links with descriptions',
      input: h(
        'section',
        {className: ['row']},
        h(
          'article',
          {},
          h(
            'a',
            {
              href: '/docs/concepts/ocr',
              className: ['card', 'theme-doc-card-container'],
            },
            h(
              'h2',
              {},
              h('span', {className: ['theme-doc-card-icon']}, '📄️'),
              h('span', {className: ['theme-doc-card-title']}, 'OCR'),
            ),
            h(
              'p',
              {className: ['theme-doc-card-description']},
              'The OCR engines.',
            ),
          ),
        ),
      ),
      expected: 'ul(li(a(OCR): The OCR engines.))',
    },
    {
      name: 'reduces a blog post header to its title and date',
      input: h(
        'header',
        {},
        h('h1', {}, 'Release'),
        h(
          'div',
          {},
          h('time', {dateTime: '2025-02-02T00:00:00.000Z'}, 'February 2, 2025'),
          ' · ',
          '2 min read',
        ),
        h('div', {}, 'Receipt Wrangler docs'),
      ),
      expected: 'h1(Release)p(Published 2025-02-02.)',
    },
    {
      name: 'drops the blog tag footer, breadcrumbs, the old-version banner and the version badge',
      input: h(
        'div',
        {},
        h(
          'div',
          {className: ['theme-doc-version-banner', 'alert']},
          'This is documentation for 4.x',
        ),
        h('nav', {className: ['theme-doc-breadcrumbs']}, 'Home'),
        h('span', {className: ['theme-doc-version-badge']}, 'Version: 6.x'),
        h('p', {}, 'Body'),
        h(
          'footer',
          {},
          h('a', {rel: ['tag'], href: '/blog/tags/release'}, 'Release'),
        ),
      ),
      expected: 'div(p(Body))',
    },
  ])('$name', ({input, expected}) => {
    expect(tidy(input)).toBe(expected);
  });

  it('drops the HTML comments React leaves between text parts', () => {
    expect(tidy(h('p', {}, 'a', {type: 'comment', value: ' '}, 'b'))).toBe(
      'p(ab)',
    );
  });

  it('leaves ordinary content alone', () => {
    const input = h(
      'p',
      {},
      'See ',
      h('a', {href: '/docs/x'}, 'x'),
      ' and ',
      h('code', {}, '<id>'),
    );
    expect(tidy(input)).toBe('p(See a(x) and code(<id>))');
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
    const tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [{type: 'link', url, children: []}]},
      ],
    };
    fixFolderLinks()(tree);
    expect(tree.children[0]?.children[0]?.url).toBe(expected);
  });
});
