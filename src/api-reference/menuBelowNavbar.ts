/**
 * Redoc's side menu (on a phone, the full-screen menu behind its round button) takes its `top` from
 * its `scrollYOffset` option once, when it mounts. The page mounts it while hydrating, when the
 * theme still passes the server's offset of 0, so the menu started under the sticky navbar, which
 * hid its first entries; and a fixed offset is wrong anyway while the announcement bar pushes the
 * navbar down. This publishes where the navbar really ends as `--rw-navbar-bottom` on the menu
 * (src/css/api-reference.css places it there), on every scroll and resize, at most once a frame.
 */
export const MENU = '.menu-content';

/** Where the sticky navbar ends on screen, in px (0 without a navbar). */
export function navbarBottom(doc: Document): number {
  const navbar = doc.querySelector('nav.navbar');
  return navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : 0;
}

export function followNavbar(
  root: ParentNode,
  win: Window = window,
): () => void {
  const doc = win.document;
  let frame = 0;
  const update = () => {
    frame = 0;
    const menu = root.querySelector<HTMLElement>(MENU);
    if (!menu) return;
    const value = `${Math.round(navbarBottom(doc))}px`;
    if (menu.style.getPropertyValue('--rw-navbar-bottom') !== value)
      menu.style.setProperty('--rw-navbar-bottom', value);
  };
  const schedule = () => {
    frame ||= win.requestAnimationFrame(update);
  };
  win.addEventListener('scroll', schedule, {passive: true});
  win.addEventListener('resize', schedule);
  // Also when Redoc replaces the menu (its render for the browser) or the menu opens.
  const observer = new MutationObserver(schedule);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  update();
  return () => {
    win.removeEventListener('scroll', schedule);
    win.removeEventListener('resize', schedule);
    observer.disconnect();
    win.cancelAnimationFrame(frame);
  };
}
