/**
 * The reference is several pages (./splitSpec). On a tag page, Redoc renders the links to the
 * index and to the other pages of its group as plain anchors, which would reload the whole site;
 * this opens them in the app instead, as Docusaurus's
 * own links do, leaving alone what the browser should handle (new tab, download, other sites) and
 * Redoc's own in-page links.
 */
export function pageLinkTarget(
  event: MouseEvent,
  here: {origin: string; pathname: string},
  route: string,
): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>('.redocusaurus a[href]')
      : null;
  if (!link || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href, here.origin);
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  if (!url.pathname.startsWith(route) || !url.pathname.endsWith('/'))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * How long after the page last scrolled Redoc may still write its scroll position into the
 * address: its scroll handler runs at most every 100 ms, the last call up to 100 ms late, and the
 * address is then written on a timer (redoc 2.4.0 `src/services/ScrollService.ts`,
 * `@throttle(100) handleScroll`; `src/services/HistoryService.ts`, `@debounce replace`). A write
 * that comes after the reader has moved to another page replaces that page's `#operation/…` with a
 * section of the page they left.
 */
export const REDOC_SCROLL_WRITE_MS = 150;

/** How long to wait before opening another page so that no late write of Redoc's lands on it. */
export function delayAfterScroll(lastScrollAt: number, now: number): number {
  return Math.max(0, lastScrollAt + REDOC_SCROLL_WRITE_MS - now);
}
