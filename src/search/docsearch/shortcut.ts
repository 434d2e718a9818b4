/**
 * The keys that open search: Ctrl K (⌘ K on Apple platforms) anywhere, and "/" when the reader is
 * not typing in a field or on a button. The same rule as DocSearch 4.7's keyboard hook
 * (`useDocSearchKeyboardEvents`, the `Ctrl/Cmd+K` and `/` shortcuts), which runs only once the
 * search bar's code has arrived (src/theme/SearchBar); until then the navbar button listens with
 * this one, so a key pressed early is not lost.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey))
    return true;
  return event.key === '/' && !isEditing(event.composedPath()[0]);
}

function isEditing(target: EventTarget | undefined): boolean {
  if (!target || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(element.tagName)
  );
}

/*
 * DocSearch has no public way to open or close its modal (algolia/docsearch#1237, #2321); its
 * keyboard hook listens on `window`, so these are the keydowns the site sends it.
 */

/** Opens the modal: how the search bar, once loaded, carries out a shortcut or click that came before it. */
export function openSearchEvent(): KeyboardEvent {
  return new KeyboardEvent('keydown', {key: 'k', code: 'KeyK', ctrlKey: true});
}

/** Closes the open modal: how the results footer's link, given no close callback, closes it. */
export function closeSearchEvent(): KeyboardEvent {
  return new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape'});
}
