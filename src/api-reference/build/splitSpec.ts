/**
 * Cuts the OpenAPI document into the pages of the API reference, at build time: one page per tag
 * (`/api/<slug>/`), each a complete OpenAPI document that Redoc renders on its own. The index,
 * `/api/`, is made from the same pages without Redoc (./indexPage). A phone then
 * builds one tag's operations, not all of them (one page of all 102 was 27,000 elements).
 *
 * Each tag's document keeps the info, servers, security and every component its operations
 * reference, directly or through other components, and nothing else, so its sub-spec stays small.
 */
import type {LegacyAnchors} from '../legacyAnchors';
import {HTTP_METHODS, operationAnchor} from '../sectionIds';

export type OpenApiDocument = Record<string, unknown> & {
  info?: Record<string, unknown> & {title?: string; description?: string};
  tags?: TagObject[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  'x-tagGroups'?: {name: string; tags: string[]}[];
};

interface TagObject {
  name: string;
  description?: string;
  'x-displayName'?: string;
}

export type OperationObject = Record<string, unknown> & {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
};

/** Where an operation without a tag is listed (Redoc would show it outside every tag). */
export const UNTAGGED = 'Other';

/** Addresses under /api/ that are files, not tag pages (the llms copies, the download). */
const RESERVED_SLUGS = new Set(['operations', 'openapi.yaml']);

export interface OperationSummary {
  operationId: string | null;
  method: string;
  path: string;
  summary: string;
  /** The operation's description (Markdown). */
  description: string;
  /** Redoc's anchor of the operation on its tag page, without `#`. */
  anchor: string;
  /** The operation object as the document has it. */
  operation: OperationObject;
  /** The `parameters` of its path item, which every operation on the path takes. */
  pathParameters: unknown[];
}

export interface TagPage {
  tag: string;
  slug: string;
  /** `x-displayName`, else the tag's name. */
  title: string;
  /** The `x-tagGroups` group the tag is in, if any. */
  group: string | null;
  description: string;
  /** Site path of the page, e.g. `/api/receipt/`. */
  route: string;
  operations: OperationSummary[];
  spec: OpenApiDocument;
}

export interface SplitReference {
  pages: TagPage[];
  anchors: LegacyAnchors;
  navigation: ApiNavigation;
}

/** Every page of the reference by area, for the menus that lead from one tag page to another. */
export interface ApiNavigation {
  /** The index, e.g. `/api/`. */
  route: string;
  /** In the order of `x-tagGroups`; tags outside every group last, under `name: null`. */
  areas: {name: string | null; pages: {title: string; route: string}[]}[];
}

/** `ReceiptImage` → `receipt-image`, `ApiKey` → `api-key`. */
export function tagSlug(tag: string): string {
  return tag
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function operationsOf(spec: OpenApiDocument) {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) => {
    const pathParameters = Array.isArray(item.parameters)
      ? item.parameters
      : [];
    return HTTP_METHODS.filter(
      (method) => typeof item[method] === 'object',
    ).map((method) => {
      const operation = item[method] as OperationObject;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      return {path, method, operation, pathParameters, tag};
    });
  });
}

/** Every `#/components/<kind>/<name>` reached from `roots`, following references inside components. */
export function referencedComponents(
  spec: OpenApiDocument,
  roots: unknown[],
): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const queue = [...roots];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const match = /^#\/components\/([^/]+)\/(.+)$/.exec(child);
        const [, kind, name] = match ?? [];
        if (kind === undefined || name === undefined) continue;
        const names = found.get(kind) ?? new Set<string>();
        if (names.has(name)) continue;
        names.add(name);
        found.set(kind, names);
        queue.push(spec.components?.[kind]?.[name]);
      } else visit(child);
    }
  };
  while (queue.length > 0) visit(queue.shift());
  return found;
}

function pickComponents(
  spec: OpenApiDocument,
  roots: unknown[],
): Record<string, Record<string, unknown>> {
  const components: Record<string, Record<string, unknown>> = {};
  // Every security scheme stays: Redoc lists the ones an operation accepts by name.
  if (spec.components?.securitySchemes)
    components.securitySchemes = spec.components.securitySchemes;
  for (const [kind, names] of referencedComponents(spec, roots)) {
    const source = spec.components?.[kind] ?? {};
    components[kind] = {
      ...components[kind],
      ...Object.fromEntries(
        [...names]
          .filter((name) => name in source)
          .map((name) => [name, source[name]]),
      ),
    };
  }
  return components;
}

function tagObjects(spec: OpenApiDocument, used: string[]): TagObject[] {
  const declared = spec.tags ?? [];
  const names = declared.map((tag) => tag.name);
  return [
    ...declared.filter((tag) => used.includes(tag.name)),
    ...used.filter((name) => !names.includes(name)).map((name) => ({name})),
  ];
}

