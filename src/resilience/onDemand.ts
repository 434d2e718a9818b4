/**
 * Something downloaded when first needed (a chunk, the search index), shared by every caller and
 * readable synchronously once it has arrived. A failed download is not kept: the next call tries
 * again, since the network may be back.
 */
export interface OnDemand<T> {
  /** Starts the download once; later calls share it. After a failure the next call tries again. */
  load: () => Promise<T>;
  /** The module if it has arrived. */
  current: () => T | undefined;
}

/**
 * `onError` hears of each failed download once, however many callers were waiting for it; they
 * still get the rejection.
 */
export function onDemand<T>(
  importer: () => Promise<T>,
  onError: (error: unknown) => void = () => undefined,
): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const load = (): Promise<T> => {
    pending ??= importer().then(
      (module) => {
        value = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        onError(error);
        throw error;
      },
    );
    return pending;
  };
  return {load, current: () => value};
}
