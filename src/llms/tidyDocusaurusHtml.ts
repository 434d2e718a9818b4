/**
 * Rewrites the parts of a built Docusaurus page that do not survive an HTML to Markdown conversion,
 * before @signalwire/docusaurus-plugin-llms-txt converts it (its `beforeDefaultRehypePlugins` hook).
 * Without it the Markdown copies had "Direct link" anchors in every heading, admonitions reduced to a
 * bare "warning", tab labels as a stray list above unlabeled code, a blank line between every code
 * line (our code lines are `<div>`s), no code language, UI icons as a gap in the sentence, and the
 * blog's date, reading time, author and tag footer as loose lines.
 *
 * Works on the hast tree with a small local type, so it needs no hast packages of its own.
 */

export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
export interface HastParent {
  type: 'root' | 'element';
  children: HastNode[];
}
export type HastNode =
  | HastElement
  | HastText
  | {
      type: 'comment' | 'doctype' | 'root';
      value?: string;
      children?: HastNode[];
    };

const text = (value: string): HastText => ({type: 'text', value});
const el = (
  tagName: string,
  properties: Record<string, unknown>,
  children: HastNode[],
): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children,
});

export function isElement(node: HastNode | undefined): node is HastElement {
  return node?.type === 'element';
}

function classes(node: HastElement): string[] {
  const value = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

const hasClass = (node: HastElement, name: string): boolean =>
  classes(node).includes(name);

export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (isElement(node)) {
    if (node.tagName === 'br') return '\n';
    return node.children.map(textOf).join('');
  }
  return '';
}

