/**
 * When a page's code cannot be downloaded (the network dropped after the first page), Docusaurus
 * logs the failed preload and reloads the page; if the code still cannot be fetched, the app never
 * starts and the reader is left with a page that does not respond. This shows what went wrong and
 * a Retry button instead. Plain DOM: React is not running when this happens.
 */
export const CHUNK_ERROR_ID = 'rw-chunk-load-error';

export function isChunkLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(reason.message)
  );
}

export function showChunkLoadError(
  doc: Document,
  error: Error,
  retry: () => void,
): HTMLElement {
  doc.getElementById(CHUNK_ERROR_ID)?.remove();
  const box = doc.createElement('div');
  box.id = CHUNK_ERROR_ID;
  box.setAttribute('role', 'alert');
  const message = doc.createElement('p');
  message.textContent = `This page could not be loaded: ${error.message}. Check your network connection, then retry.`;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Retry';
  button.addEventListener('click', retry);
  box.append(message, button);
  doc.body.prepend(box);
  button.focus();
  return box;
}
