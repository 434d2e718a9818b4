/**
 * The reference is several pages (./splitSpec). Redoc renders the index's links to them as plain
 * anchors, which would reload the whole site; this opens them in the app instead, as Docusaurus's
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
