/**
 * The search shortcut from the moment the page is shown. DocSearch's keyboard hook
 * (`useDocSearchKeyboardEvents`) listens only once React has hydrated the search bar: 0.8 s after
 * `load` on an idle machine, 2–3.6 s with the CPU slowed 4×. Until then Ctrl/⌘ K went to the
 * browser's own search and the keys typed after it to the page.
 *
 * So every page's <head> carries `listenForSearchShortcut` as an inline script (the search-index
 * plugin adds it with the local index; src/hosting/headers.ts allows it by its hash, as it does
 * Docusaurus's own inline scripts). It catches Ctrl/⌘ K, and "/" outside a field, as DocSearch's hook
 * would, keeps the browser from acting on them, and keeps the keys typed after them. When the search
 * bar mounts, `takeEarlySearch` stops it and hands over what it caught: the bar then opens the modal
 * with those keys as its query (./useSearchModal.ts), and DocSearch's hook takes over.
 */

/** The window property through which the inline script hands over (written only by it). */
export const EARLY_SEARCH_PROPERTY = '__earlySearchShortcut';

/** What the inline script caught before the search bar was there. */
export interface EarlySearch {
  /** The shortcut was pressed (and not taken back with Escape or a second Ctrl/⌘ K). */
  open: boolean;
  /** The keys typed after it. */
  text: string;
}

interface EarlyHandle {
  handOver: () => EarlySearch;
}

/**
 * Runs in the page before any bundle, as the text of an inline script (`earlyShortcutScript`), so it
 * must stay self-contained: no import, no outside name, syntax every supported browser runs as is.
 * Which keys type what follows ./typeAhead.ts `typeKey`; which open search, DocSearch's hook.
 */
export function listenForSearchShortcut(win: Window): void {
  let open = false;
  let text = '';
  const inField = (event: KeyboardEvent): boolean => {
    const target = event.composedPath()[0] as HTMLElement | undefined;
    return (
      !!target &&
      (target.isContentEditable ||
        /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName || ''))
    );
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const key = event.key;
    // Chrome's autofill sends keydown events without a key.
    if (typeof key !== 'string') return;
    const command =
      (event.ctrlKey || event.metaKey) && !event.getModifierState('AltGraph');
    const shortcut =
      (command && key.toLowerCase() === 'k') ||
      (!open && key === '/' && !inField(event));
    if (shortcut || (open && key === 'Escape')) {
      open = shortcut && !open;
      text = '';
    } else if (!open || event.isComposing || command) return;
    else if (key === 'Backspace') text = Array.from(text).slice(0, -1).join('');
    else if (Array.from(key).length === 1) text += key;
    else return;
    event.preventDefault();
  };
  win.addEventListener('keydown', onKeyDown, true);
  Object.defineProperty(win, '__earlySearchShortcut', {
    configurable: true,
    value: {
      handOver: () => {
        win.removeEventListener('keydown', onKeyDown, true);
        return {open, text};
      },
    },
  });
}

/** The inline script's text: the function above, called on the page's window. */
export function earlyShortcutScript(): string {
  return `(${listenForSearchShortcut.toString()})(window);`;
}

/**
 * Stops the inline script's listener and returns what it caught; null on a page without it (the
 * hosted index, `npm start` before a reload). Called by the search bar when it mounts, after
 * DocSearch's hook has started listening, so no key falls between the two.
 */
export function takeEarlySearch(win: Window): EarlySearch | null {
  const handle = (win as unknown as Record<string, EarlyHandle | undefined>)[
    EARLY_SEARCH_PROPERTY
  ];
  if (!handle) return null;
  delete (win as unknown as Record<string, unknown>)[EARLY_SEARCH_PROPERTY];
  return handle.handOver();
}
