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
 * React 18 drops a click on markup no root has hydrated yet, and a click that reaches Redoc's root
 * while it hydrates may be lost too: the reader would click a tab and see nothing happen. So until
 * `release()` (Redoc has rendered), a click inside `element` is held: it reaches no handler of the
 * page (its default action, if any, still happens), and `release()` clicks the last element held
 * again, once, when Redoc's handlers receive it. If React has rendered that part anew meanwhile
 * (new elements in the same places), the element now in its place is clicked, if it is the same
 * kind of element with the same text (else nothing is). A click on a link is left to the browser,
 * which follows it without any script.
 */
export interface HeldClicks {
  release(): void;
  /** Stops holding without clicking anything (the reference left the page, or Redoc failed). */
  drop(): void;
}

/** Where `target` stands under `root`: the index of each element among its parent's children. */
function placeOf(root: Element, target: Element): number[] {
  const place: number[] = [];
  for (let node = target; node !== root;) {
    const parent = node.parentElement;
    if (!parent) break;
    place.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return place;
}

function elementAt(root: Element, place: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  return node;
}

export function holdClicks(element: Element): HeldClicks {
  const view = element.ownerDocument.defaultView;
  let last: {target: HTMLElement; place: number[]} | undefined;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !element.contains(target)) return;
    if (target.closest('a[href]')) return;
    event.stopPropagation();
    if (target instanceof HTMLElement)
      last = {target, place: placeOf(element, target)};
  };
  view?.addEventListener('click', hold, true);
  const drop = () => {
    view?.removeEventListener('click', hold, true);
    last = undefined;
  };
  return {
    release() {
      const held = last;
      drop();
      if (!held) return;
      const target = held.target.isConnected
        ? held.target
        : elementAt(element, held.place);
      const same =
        target === held.target ||
        (target?.tagName === held.target.tagName &&
          target.textContent === held.target.textContent &&
          !target.closest('a[href]'));
      if (same && target instanceof HTMLElement && target.isConnected)
        target.click();
    },
    drop,
  };
}
