/**
 * The not-found HTML is rendered once, for /404.html, and the host sends it for every unknown address.
 * When React hydrates it at /docs/5.x/..., the navbar reads the address (version dropdown label and
 * targets, the Documentation link) and renders something else than the HTML holds: hydration errors,
 * then a full client render. During that first render the navbar is given the address the HTML was
 * rendered for (src/theme/Navbar); once hydrated it renders for the real one.
 */
export const NOT_FOUND_MARKER = 'data-not-found-page';
export const NOT_FOUND_HTML_PATH = '/404.html';

/** True while the browser hydrates HTML that holds the not-found page. */
export function isHydratingNotFoundHtml(isBrowser: boolean): boolean {
  return (
    !isBrowser &&
    typeof document !== 'undefined' &&
    document.querySelector(`[${NOT_FOUND_MARKER}]`) !== null
  );
}
