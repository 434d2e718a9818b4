import {Suspense, lazy, useCallback, useEffect, useRef, useState} from 'react';
import type {ReactNode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import type {Root} from 'react-dom/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import {makeScrollRegionsFocusable} from '@site/src/api-reference/browser/scrollRegions';
import {nameMediaTypeSelects} from '@site/src/api-reference/browser/mediaTypeSelects';
import {levelHeadings} from '@site/src/api-reference/browser/headingLevels';
import {layOutWhenIdle} from '@site/src/api-reference/browser/layOutWhenIdle';
import {keepLinkedSectionInView} from '@site/src/api-reference/browser/keepLinkedSection';
import {
  holdClicks,
  onFirstIntent,
} from '@site/src/api-reference/browser/startOnIntent';
import type {RedocProps} from './InBrowser';
import './styles.css';

type Props = RedocProps;

// Redoc's code (with styled-components) is a chunk of its own, downloaded only when Redoc is to run.
const loadRedoc = () => import('./InBrowser');
const LazyRedoc = lazy(loadRedoc);

/** Calls `onShown` once what it stands beside has been committed (hydrated or rendered). */
function Shown({onShown}: {onShown: () => void}): null {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * The reference's three ways to start, all rendering the same tree under the container's inner
 * div (a Suspense boundary around Redoc):
 * - **Light mode, the page hydrating** (a reader opening the page): the server's markup is the
 *   page until the reader shows intent in it (src/api-reference/browser/startOnIntent). The page's
 *   root keeps it unhydrated (an element whose children React does not hydrate, as
 *   `src/theme/CodeBlock` does), and no Redoc code is downloaded. At the first pointer, touch, key
 *   or focus inside, Redoc's chunk is downloaded and hydrates that markup in a React root of its
 *   own: the elements stay, and so does focus. That root is given what Redoc reads from the page:
 *   "is browser" and the colour mode's provider (Docusaurus's own context needs no provider). A
 *   click that arrives before Redoc has rendered is held, and clicked again once it has.
 *   `data-redoc-waiting` marks the page before intent, `data-redoc-pending` the download and
 *   hydration.
 * - **Dark mode, the page hydrating**: the server's markup (Redoc's light theme) is kept unhydrated
 *   and, once the page has hydrated, Redoc renders in its place in the page's root, once, with the
 *   dark theme; `data-redoc-pending` until it has.
 * - **Arriving from another page of the site**: Redoc renders in the page's root.
 * If the reader switches colour mode while Redoc's own root runs (or before it has), Redoc renders
 * in the page's root with the new theme.
 */
export default function RedocWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const [startsDark] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.documentElement.dataset.theme === 'dark',
  );
  const [inBrowser] = useState(() => typeof document !== 'undefined');
  const hydrated = useIsBrowser();
  const {colorMode} = useColorMode();
  // Redoc in a root of its own at the reader's first intent: a light page, hydrating.
  const [inPage, setInPage] = useState(
    () => typeof document === 'undefined' || hydrated || startsDark,
  );
  const [started, setStarted] = useState(false);
  // How many times Redoc has committed a render of its own (not the server's markup).
  const [shown, setShown] = useState(0);
  // Whether Redoc is rendered here (not the server's markup kept as it is).
  const rendered = inPage && (!startsDark || hydrated);
  // The reader switched to dark mode: Redoc's own root is light, so Redoc renders here.
  if (!inPage && colorMode !== 'light') setInPage(true);
  // Redoc in a root of its own, from the reader's first intent until Redoc renders in the page.
  useEffect(() => {
    const root = container.current;
    const host = placeholder.current;
    if (inPage || !root || !host) return undefined;
    const clicks = holdClicks(root);
    let island: Root | undefined;
    let cancelled = false;
    const stop = onFirstIntent(root, () => {
      setStarted(true);
      loadRedoc()
        .then(({default: Component}) => {
          if (cancelled) return;
          const onShown = () => {
            setShown((times) => times + 1);
            clicks.release();
          };
          island = hydrateRoot(
            host,
            <Suspense fallback={null}>
              <Component {...props} inBrowser hydrates ownRoot />
              <Shown onShown={onShown} />
            </Suspense>,
          );
        })
        .catch((error: unknown) => {
          clicks.drop();
          console.error('The API reference could not start Redoc:', error);
        });
    });
    return () => {
      cancelled = true;
      stop();
      clicks.drop();
      // Not while React commits the page's root: once it has.
      const running = island;
      if (running) setTimeout(() => running.unmount());
    };
    // The props are the route's: they do not change while the page stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inPage]);
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
  // A linked tag or operation stays on screen while the sections above it are laid out: from the
  // first render that has sections (the server's markup, or Redoc's once its code has arrived).
  const stopKeeping = useRef<() => void>(undefined);
  useEffect(() => {
    const root = container.current;
    if (!stopKeeping.current && root?.querySelector('[data-section-id]'))
      stopKeeping.current = keepLinkedSectionInView(root);
  }, [shown]);
  useEffect(() => () => stopKeeping.current?.(), []);
  // Again each time Redoc renders sections of its own in place of the server's.
  useEffect(
    () =>
      hydrated ? layOutWhenIdle(container.current ?? document) : undefined,
    [hydrated, shown],
  );
  const onShown = useCallback(() => setShown((times) => times + 1), []);
  const waiting = !inPage && !started;
  // While the page hydrates, the attributes are the server's (React keeps those it finds).
  return (
    <div
      ref={container}
      data-redoc-waiting={hydrated && waiting ? 'true' : undefined}
      data-redoc-pending={
        !hydrated || (!waiting && shown === 0) ? 'true' : undefined
      }>
      {rendered ? (
        <div key="rendered">
          <Suspense fallback={null}>
            <LazyRedoc {...props} inBrowser={inBrowser} hydrates={false} />
            <Shown onShown={onShown} />
          </Suspense>
        </div>
      ) : (
        // Same element as the server's `rendered` div; its children stay the server's, or Redoc's own root's.
        <div
          key="server"
          ref={placeholder}
          dangerouslySetInnerHTML={{__html: ''}}
          suppressHydrationWarning
        />
      )}
    </div>
  );
}
