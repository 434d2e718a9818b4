/**
 * When a response can come in more than one media type, Redoc's samples panel shows the visible
 * text "Content type" beside a `<select>` that is not tied to it, so the control has no accessible
 * name (axe: select-name). Give each such select that name.
 */
const MEDIA_TYPE_SELECTS = '[role="tabpanel"] select:not([aria-label])';

export function nameMediaTypeSelects(root: ParentNode): number {
  const selects = Array.from(root.querySelectorAll(MEDIA_TYPE_SELECTS));
  for (const select of selects)
    select.setAttribute('aria-label', 'Content type');
  return selects.length;
}
