/**
 * Client module (plugin-pwa's `swRegister`): starts the plugin's own registration
 * (`@docusaurus/plugin-pwa/lib/registerSw.js`: service worker, offline mode, reload prompt) only
 * after the page has loaded and the network has been quiet for a while. Its code is a separate
 * chunk, so a first visit downloads neither it nor anything it precaches before the page is done.
 * Skipped when the browser has no service workers, or when the reader asked it to save data
 * (Save-Data): then the site behaves as one without offline reading.
 */

/** How long the network must stay quiet after load before the background download starts. */
export const QUIET_MS = 2000;

interface NetworkInformation {
  saveData?: boolean;
}

export function offlineReadingWanted(
  navigator: Navigator & {connection?: NetworkInformation},
): boolean {
  return (
    'serviceWorker' in navigator && navigator.connection?.saveData !== true
  );
}

/**
 * Resolves once the page has loaded and then fetched nothing for `quietMs`. Resource timing
 * entries mark each download as it ends; a long download keeps the page "busy" until it finishes
 * because its entry arrives only then, so `quietMs` restarts after it.
 */
export async function whenNetworkQuiet(quietMs: number): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) =>
      window.addEventListener('load', resolve, {once: true}),
    );
  await new Promise<void>((resolve) => {
    let timer = window.setTimeout(done, quietMs);
    const observer =
      typeof PerformanceObserver === 'function'
        ? new PerformanceObserver(() => {
            window.clearTimeout(timer);
            timer = window.setTimeout(done, quietMs);
          })
        : undefined;
    observer?.observe({type: 'resource'});
    function done(): void {
      observer?.disconnect();
      resolve();
    }
  });
}

/** And then for the main thread to be idle, so React has finished starting the page. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback; there the quiet network is enough.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), {timeout: 10_000});
    else resolve();
  });
}

if (typeof window !== 'undefined' && offlineReadingWanted(window.navigator)) {
  void whenNetworkQuiet(QUIET_MS)
    .then(whenIdle)
    .then(() => import('@docusaurus/plugin-pwa/lib/registerSw.js'))
    // The pictures this page showed before a service worker existed (./picturesSeen.ts).
    .then(() => import('./picturesSeen'))
    .then(({keepPicturesSeen}) =>
      keepPicturesSeen(window.navigator.serviceWorker, document),
    );
}
