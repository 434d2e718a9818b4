/**
 * A tag page of the API reference reads, scrolls and follows its links in the server's markup
 * alone; Redoc's code is needed only once the reader uses one of its controls (a sample's tab, a
 * schema's "expand" button). So in light mode the page starts Redoc at the reader's first sign of
 * intent inside the reference (src/api-reference/theme/Redoc): a pointer over it, a touch, a key
 * or focus. On a phone that keeps Redoc's chunk and its hydration of some 5,000 elements out of the
 * page's load.
 */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
] as const;

/** Calls `start` once, at the first intent event inside `element`; returns a function that stops listening. */
export function onFirstIntent(
  element: EventTarget,
  start: () => void,
): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS)
      element.removeEventListener(type, handle, true);
  };
  const handle = () => {
    stop();
    start();
  };
  for (const type of INTENT_EVENTS)
    element.addEventListener(type, handle, {capture: true, passive: true});
  return stop;
}

/**
 * React 18 drops a click on markup no root has hydrated yet, so a click that arrives while Redoc's
 * code is still on its way would be lost: the reader would click a tab and see nothing happen. This
 * remembers the last element clicked inside `element` until `stop()` (Redoc's root is created: from
 * then on React itself hydrates what a click reaches and hands the click to Redoc, so a click held
 * after that would reach Redoc a second time), and `release()` clicks it again if it is
 * still in the page (then Redoc's handlers receive it). A click on a link is left to the browser,
 * which follows it without any script.
 */
export interface HeldClicks {
  /** Stops recording clicks, keeping the last one recorded for `release()`. */
  stop(): void;
  release(): void;
  /** Stops holding without clicking anything (the reference left the page). */
  drop(): void;
}

export function holdClicks(element: Element): HeldClicks {
  const view = element.ownerDocument.defaultView;
  let last: HTMLElement | undefined;
  const record = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !element.contains(target)) return;
    if (target.closest('a[href]')) return;
    if (target instanceof HTMLElement) last = target;
  };
  view?.addEventListener('click', record, true);
  const stop = () => view?.removeEventListener('click', record, true);
  const drop = () => {
    stop();
    last = undefined;
  };
  return {
    stop,
    release() {
      const target = last;
      drop();
      if (target?.isConnected) target.click();
    },
    drop,
  };
}
