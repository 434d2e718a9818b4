/**
 * Turns a page's Markdown into records shaped like DocSearch hits: one record for the page (lvl1)
 * and one per h2/h3 section, each with the section's text as content. Runs at build time (and in
 * `npm start`), so search needs no crawler and no account.
 *
 * The Markdown is parsed as Docusaurus parses it (MDX, GFM, directives for admonitions, front
 * matter) and heading ids come from Docusaurus's own helpers, in document order over every heading
 * as its headings plugin does, so an anchor here is the id on the page. Build-time only: the
 * browser imports this module's types, never its code.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import {mdxjs} from 'micromark-extension-mdxjs';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {directive} from 'micromark-extension-directive';
import {
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
} from '@docusaurus/utils';
import type {Heading, Nodes, Root} from 'mdast';
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Text of the section, cut to keep the index small; the full text is indexed but not stored. */
  content: string | null;
  /** Docs version ('6.x'…) or null for the blog and pages: shown on each hit, used by the filter. */
  version: string | null;
}

export interface IndexedRecord extends SearchRecord {
  /** Full section text: indexed for matching, not shipped as a stored field. */
  text: string;
}

export interface PageSource {
  markdown: string;
  permalink: string;
  title: string;
  description?: string;
  /** Group heading in the results, e.g. "Docs 6.x" or "Blog". */
  lvl0: string;
  version: string | null;
}

export type Slugify = (heading: string) => string;

export const STORED_CONTENT_LENGTH = 240;

interface Section {
  depth: 1 | 2 | 3;
  heading: string;
  anchor: string | null;
  parts: string[];
}

export function extractRecords(
  page: PageSource,
  slugify: Slugify,
): IndexedRecord[] {
  const sections = splitSections(parse(page.markdown), slugify);
  let lvl2: string | null = null;
  return sections.map((section, index) => {
    const text = collapse(section.parts.join(' '));
    if (section.depth === 2) lvl2 = section.heading;
    return buildRecord(
      page,
      index,
      `lvl${section.depth}`,
      section.anchor,
      section.depth === 1
        ? {lvl2: null, lvl3: null}
        : {lvl2, lvl3: section.depth === 3 ? section.heading : null},
      // The page record's text starts with the page's description.
      section.depth === 1
        ? [page.description ?? '', text].filter(Boolean).join(' ')
        : text,
    );
  });
}

/** One record of `page`: the page itself (lvl1) or one of its sections, found at `anchor`. */
export function buildRecord(
  page: Pick<PageSource, 'permalink' | 'title' | 'lvl0' | 'version'>,
  index: number,
  type: RecordType,
  anchor: string | null,
  levels: {lvl2: string | null; lvl3: string | null},
  text: string,
): IndexedRecord {
  const url = anchor ? `${page.permalink}#${anchor}` : page.permalink;
  return {
    objectID: `${page.permalink}#${index}`,
    url,
    url_without_anchor: page.permalink,
    anchor,
    type,
    hierarchy: {
      lvl0: page.lvl0,
      lvl1: page.title,
      ...levels,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: text ? cutAtWord(text, STORED_CONTENT_LENGTH) : null,
    version: page.version,
    text,
  };
}

/**
 * MDX with `{#id}` heading ids escaped first, as Docusaurus does with `mdx1Compat.headingIds`
 * (without it, such a page fails Docusaurus's own build, so escaping never changes a built anchor).
 * Text that is not valid MDX (raw HTML such as `<img src=x>`) is read as CommonMark, as Docusaurus
 * reads `.md` files with `markdown.format: 'detect'`; its HTML is dropped like any other markup.
 */
function parse(markdown: string): Root {
  const source = escapeMarkdownHeadingIds(markdown);
  const read = (mdx: boolean): Root =>
    fromMarkdown(source, {
      extensions: [
        frontmatter(['yaml']),
        ...(mdx ? [mdxjs()] : []),
        gfm(),
        directive(),
      ],
      mdastExtensions: [
        frontmatterFromMarkdown(['yaml']),
        ...(mdx ? [mdxFromMarkdown()] : []),
        gfmFromMarkdown(),
        directiveFromMarkdown(),
      ],
    });
  try {
    return read(true);
  } catch {
    return read(false);
  }
}

/** Blocks that may hold headings (tabs, admonitions, lists): walked, not read as one text. */
const CONTAINERS = new Set([
  'root',
  'blockquote',
  'list',
  'listItem',
  'containerDirective',
  'mdxJsxFlowElement',
]);

function splitSections(root: Root, slugify: Slugify): Section[] {
  const sections: Section[] = [
    {depth: 1, heading: '', anchor: null, parts: []},
  ];
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const {text, id} = headingText(node);
      // Every heading takes its slug in document order, as in Docusaurus's headings plugin, so
      // duplicates are numbered the same ("setup", "setup-1"); explicit ids take none.
      const anchor = id ?? slugify(text);
      if (node.depth === 2 || node.depth === 3)
        sections.push({depth: node.depth, heading: text, anchor, parts: []});
      else if (node.depth > 3) sections[sections.length - 1]?.parts.push(text);
      // The h1 is the page title, already the record's lvl1.
      return;
    }
    if (CONTAINERS.has(node.type) && 'children' in node) {
      node.children.forEach((child) => visit(child as Nodes));
      return;
    }
    sections[sections.length - 1]?.parts.push(plainText(node));
  };
  visit(root);
  return sections;
}

/** The heading's text and explicit id, read as Docusaurus's headings plugin reads them. */
function headingText(heading: Heading): {text: string; id?: string} {
  const textNodes = heading.children.filter(
    ({type}) => !['html', 'jsx'].includes(type),
  );
  const {text, id} = parseMarkdownHeadingId(
    toString(textNodes.length > 0 ? textNodes : heading),
  );
  return {text: collapse(text), id};
}

/** Text a reader reads: code blocks, imports, expressions, comments and raw HTML are dropped. */
const SILENT = new Set([
  'code',
  'html',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'definition',
  'footnoteDefinition',
  'thematicBreak',
]);
/** Blocks whose children are separate words (cells, items, blocks), not one run of text. */
const SEPARATED = new Set([
  'root',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'containerDirective',
  'leafDirective',
  'mdxJsxFlowElement',
]);

function plainText(node: Nodes): string {
  if (SILENT.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  if (!('children' in node)) return '';
  const inner = node.children
    .map((child) => plainText(child as Nodes))
    .join(SEPARATED.has(node.type) ? ' ' : '');
  // Docusaurus prints a directive that is not an admonition back as the text it was (`:name`).
  if (node.type === 'textDirective')
    return `:${node.name}${inner ? `[${inner}]` : ''}`;
  return inner;
}

export function toPlainText(markdown: string): string {
  return collapse(plainText(parse(markdown)));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function cutAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxLength / 2 ? lastSpace : maxLength)}…`;
}
