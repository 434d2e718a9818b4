import {useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import type {ComponentProps, ReactNode} from 'react';
import {StyleSheetManager} from 'styled-components';
import Redoc from '@theme-init/Redoc';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {makeScrollRegionsFocusable} from '@site/src/api-reference/browser/scrollRegions';
import {nameMediaTypeSelects} from '@site/src/api-reference/browser/mediaTypeSelects';
import {levelHeadings} from '@site/src/api-reference/browser/headingLevels';
import {layOutWhenIdle} from '@site/src/api-reference/browser/layOutWhenIdle';
import {keepLinkedSectionInView} from '@site/src/api-reference/browser/keepLinkedSection';
import {createStyleHost} from '@site/src/api-reference/browser/styleHost';
import './styles.css';

type Props = ComponentProps<typeof Redoc>;

/**
 * Once the page has hydrated, the theme rebuilds Redoc's store and view for the browser (the
 * reader's colour mode, a live navbar offset). In light mode the browser's render is the server's
 * markup, so Redoc hydrates with the browser's options at once: one store, one render. In dark
 * mode the server's markup (Redoc's light theme) is not hydrated at all: React leaves it as it is
 * (an element whose children it does not hydrate) and, once the page has hydrated, renders Redoc
 * for the browser in its place, once, with the dark theme. `data-redoc-pending` marks the wait.
 *
 * Redoc's styled-components write their rules into a style host (../../browser/styleHost) that
 * joins the document in one piece, so the hundreds of rules added while Redoc renders cost the
 * browser one restyle, or none in light mode, instead of one per frame.
 */
export default function RedocWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const [startsDark] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.documentElement.dataset.theme === 'dark',
  );
  const [inBrowser] = useState(() => typeof document !== 'undefined');
  const hydrated = useIsBrowser();
  // Whether Redoc is rendered here (not the server's markup kept as it is).
  const rendered = !startsDark || hydrated;
  const redoc = useMemo(() => <Redoc {...props} />, [props]);
  const [styles] = useState(() =>
    typeof document === 'undefined' ? undefined : createStyleHost(document),
  );
  // Dark mode: Redoc's rules join the page before the browser paints what it rendered. Light
  // mode: the server's styles cover what hydration rendered; the rules join with the next one.
  useLayoutEffect(() => {
    if (!rendered || !styles) return undefined;
    return startsDark ? styles.attach() : styles.attachOnNextRule();
  }, [rendered, styles, startsDark]);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let pending = 0;
    const mend = () => {
      pending = 0;
      makeScrollRegionsFocusable(root);
      nameMediaTypeSelects(root);
      levelHeadings(root);
    };
    mend();
    // Redoc re-renders parts after hydration and renders a sample panel only when its tab is
    // chosen: mend what appears, once per frame.
    const observer = new MutationObserver(() => {
      pending ||= requestAnimationFrame(mend);
    });
    observer.observe(root, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      cancelAnimationFrame(pending);
    };
  }, []);
  // A linked tag or operation stays on screen while the sections above it are laid out.
  useEffect(
    () =>
      rendered && container.current
        ? keepLinkedSectionInView(container.current)
        : undefined,
    [rendered],
  );
  useEffect(
    () =>
      hydrated ? layOutWhenIdle(container.current ?? document) : undefined,
    [hydrated],
  );
  return (
    <div ref={container} data-redoc-pending={hydrated ? undefined : 'true'}>
      {rendered ? (
        <div key="rendered">
          <BrowserContext.Provider value={inBrowser}>
            <StyleSheetManager
              target={styles?.element}
              disableCSSOMInjection={!!styles}>
              {redoc}
            </StyleSheetManager>
          </BrowserContext.Provider>
        </div>
      ) : (
        // Same element as the server's `rendered` div; its children stay the server's.
        <div
          key="server"
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      )}
    </div>
  );
}
