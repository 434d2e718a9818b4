/**
 * Where Redoc's styles are written while it renders in the browser. Redoc styles itself with
 * styled-components, which adds each component's rules as it first renders: on a tag page a few
 * hundred rules (304 on `/api/receipt/`), added at some 70 moments of React's hydration. Each
 * addition to a style sheet of the document had the browser restyle the whole page in its next
 * frame: 8 of those restyles took 75-95 ms each on Lighthouse's throttled phone.
 *
 * The host is an element outside the document that styled-components writes into
 * (`StyleSheetManager`'s `target`, with text rather than CSSOM insertion, since a detached style
 * element has no CSSOM sheet). It joins the document's head in one piece, one restyle:
 * - `attach()` at once, when what Redoc rendered has no other styles (dark mode, where the
 *   server's markup is replaced);
 * - `attachOnNextRule()` when styled-components next writes a rule, when the server's copy of
 *   the same rules (Redoc's server styles, for the light theme) already styles what hydration
 *   rendered: until the reader opens something not rendered on the server, nothing is restyled.
 *   The observer's callback runs before the browser next paints.
 * Each returns a function that takes the host out again, when the reference leaves the page.
 */
export interface StyleHost {
  element: HTMLElement;
  attach(): () => void;
  attachOnNextRule(): () => void;
}

export function createStyleHost(doc: Document): StyleHost {
  const element = doc.createElement('div');
  element.dataset.redocStyles = '';
  let observer: MutationObserver | undefined;
  const join = () => {
    observer?.disconnect();
    observer = undefined;
    if (!element.isConnected) doc.head.append(element);
  };
  const leave = () => {
    observer?.disconnect();
    observer = undefined;
    element.remove();
  };
  return {
    element,
    attach() {
      join();
      return leave;
    },
    attachOnNextRule() {
      observer = new MutationObserver(join);
      observer.observe(element, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      return leave;
    },
  };
}
