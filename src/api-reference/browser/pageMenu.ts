/**
 * Which operation of a tag page is being read, for the page's menu (src/api-reference/components/ApiTagMenu;
 * its operations: ./sectionIds `pageOperations`), followed as the reader scrolls.
 * The page follows it once, for both of its menus (src/api-reference/theme/ApiDoc). A plain module: the page
 * runs it in the browser, the unit tests in Node.
 */
import {navbarBottom} from './navbar';

/** Where a section is on screen: its id and the top of its box, in viewport px. */
export interface SectionTop {
  id: string;
  top: number;
}

/**
 * The section being read: the last one (in page order) whose top has reached `line`, the bottom
 * of the sticky navbar plus a little; null above the first, where the tag's introduction is.
 */
export function sectionAt(sections: SectionTop[], line: number): string | null {
  let current: string | null = null;
  for (const {id, top} of sections) {
    if (top > line) break;
    current = id;
  }
  return current;
}

/** How far under the navbar a section's top may be and still count as the one being read, px. */
export const READING_LINE = 8;

/**
 * Calls `onChange` with the id of the section being read whenever it changes (once at the start),
 * reading positions at most once a frame while the page scrolls or resizes. Returns a function
 * that stops it.
 */
export function followReading(
  ids: readonly string[],
  onChange: (id: string | null) => void,
  win: Window = window,
): () => void {
  const doc = win.document;
  let frame = 0;
  let last: string | null | undefined;
  const update = () => {
    frame = 0;
    const line = navbarBottom(doc) + READING_LINE;
    const sections = ids.flatMap((id) => {
      const element = doc.querySelector(
        `[data-section-id="${CSS.escape(id)}"]`,
      );
      return element ? [{id, top: element.getBoundingClientRect().top}] : [];
    });
    const current = sectionAt(sections, line);
    if (current !== last) onChange((last = current));
  };
  const schedule = () => {
    frame ||= win.requestAnimationFrame(update);
  };
  win.addEventListener('scroll', schedule, {passive: true});
  win.addEventListener('resize', schedule);
  schedule();
  return () => {
    win.removeEventListener('scroll', schedule);
    win.removeEventListener('resize', schedule);
    win.cancelAnimationFrame(frame);
  };
}
