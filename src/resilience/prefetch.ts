/** Turns Docusaurus's prefetch-on-visibility into a no-op, leaving preload-on-intent untouched. */
export interface DocusaurusPrefetcher {
  prefetch: (url: string) => false | Promise<void[]>;
  preload: (url: string) => false | Promise<void[]>;
}

const noPrefetch = (): false => false;

/**
 * Links call `window.docusaurus.prefetch` when they become visible. The object Docusaurus puts
 * there is read-only, so it is replaced by a copy whose prefetch does nothing.
 */
export function disableViewportPrefetch(host: {
  docusaurus?: DocusaurusPrefetcher;
}): void {
  const current = host.docusaurus;
  if (current && current.prefetch !== noPrefetch)
    host.docusaurus = {...current, prefetch: noPrefetch};
}
