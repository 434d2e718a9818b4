/**
 * The API reference's index (`/api/`) as data, cut at build time from the OpenAPI document and the
 * tag pages (./splitSpec): the title, version and licence, the introduction (`info.description`)
 * with the security schemes where Redoc would inject them, and the list of every tag page and
 * operation by group. src/api-reference/components/ApiIndex renders it as an ordinary page, so a reader opening
 * /api/ downloads and runs no Redoc; the tag pages keep it.
 *
 * Section anchors are Redoc's (`#section/Authentication`, `#section/Authentication/cookieAuth`,
 * `#section/Operations/Administration`), so links made to the index when Redoc rendered it still land.
 * Raw HTML in the description is left out (Redoc would render it; a document named by
 * API_SPEC_URL is not ours to trust).
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {toString} from 'mdast-util-to-string';
import {toHast} from 'mdast-util-to-hast';
import slugify from 'slugify';
import type {Root as HastRoot} from 'hast';
import type {Heading, Root, RootContent} from 'mdast';
import type {OpenApiDocument, TagPage} from './splitSpec';
import {asString} from './specNodes.mjs';
import type {Node} from './specNodes.mjs';

/** Where Redoc puts the security schemes in the introduction, when the text asks for them there. */
const SECURITY_MARKER = /^<!--\s*ReDoc-Inject:\s*<security-definitions>\s*-->$/;

export interface TocEntry {
  id: string;
  /** The heading's text (plain text, not HTML). */
  text: string;
  /** 2 or 3: the page's h1 is the API's title. */
  level: 2 | 3;
}

export interface IndexOperation {
  summary: string;
  method: string;
  path: string;
  /** Address of the operation on its tag page, e.g. `/api/receipt/#tag/Receipt/operation/createReceipt`. */
  href: string;
}

export interface IndexTag {
  title: string;
  route: string;
  operations: IndexOperation[];
}

export interface IndexGroup {
  /** The `x-tagGroups` name; null for tags outside every group. */
  name: string | null;
  /** `section/Operations/<name>`; null for the ungrouped tags. */
  id: string | null;
  tags: IndexTag[];
}

export interface ApiIndexPage {
  title: string;
  /** The page's `<meta name="description">`: one sentence, not the whole introduction. */
  description: string;
  version: string | null;
  summary: string | null;
  license: {name: string; url: string | null} | null;
  /** Address of the raw YAML. */
  downloadUrl: string;
  /** The introduction, headings carrying Redoc's section ids. */
  introduction: HastRoot;
  /** What the page's table of contents lists: the introduction's sections, then the groups. */
  toc: TocEntry[];
  operations: {id: string; title: string; groups: IndexGroup[]};
}

/** Redoc's slug of a heading: case kept, spaces as dashes (its `safeSlugify`). */
export function sectionSlug(text: string): string {
  return (
    slugify(text) ||
    text
      .toLowerCase()
      .replace(/\s+/g, '-')
      .replace(/&/g, '-and-')
      .replace(/--+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

function markdown(text: string): Root {
  return fromMarkdown(text, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
}

function heading(depth: Heading['depth'], text: string): Heading {
  return {type: 'heading', depth, children: [{type: 'text', value: text}]};
}

/**
 * How a security scheme is sent, as Redoc's table says it: each fact's label and value (code). The
 * index lists them under the scheme; the Markdown copy (src/llms/apiMarkdown.ts) beside its name.
 */
export function securitySchemeFacts(scheme: Node): [string, string][] {
  const text = (key: string): string => asString(scheme[key]);
  const where = text('in');
  const facts: [string, string][] =
    text('type') === 'apiKey'
      ? [
          ['Security scheme type', 'API key'],
          [
            `${where[0]?.toUpperCase()}${where.slice(1)} parameter name`,
            where && text('name'),
          ],
        ]
      : text('type') === 'http'
        ? [
            ['Security scheme type', 'HTTP'],
            ['HTTP authorization scheme', text('scheme')],
            ['Bearer format', text('bearerFormat')],
          ]
        : [['Security scheme type', text('type')]];
  return facts.filter(([, value]) => value);
}

function schemeFacts(scheme: Node): RootContent[] {
  const facts = securitySchemeFacts(scheme);
  if (facts.length === 0) return [];
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: facts.map(([label, value]) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'text', value: `${label}: `},
              {type: 'inlineCode', value},
            ],
          },
        ],
      })),
    },
  ];
}

