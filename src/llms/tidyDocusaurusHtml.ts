/**
 * Rewrites the parts of a built Docusaurus page that do not survive an HTML to Markdown conversion,
 * before @signalwire/docusaurus-plugin-llms-txt converts it (its `beforeDefaultRehypePlugins` hook).
 * Without it the Markdown copies had "Direct link" anchors in every heading, admonitions reduced to a
 * bare "warning", tab labels as a stray list above unlabeled code, a blank line between every code
 * line (our code lines are `<div>`s), no code language, UI icons as a gap in the sentence, and the
 * blog's date, reading time, author and tag footer as loose lines.
 */
import type {Element, ElementContent, Root} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import {h} from 'hastscript';
import {matches, select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

const textOf = (node: Element | undefined): string =>
  node ? toString(node).trim() : '';

/** Page chrome with nothing to read: heading anchors, breadcrumbs, version notes, pagination, icons, buttons. */
const DROPPED = [
  'a.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-footer',
  'nav[aria-label="Docs pages"]',
  'nav.pagination-nav',
  'footer:has([rel~=tag])',
  'svg',
  'button',
].join(', ');

/** Code block: `div.theme-code-block.language-x` with an optional title → a titled `pre > code.language-x`. */
function codeBlock(node: Element): ElementContent[] {
  const language = [node.properties.className ?? []]
    .flat()
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = select('[class*=codeBlockTitle]', node);
  const code = select('code', node);
  const lines = code ? selectAll('.token-line', code) : [];
  const source =
    lines.length > 0
      ? lines.map((line) => toString(line)).join('\n')
      : code
        ? toString(code)
        : '';
  const codeProps =
    language && language !== 'text'
      ? {className: [`language-${language}`]}
      : {};
  return [
    ...(title ? [h('p', ['File ', h('code', textOf(title)), ':'])] : []),
    h('pre', [h('code', codeProps, source.replace(/\n+$/, ''))]),
  ];
}

/** Admonition: a blockquote opening with its title in bold (the theme shows "warning" in capitals by CSS). */
function admonition(node: Element): Element {
  const title = textOf(select('[class*=admonitionHeading]', node));
  return h('blockquote', [
    h('p', [h('strong', title.charAt(0).toUpperCase() + title.slice(1))]),
    ...(select('[class*=admonitionContent]', node)?.children ?? []),
  ]);
}

/** Tabs: drop the tab list and open each panel with its label, so every alternative stays readable. */
function tabs(container: Element): ElementContent[] {
  const labels = selectAll('[role=tablist] [role=tab]', container).map(textOf);
  return selectAll('[role=tabpanel]', container).flatMap((panel, index) => [
    h('p', [h('strong', labels[index] ?? `Option ${index + 1}`)]),
    ...panel.children,
  ]);
}

/** Generated index card → a list item with the target's title and description. */
function card(node: Element): Element {
  const title = select('.theme-doc-card-title', node);
  const summary = textOf(select('.theme-doc-card-description', node));
  return h('li', [
    h('a', {href: node.properties.href}, textOf(title ?? node)),
    ...(summary ? [`: ${summary}`] : []),
  ]);
}

/** Blog post header: keep the title, state the date; reading time and the team author are page chrome. */
function blogHeader(node: Element): ElementContent[] {
  const title = select('h1', node);
  const dateTime = select('time', node)?.properties.dateTime;
  return [
    ...(title ? [title] : []),
    ...(typeof dateTime === 'string'
      ? [h('p', `Published ${dateTime.slice(0, 10)}.`)]
      : []),
  ];
}

function transform(node: Element): ElementContent[] | undefined {
  if (matches(DROPPED, node)) return [];
  if (matches('header:has(time)', node)) return blogHeader(node);
  if (matches('.theme-code-block', node)) return codeBlock(node);
  if (matches('.theme-admonition', node)) return [admonition(node)];
  if (matches('[class*=tabs-container]', node)) return tabs(node);
  if (typeof node.properties.dataUiIcon === 'string')
    return [h('code', node.properties.dataUiIcon)];
  if (matches('section:has(.theme-doc-card-container)', node))
    return [h('ul', selectAll('.theme-doc-card-container', node).map(card))];
  return undefined;
}

/** A rehype plugin (unified attacher): `beforeDefaultRehypePlugins: [tidyDocusaurusHtml]`. */
export function tidyDocusaurusHtml(): (tree: Root) => void {
  return (tree) =>
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      // React's comments between text parts go; a replacement is visited again (a code block in a tab panel).
      const replacement =
        node.type === 'comment'
          ? []
          : node.type === 'element'
            ? transform(node)
            : undefined;
      if (!replacement) return;
      parent.children.splice(index, 1, ...replacement);
      return index;
    });
}

/**
 * A remark plugin for after the conversion: 1.2.2 of the converter maps a link to a folder route
 * (`/docs/getting-started/`) to `/docs/getting-started/.md`, a file that does not exist; the copy is
 * `/docs/getting-started.md`. Found by the link check in tests/build/llms.test.ts.
 */
export function fixFolderLinks(): (tree: MdastRoot) => void {
  return (tree) =>
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition')
        node.url = node.url.replace(/^(\/[^?#]*?)\/\.md(?=$|[?#])/, '$1.md');
    });
}
