/**
 * The reading order of the docs: each version's sidebar, depth first (a category's own page, then its
 * items). /llms.txt and /llms-full.txt list pages in this order instead of the converter's, which is
 * alphabetical by address (every generated category page first, "Overview" after "Installation").
 */
import {markdownUrlFor} from './markdownUrl';

/** What this needs of a docs version loaded by @docusaurus/plugin-content-docs. */
export interface SidebarVersion {
  docs: readonly {id: string; permalink: string}[];
  sidebars: Readonly<Record<string, readonly unknown[]>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Markdown URLs of every sidebar entry of the given versions, in reading order. */
export function sidebarOrder(versions: readonly SidebarVersion[]): string[] {
  const order: string[] = [];
  for (const version of versions) {
    const permalinks = new Map(
      version.docs.map((doc) => [doc.id, doc.permalink]),
    );
    const add = (permalink: string | undefined): void => {
      if (permalink) order.push(markdownUrlFor(permalink));
    };
    const walk = (items: readonly unknown[]): void => {
      for (const item of items) {
        if (!isRecord(item)) continue;
        if (item.type === 'doc' || item.type === 'ref')
          add(permalinks.get(String(item.id)));
        if (item.type !== 'category') continue;
        const link = isRecord(item.link) ? item.link : undefined;
        if (link?.type === 'doc') add(permalinks.get(String(link.id)));
        if (
          link?.type === 'generated-index' &&
          typeof link.permalink === 'string'
        )
          add(link.permalink);
        if (Array.isArray(item.items)) walk(item.items);
      }
    };
    Object.values(version.sidebars).forEach(walk);
  }
  return order;
}

/** Sorts entries by their place in `order`; entries not in it keep their relative order, after the others. */
export function inOrder<T extends {url: string}>(
  entries: readonly T[],
  order: readonly string[],
): T[] {
  const rank = new Map(order.map((url, index) => [url, index] as const));
  return entries
    .map((entry, index) => ({
      entry,
      key: rank.get(entry.url) ?? order.length + index,
    }))
    .sort((a, b) => a.key - b.key)
    .map(({entry}) => entry);
}
