/**
 * Where Redoc's styles are written while it renders in the browser. Redoc styles itself with
 * styled-components, which adds each component's rules as it first renders: on a tag page a few
 * hundred rules (304 on `/api/receipt/`), added at some 70 moments of React's hydration. Each
 * addition to a style sheet of the document had the browser restyle the whole page in its next
 * frame: 8 of those restyles took 75-95 ms each on Lighthouse's throttled phone. The server's copy
 * of the same rules (Redoc's server styles) already styles the page meanwhile, so the browser's
 * copy can wait.
 *
 * The host is an element outside the document that styled-components writes into
 * (`StyleSheetManager`'s `target`, with text rather than CSSOM insertion, since a detached style
 * element has no CSSOM sheet); `attach` puts it in the document's head, where its rules take effect
 * in one restyle, and anything written afterwards applies at once. The function it returns takes it
 * out again, when the reference leaves the page.
 */
export interface StyleHost {
  element: HTMLElement;
  attach(): () => void;
}

export function createStyleHost(doc: Document): StyleHost {
  const element = doc.createElement('div');
  element.dataset.redocStyles = '';
  return {
    element,
    attach() {
      doc.head.append(element);
      return () => element.remove();
    },
  };
}
