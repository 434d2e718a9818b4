/**
 * A link to a tag or an operation of the API reference (`#tag/X`, `#tag/X/operation/Y`, or the older
 * `#operation/Y`, which Redoc resolves to the operation's inner row of the same `data-section-id`)
 * opens the page scrolled to it. The operations above it are then laid out late (content-visibility
 * in src/api-reference/theme/Redoc/styles.css, ./layOutWhenIdle), each changing from an estimated 1,200 px to its real height, and
 * the browser's own scroll anchoring gives up once many change at once: the page ended up to
 * 100,000 px away from the link. This keeps the linked section where Redoc put it, just under the
 * sticky navbar, whenever the layout above it changes, until the reader scrolls, clicks, touches or
 * presses a key.
 */
import {navbarBottom} from './navbar';

export const READER_INPUT = [
  'wheel',
  'touchstart',
  'pointerdown',
  'mousedown',
  'keydown',
] as const;

/** The element a location hash names, if it is a section of the reference. */
export function linkedSection(root: ParentNode, hash: string): Element | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (!id) return null;
  return root.querySelector(`[data-section-id="${CSS.escape(id)}"]`);
}

/** Where Redoc scrolls a section to: its top one pixel under the navbar (ScrollService.scrollIntoView). */
export function anchorOffset(doc: Document): number {
  return Math.max(0, navbarBottom(doc) - 1);
}

/** Starts keeping the linked section in view; returns a function that stops it (for unmounting). */
export function keepLinkedSectionInView(
  root: Element,
  win: Window = window,
): () => void {
  const doc = root.ownerDocument;
  const hash = win.location.hash;
  let target = linkedSection(root, hash);
  if (!target) return () => {};
  const reAnchor = () => {
    // Redoc renders again for the browser once hydrated, and may replace the element.
    if (!target?.isConnected) target = linkedSection(root, hash);
    if (!target) return;
    const drift = target.getBoundingClientRect().top - anchorOffset(doc);
    if (Math.abs(drift) > 1) win.scrollBy(0, drift);
  };
  // Resize observations are delivered after layout and before paint: the reader never sees the jump.
  const observer = new ResizeObserver(reAnchor);
  observer.observe(root);
  root
    .querySelectorAll('[data-section-id]')
    .forEach((section) => observer.observe(section));
  // Scrolls the reader did not ask for (the browser's scroll anchoring, Redoc's re-render) too.
  win.addEventListener('scroll', reAnchor, {passive: true});
  const stop = () => {
    observer.disconnect();
    win.removeEventListener('scroll', reAnchor);
    for (const type of READER_INPUT) win.removeEventListener(type, stop, true);
  };
  for (const type of READER_INPUT)
    win.addEventListener(type, stop, {capture: true, passive: true});
  reAnchor();
  return stop;
}
