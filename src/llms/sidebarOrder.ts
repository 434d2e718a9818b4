/**
 * The reading order of the docs: each version's sidebar, depth first (a category's own page, then its
 * items). /llms.txt and /llms-full.txt list pages in this order instead of the converter's, which is
 * alphabetical by address (every generated category page first, "Overview" after "Installation").
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {markdownUrlFor} from './markdownUrl';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** What this needs of a docs version loaded by @docusaurus/plugin-content-docs. */
export interface SidebarVersion {
  docs: readonly {id: string; permalink: string}[];
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
}

/** Markdown URLs of every sidebar entry of the given versions, in reading order. */
export function sidebarOrder(versions: readonly SidebarVersion[]): string[] {
  return versions.flatMap(({docs, sidebars}) => {
    const permalinks = new Map(docs.map((doc) => [doc.id, doc.permalink]));
    const walk = (item: SidebarItem): (string | undefined)[] => {
      if (item.type === 'doc' || item.type === 'ref')
        return [permalinks.get(item.id)];
      if (item.type !== 'category') return [];
      const {link} = item;
      const own =
        link?.type === 'doc' ? permalinks.get(link.id) : link?.permalink;
      return [own, ...item.items.flatMap(walk)];
    };
    return Object.values(sidebars)
      .flatMap((sidebar) => sidebar.flatMap(walk))
      .flatMap((permalink) => (permalink ? [markdownUrlFor(permalink)] : []));
  });
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
