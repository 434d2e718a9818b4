/**
 * Redoc jumps from an operation's h2 straight to h5 ("Request Body schema", "Responses"), which
 * screen-reader users meet as a skipped outline (axe: heading-order). The elements are Redoc's,
 * so we only state the level they have in the outline with `aria-level`.
 */
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** Gives each heading that skips levels the level it holds in the outline; returns how many changed. */
export function levelHeadings(root: ParentNode): number {
  const open: Array<{tagLevel: number; level: number}> = [];
  let changed = 0;
  for (const heading of Array.from(root.querySelectorAll(HEADINGS))) {
    const tagLevel = Number(heading.tagName.slice(1));
    while (open.length > 0 && (open.at(-1)?.tagLevel ?? 0) >= tagLevel)
      open.pop();
    const level = Math.min(tagLevel, (open.at(-1)?.level ?? 0) + 1);
    open.push({tagLevel, level});
    if (level === tagLevel) {
      heading.removeAttribute('aria-level');
    } else if (heading.getAttribute('aria-level') !== String(level)) {
      heading.setAttribute('aria-level', String(level));
      changed += 1;
    }
  }
  return changed;
}
