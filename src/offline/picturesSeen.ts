/**
 * Offline reading of the pictures a reader saw on the first visit. The service worker is registered
 * only once that visit's page is quiet (./registerWhenIdle.ts) and controls the pages opened after
 * it, so it never sees the pictures this page loaded. Once it is active, this page names them to it
 * (`KEEP_PICTURES`), those shown so far and those shown later (the reader scrolls, or moves to other
 * pages in the app), and the worker keeps them as it keeps the pictures it serves (./sw.js). A page
 * the worker controls sends nothing.
 */
import {isPicture} from './routes.js';
import {KEEP_PICTURES} from './picturesMessage.js';

/** The same-origin pictures among `images` that have been shown (loaded with pixels). */
export function picturesShown(
  images: ArrayLike<HTMLImageElement>,
  origin: string,
): string[] {
  return Array.from(images)
    .filter((image) => image.complete && image.naturalWidth > 0)
    .map((image) => image.currentSrc || image.src)
    .filter((url) => {
      try {
        return new URL(url).origin === origin && isPicture(url);
      } catch {
        return false;
      }
    });
}

export function keepPicturesSeen(
  container: ServiceWorkerContainer,
  document: Document,
): void {
  if (container.controller) return;
  void container.ready.then((registration) => {
    const worker = registration.active;
    if (!worker) return;
    const {origin} = document.location;
    const send = (urls: string[]) => {
      if (urls.length > 0) worker.postMessage({type: KEEP_PICTURES, urls});
    };
    send(picturesShown(document.images, origin));
    // `load` does not bubble: listen in the capture phase, for every image of the document.
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLImageElement)
          send(picturesShown([event.target], origin));
      },
      true,
    );
  });
}
