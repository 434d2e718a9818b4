/**
 * The API reference's operations start with `content-visibility: auto` (src/api-reference/theme/Redoc/styles.css), so hydrating
 * the page does not restyle the sections nobody sees yet. Once it has settled, this lays them out one
 * at a time while the browser is idle, by marking each `data-laid-out`: afterwards the page is an
 * ordinary one, where accessibility checkers measure real positions and colours (on skipped content
 * axe reports false contrast failures) and nothing is laid out late when the reader scrolls.
 *
 * One section per idle moment: marking costs nothing, and the browser lays out what was marked in
 * its next frame. On Lighthouse's throttled phone one operation of `/api/receipt/` takes 60-140 ms
 * to lay out; marking while the idle deadline lasted put several in one frame (up to 200 ms).
 */
export const OPERATION_SECTIONS =
  "[data-section-id*='/operation/']:not([data-laid-out])";

export type ScheduleIdle = (callback: () => void) => () => void;

/** requestIdleCallback where the browser has it (not Safari), otherwise a short timeout. */
export const scheduleIdle: ScheduleIdle = (callback) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, {timeout: 2000});
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 50);
  return () => clearTimeout(handle);
};

/** Starts laying sections out; returns a function that stops it (for unmounting). */
export function layOutWhenIdle(
  root: ParentNode,
  schedule: ScheduleIdle = scheduleIdle,
): () => void {
  let cancel = () => {};
  const step = () => {
    const sections = root.querySelectorAll(OPERATION_SECTIONS);
    sections[0]?.setAttribute('data-laid-out', '');
    if (sections.length > 1) cancel = schedule(step);
  };
  cancel = schedule(step);
  return () => cancel();
}
