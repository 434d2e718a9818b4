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

/**
 * The event that makes DocSearch's keyboard hook open the modal: how the search bar, once loaded,
 * carries out a shortcut or click that came before it (DocSearch has no public way to open it).
 */
export function openSearchEvent(): KeyboardEvent {
  return new KeyboardEvent('keydown', {key: 'k', code: 'KeyK', ctrlKey: true});
}
