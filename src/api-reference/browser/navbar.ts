/** Where the sticky navbar ends on screen, in px (0 without a navbar). */
export function navbarBottom(doc: Document): number {
  const navbar = doc.querySelector('nav.navbar');
  return navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : 0;
}