function findFirst(
  node: HastNode,
  test: (candidate: HastElement) => boolean,
): HastElement | undefined {
  if (!isElement(node) && node.type !== 'root') return undefined;
  for (const child of (node as HastParent).children) {
    if (isElement(child) && test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(
  node: HastNode,
  test: (candidate: HastElement) => boolean,
  found: HastElement[] = [],
): HastElement[] {
  if (!isElement(node) && node.type !== 'root') return found;
  for (const child of (node as HastParent).children) {
    if (isElement(child) && test(child)) found.push(child);
    else findAll(child, test, found);
  }
  return found;
}

/** Code block: `div.theme-code-block.language-x` with an optional title → a titled `pre > code.language-x`. */
function codeBlock(node: HastElement): HastNode[] {
  const language = classes(node)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = findFirst(node, (candidate) =>
    classes(candidate).some((name) => name.startsWith('codeBlockTitle')),
  );
  const code = findFirst(node, (candidate) => candidate.tagName === 'code');
  const lines = code
    ? findAll(code, (candidate) => hasClass(candidate, 'token-line'))
    : [];
  const source =
    lines.length > 0
      ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n')
      : code
        ? textOf(code)
        : '';
  const codeProps =
    language && language !== 'text'
      ? {className: [`language-${language}`]}
      : {};
  const result: HastNode[] = [];
  if (title)
    result.push(
      el('p', {}, [
        text('File '),
        el('code', {}, [text(textOf(title).trim())]),
        text(':'),
      ]),
    );
  result.push(
    el('pre', {}, [el('code', codeProps, [text(source.replace(/\n+$/, ''))])]),
  );
  return result;
}

/** Admonition: a blockquote opening with its title in bold (the theme shows "warning" in capitals by CSS). */
function admonition(node: HastElement): HastNode[] {
  const heading = findFirst(node, (candidate) =>
    classes(candidate).some((name) => name.startsWith('admonitionHeading')),
  );
  const content = findFirst(node, (candidate) =>
    classes(candidate).some((name) => name.startsWith('admonitionContent')),
  );
  const rawTitle = heading ? textOf(heading).trim() : '';
  const title = rawTitle.charAt(0).toUpperCase() + rawTitle.slice(1);
  return [
    el('blockquote', {}, [
      el('p', {}, [el('strong', {}, [text(title)])]),
      ...(content ? content.children : []),
    ]),
  ];
}

/** Tabs: drop the tab list and open each panel with its label, so every alternative stays readable. */
function tabs(container: HastElement): HastNode[] {
  const list = findFirst(
    container,
    (candidate) => candidate.properties.role === 'tablist',
  );
  const labels = list
    ? findAll(list, (candidate) => candidate.properties.role === 'tab').map(
        (tab) => textOf(tab).trim(),
      )
    : [];
  const panels = findAll(
    container,
    (candidate) => candidate.properties.role === 'tabpanel',
  );
  return panels.flatMap((panel, index) => [
    el('p', {}, [
      el('strong', {}, [text(labels[index] ?? `Option ${index + 1}`)]),
    ]),
    ...panel.children,
  ]);
}

/** Generated index card → a list item with the target's title and description. */
function card(node: HastElement): HastNode {
  const title = findFirst(node, (candidate) =>
    hasClass(candidate, 'theme-doc-card-title'),
  );
  const description = findFirst(node, (candidate) =>
    hasClass(candidate, 'theme-doc-card-description'),
  );
  const label = title ? textOf(title).trim() : textOf(node).trim();
  const summary = description ? textOf(description).trim() : '';
  return el('li', {}, [
    el('a', {href: node.properties.href}, [text(label)]),
    ...(summary ? [text(`: ${summary}`)] : []),
  ]);
}

/** Blog post header: keep the title, state the date; reading time and the team author are page chrome. */
function blogHeader(node: HastElement): HastNode[] {
  const title = findFirst(node, (candidate) => candidate.tagName === 'h1');
  const time = findFirst(node, (candidate) => candidate.tagName === 'time');
  const result: HastNode[] = title ? [title] : [];
  const datetime =
    typeof time?.properties.dateTime === 'string'
      ? time.properties.dateTime.slice(0, 10)
      : undefined;
  if (datetime) result.push(el('p', {}, [text(`Published ${datetime}.`)]));
  return result;
}

function transform(node: HastElement): HastNode[] | undefined {
  const names = classes(node);
  if (node.tagName === 'a' && names.includes('hash-link')) return [];
  if (
    [
      'theme-doc-breadcrumbs',
      'theme-doc-version-badge',
      'theme-doc-version-banner',
      'theme-doc-footer',
    ].some((name) => names.includes(name))
  )
    return [];
  if (
    node.tagName === 'nav' &&
    (node.properties.ariaLabel === 'Docs pages' ||
      names.includes('pagination-nav'))
  )
    return [];
  if (
    node.tagName === 'footer' &&
    findFirst(node, (candidate) =>
      [candidate.properties.rel].flat().includes('tag'),
    )
  )
    return [];
  if (
    node.tagName === 'header' &&
    findFirst(node, (candidate) => candidate.tagName === 'time')
  )
    return blogHeader(node);
  if (node.tagName === 'svg' || node.tagName === 'button') return [];
  if (names.includes('theme-code-block')) return codeBlock(node);
  if (names.includes('theme-admonition')) return admonition(node);
  if (names.some((name) => name.startsWith('tabs-container')))
    return tabs(node);
  if (typeof node.properties.dataUiIcon === 'string')
    return [el('code', {}, [text(node.properties.dataUiIcon)])];
  if (
    node.tagName === 'section' &&
    findFirst(node, (candidate) =>
      hasClass(candidate, 'theme-doc-card-container'),
    )
  ) {
    return [
      el(
        'ul',
        {},
        findAll(node, (candidate) =>
          hasClass(candidate, 'theme-doc-card-container'),
        ).map(card),
      ),
    ];
  }
  return undefined;
}

function visit(parent: HastParent): void {
  const next: HastNode[] = [];
  for (const child of parent.children) {
    if (child.type === 'comment') continue;
    if (!isElement(child)) {
      next.push(child);
      continue;
    }
    const replacement = transform(child);
    if (replacement) {
      // The replacement can hold more of the same (a code block inside a tab panel).
      const wrapper: HastParent = {type: 'root', children: replacement};
      visit(wrapper);
      next.push(...wrapper.children);
    } else {
      visit(child);
      next.push(child);
    }
  }
  parent.children = next;
}

/** A rehype plugin (unified attacher): `beforeDefaultRehypePlugins: [tidyDocusaurusHtml]`. */
export function tidyDocusaurusHtml(): (tree: HastParent) => void {
  return (tree) => visit(tree);
}

interface MdastNode {
  type: string;
  url?: string;
  children?: MdastNode[];
}

/**
 * A remark plugin for after the conversion: 1.2.2 of the converter maps a link to a folder route
 * (`/docs/getting-started/`) to `/docs/getting-started/.md`, a file that does not exist; the copy is
 * `/docs/getting-started.md`. Found by the link check in tests/build/llms.test.ts.
 */
export function fixFolderLinks(): (tree: MdastNode) => void {
  const fix = (node: MdastNode): void => {
    if (
      (node.type === 'link' || node.type === 'definition') &&
      typeof node.url === 'string'
    ) {
      node.url = node.url.replace(/^(\/[^?#]*?)\/\.md(?=$|[?#])/, '$1.md');
    }
    node.children?.forEach(fix);
  };
  return fix;
}
