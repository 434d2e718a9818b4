/**
 * Client module: load the next page's code when the reader shows intent (hovering or touching a
 * link, which Docusaurus handles with `preload`), not for every link that scrolls into view.
 * Docusaurus's viewport prefetch downloaded 60–75 KB per first visit (the sidebar's pages, the
 * API spec behind the navbar's API link), data a reader on a phone mostly never uses.
 */
import {disableViewportPrefetch} from '../resilience/prefetch';

// Runs on the first render too (in a layout effect), before any link reports being visible.
export function onRouteDidUpdate(): void {
  disableViewportPrefetch(window);
}
