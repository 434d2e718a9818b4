/**
 * Resolves once the page has loaded and then fetched nothing for `quietMs`: the moment offline
 * reading may start downloading in the background without competing with what the reader opened.
 * Resource timing entries mark each download as it ends; a long download keeps the page "busy"
 * until it finishes because its entry arrives only then, so `quietMs` restarts after it.
 */
export interface QuietHost {
  document: Pick<Document, 'readyState'>;
  addEventListener: (
    type: 'load',
    listener: () => void,
    options: {once: true},
  ) => void;
  PerformanceObserver?: typeof PerformanceObserver;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

function loaded(host: QuietHost): Promise<void> {
  if (host.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) =>
    host.addEventListener('load', () => resolve(), {once: true}),
  );
}

export async function whenNetworkQuiet(
  host: QuietHost,
  quietMs: number,
): Promise<void> {
  await loaded(host);
  await new Promise<void>((resolve) => {
    let timer = host.setTimeout(done, quietMs);
    const observer = host.PerformanceObserver
      ? new host.PerformanceObserver(() => {
          host.clearTimeout(timer);
          timer = host.setTimeout(done, quietMs);
        })
      : undefined;
    observer?.observe({type: 'resource'});
    function done(): void {
      observer?.disconnect();
      resolve();
    }
  });
}
