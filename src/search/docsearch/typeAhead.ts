/**
 * Keys typed after the search shortcut (or a tap on the search button) while the modal's code is
 * still downloading. They are kept, and the modal starts with them as its query (`initialQuery`), so
 * none is lost however long the download takes. Once the modal is there, a key typed before its
 * input has focus moves focus to the input, where the browser then types it; from then on the
 * input has the keys and this listener steps aside.
 */

/** `text` after the key of `event`, or null when the key types nothing (a shortcut, Enter, an arrow, a composition). */
export function typeKey(text: string, event: KeyboardEvent): string | null {
  if (event.isComposing) return null;
  if ((event.ctrlKey || event.metaKey) && !event.getModifierState('AltGraph'))
    return null;
  if (event.key === 'Backspace') return Array.from(text).slice(0, -1).join('');
  return Array.from(event.key).length === 1 ? text + event.key : null;
}

export interface TypeAheadOptions {
  /** What was typed before (after a shortcut the inline script caught: ./earlyShortcut.ts). */
  text?: string;
  /** The modal's input once the modal is rendered, else null. */
  input: () => HTMLElement | null;
  /** The keys typed so far, after each one. */
  onText: (text: string) => void;
}

/** Listens on `target` (the window) until the modal's input has the focus, or the returned stop. */
export function startTypeAhead(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  {text: typedBefore = '', input, onText}: TypeAheadOptions,
): () => void {
  let text = typedBefore;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = typeKey(text, event);
    if (next === null) return;
    const field = input();
    if (field) {
      // Focus moved during keydown: the browser types this key into the input. The event itself
      // still travels from where it started (the page), so it stops here.
      field.focus();
      event.stopPropagation();
      stop();
      return;
    }
    // Kept for the query, not acted on by the page (a space would scroll it).
    event.preventDefault();
    text = next;
    onText(text);
  };
  const stop = () => target.removeEventListener('keydown', onKeyDown, true);
  // Capturing, so the key is ours before anything in the page sees it.
  target.addEventListener('keydown', onKeyDown, true);
  return stop;
}