/** Tags in the order a reader meets them: by `x-tagGroups`, then the document's own order. */
function orderedTags(
  spec: OpenApiDocument,
  tags: TagObject[],
): {tag: TagObject; group: string | null}[] {
  const groups = spec['x-tagGroups'] ?? [];
  const grouped = groups.flatMap((group) =>
    group.tags
      .map((name) => tags.find((tag) => tag.name === name))
      .filter((tag): tag is TagObject => !!tag)
      .map((tag) => ({tag, group: group.name})),
  );
  const rest = tags
    .filter((tag) => !grouped.some((entry) => entry.tag === tag))
    .map((tag) => ({tag, group: null}));
  return [...grouped, ...rest];
}

export function splitSpec(
  spec: OpenApiDocument,
  baseRoute = '/api/',
): SplitReference {
  const operations = operationsOf(spec);
  const used = [...new Set(operations.map(({tag}) => tag))];
  const tags = orderedTags(spec, tagObjects(spec, used));
  const navigation: ApiNavigation = {route: baseRoute, areas: []};
  for (const {tag, group} of tags) {
    const last = navigation.areas.at(-1);
    const entry = {
      title: displayName(tag),
      route: `${baseRoute}${tagSlug(tag.name)}/`,
    };
    if (last && last.name === group) last.pages.push(entry);
    else navigation.areas.push({name: group, pages: [entry]});
  }
  // No `x-tagGroups` on a page: with them, Redoc 2.4 nests the menu's items in a plain `<ul>` (axe:
  // aria-required-parent, list). The page names its area in its introduction (whereItSits).
  const {'x-tagGroups': _groups, ...document} = spec;
  const slugs = new Map<string, string>();
  const pages = tags.map(({tag, group}): TagPage => {
    const slug = tagSlug(tag.name);
    const clash = [...slugs].find(([, other]) => other === slug);
    if (clash || !slug || RESERVED_SLUGS.has(slug))
      throw new Error(
        `[api-reference] Tag "${tag.name}" cannot have a page of its own: its address /api/${slug}/ ${clash ? `is also tag "${clash[0]}"'s` : 'is taken'}.`,
      );
    slugs.set(tag.name, slug);
    const own = operations.filter((entry) => entry.tag === tag.name);
    const paths: Record<string, Record<string, unknown>> = {};
    for (const {path, method, operation} of own) {
      const shared = Object.fromEntries(
        Object.entries(spec.paths?.[path] ?? {}).filter(
          ([key]) => !(HTTP_METHODS as readonly string[]).includes(key),
        ),
      );
      paths[path] = {
        ...shared,
        ...paths[path],
        [method]: operation.tags ? operation : {...operation, tags: [tag.name]},
      };
    }
    const {description: _intro, ...info} = spec.info ?? {};
    return {
      tag: tag.name,
      slug,
      title: displayName(tag),
      group,
      description: tag.description ?? '',
      route: `${baseRoute}${slug}/`,
      operations: own.map(({path, method, operation, pathParameters}) => ({
        operationId: operation.operationId ?? null,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
        description: operation.description ?? '',
        anchor: operationAnchor(tag.name, operation.operationId, path, method),
        operation,
        pathParameters,
      })),
      spec: {
        ...document,
        info: {
          ...info,
          description: whereItSits(`${baseRoute}${slug}/`, navigation),
        },
        tags: [tag],
        paths,
        components: pickComponents(spec, [paths, spec.security]),
      },
    };
  });
  const anchors: LegacyAnchors = {
    route: baseRoute,
    pages: Object.fromEntries(slugs),
    operations: Object.fromEntries(
      operations
        .filter(({operation}) => operation.operationId)
        .map(({operation, tag}) => [operation.operationId as string, tag]),
    ),
  };
  return {pages, anchors, navigation};
}

function displayName(tag: TagObject): string {
  return tag['x-displayName'] ?? tag.name;
}

/**
 * A tag page's introduction: which tag and area it holds, and a link back to the index. The site's
 * menu of the reference (src/api-reference/components/ApiTagMenu) leads to every other page.
 */
function whereItSits(route: string, navigation: ApiNavigation): string {
  const area = navigation.areas.find(({pages}) =>
    pages.some((page) => page.route === route),
  );
  const title = area?.pages.find((page) => page.route === route)?.title;
  const what = title ? `**${escapeMarkdown(title)}**` : 'one tag';
  // The area, unless it is named as the tag is (Receipts under Receipts).
  const where =
    area?.name && area.name !== title
      ? `, in the area ${escapeMarkdown(area.name)}`
      : '';
  return `This page holds the operations of ${what}${where}. The [API reference](${navigation.route}#section/Operations) lists every operation.`;
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\[\]*_`<>])/g, '\\$1');
}
