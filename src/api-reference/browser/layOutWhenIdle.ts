/**
 * The API reference's operations start with `content-visibility: auto` (src/api-reference/theme/Redoc/styles.css), so hydrating
 * the page does not restyle the sections nobody sees yet. Once it has settled, this lays them out a
 * few at a time while the browser is idle, by marking each `data-laid-out`: afterwards the page is an
 * ordinary one, where accessibility checkers measure real positions and colours (on skipped content
 * axe reports false contrast failures) and nothing is laid out late when the reader scrolls.
 */
export const OPERATION_SECTIONS =
  "[data-section-id*='/operation/']:not([data-laid-out])";

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export type ScheduleIdle = (
  callback: (deadline: IdleDeadlineLike) => void,
) => () => void;

/** requestIdleCallback where the browser has it (not Safari), otherwise a short timeout. */
export const scheduleIdle: ScheduleIdle = (callback) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, {timeout: 2000});
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => callback({timeRemaining: () => 8}), 50);
  return () => clearTimeout(handle);
};

/** Starts laying sections out; returns a function that stops it (for unmounting). */
export function layOutWhenIdle(
  root: ParentNode,
  schedule: ScheduleIdle = scheduleIdle,
): () => void {
  let cancel = () => {};
  const step = (deadline: IdleDeadlineLike) => {
    const sections = Array.from(root.querySelectorAll(OPERATION_SECTIONS));
    // At least one per callback, so a busy page still gets there.
    let next = 0;
    do {
      sections[next]?.setAttribute('data-laid-out', '');
      next += 1;
    } while (next < sections.length && deadline.timeRemaining() > 10);
    if (next < sections.length) cancel = schedule(step);
  };
  cancel = schedule(step);
  return () => cancel();
}