function securitySection(
  schemes: Record<string, Node>,
  depth: Heading['depth'],
): RootContent[] {
  return Object.entries(schemes).flatMap(([name, scheme]) => [
    heading(depth, name),
    ...markdown(asString(scheme.description)).children,
    ...schemeFacts(scheme),
  ]);
}

/**
 * The introduction's tree: its shallowest headings become the page's h2, the next level h3; the
 * security schemes go where the text asks for them, or under an Authentication section at the end.
 */
function introductionTree(
  description: string,
  schemes: Record<string, Node>,
): Root {
  const tree = markdown(description);
  const depths = tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .map((node) => node.depth);
  const shift = depths.length > 0 ? 2 - Math.min(...depths) : 0;
  const children: RootContent[] = [];
  let placed = Object.keys(schemes).length === 0;
  for (const node of tree.children) {
    if (node.type === 'html') {
      if (!placed && SECURITY_MARKER.test(node.value.trim())) {
        children.push(...securitySection(schemes, 3));
        placed = true;
      }
      continue;
    }
    if (node.type === 'heading')
      node.depth = Math.min(6, node.depth + shift) as Heading['depth'];
    children.push(node);
  }
  if (!placed)
    children.push(heading(2, 'Authentication'), ...securitySection(schemes, 3));
  return {...tree, children};
}

/** Gives h2 and h3 Redoc's section ids and lists them; deeper headings stay plain. */
function withSectionIds(tree: Root): {hast: HastRoot; toc: TocEntry[]} {
  const toc: TocEntry[] = [];
  const ids = new Map<Heading, string>();
  let parent: string | null = null;
  for (const node of tree.children) {
    if (node.type !== 'heading' || node.depth > 3) continue;
    const text = toString(node);
    const own: string =
      node.depth === 2 || parent === null
        ? `section/${sectionSlug(text)}`
        : `${parent}/${sectionSlug(text)}`;
    if (node.depth === 2) parent = own;
    ids.set(node, own);
    toc.push({id: own, text, level: node.depth === 2 ? 2 : 3});
  }
  for (const [node, id] of ids) node.data = {hProperties: {id}};
  // Inline raw HTML is dropped too: toHast keeps it only with `allowDangerousHtml`. Source
  // positions are left out of the page's data.
  const hast = JSON.parse(
    JSON.stringify(toHast(tree), (key, value: unknown) =>
      key === 'position' ? undefined : value,
    ),
  ) as HastRoot;
  return {hast, toc};
}

export function apiIndexPage(
  spec: OpenApiDocument,
  pages: readonly TagPage[],
  downloadUrl: string,
): ApiIndexPage {
  const info = spec.info ?? {};
  const schemes = (spec.components?.securitySchemes ?? {}) as Record<
    string,
    Node
  >;
  const {hast, toc} = withSectionIds(
    introductionTree(info.description ?? '', schemes),
  );
  const operationsId = 'section/Operations';
  const groups: IndexGroup[] = [];
  for (const page of pages) {
    const last = groups.at(-1);
    const tag: IndexTag = {
      title: page.title,
      route: page.route,
      operations: page.operations.map((operation) => ({
        summary: operation.summary,
        method: operation.method,
        path: operation.path,
        href: `${page.route}#${operation.anchor}`,
      })),
    };
    if (last && last.name === page.group) last.tags.push(tag);
    else
      groups.push({
        name: page.group,
        id:
          page.group === null
            ? null
            : `${operationsId}/${sectionSlug(page.group)}`,
        tags: [tag],
      });
  }
  const license = info.license as {name?: string; url?: string} | undefined;
  const title = typeof info.title === 'string' ? info.title : 'API reference';
  const summary = typeof info.summary === 'string' ? info.summary.trim() : '';
  return {
    title,
    description: summary || firstSentence(info.description ?? '') || title,
    version: typeof info.version === 'string' ? info.version : null,
    summary: summary || null,
    license: license?.name
      ? {name: license.name, url: license.url ?? null}
      : null,
    downloadUrl,
    introduction: hast,
    toc: [
      ...toc,
      {id: operationsId, text: 'Operations', level: 2},
      ...groups.flatMap((group) =>
        group.id && group.name
          ? [{id: group.id, text: group.name, level: 3 as const}]
          : [],
      ),
    ],
    operations: {id: operationsId, title: 'Operations', groups},
  };
}

/** The first sentence of a Markdown text, as plain text. */
export function firstSentence(markdown: string): string {
  const plain = markdown
    .replace(/[#*_`>[\]]/g, '')
    .replace(/\(([^)]*)\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
}
