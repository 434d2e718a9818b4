/**
 * What the modal's own screens need to know about the searches DocSearch ran, in one store the
 * search client writes (./client.ts) and the screens read (./SearchScreens.tsx).
 *
 * `failed` keeps DocSearch's "Unable to fetch results" screen up when a search fails: DocSearch 4.7
 * sets its error status when the client rejects, then autocomplete-core resets the status to idle in
 * a `finally`, so the error screen only flashes before "No results" replaces it, and the rejection
 * it rethrows ends up unhandled (the same reset is reported in bryntum/support#12080; see
 * WORKAROUNDS.md). So our client never rejects: a failure answers with no hits and is recorded here.
 *
 * `suggestions` are the page titles of the latest search that found something (`suggestionsFrom`).
 */
export interface SearchState {
  failed: boolean;
  suggestions: readonly string[];
}

export const INITIAL_STATE: SearchState = {failed: false, suggestions: []};

export type SearchStore = ReturnType<typeof createSearchStore>;

export function createSearchStore(
  onFailure: (error: unknown) => void = () => {},
) {
  let state = INITIAL_STATE;
  const listeners = new Set<() => void>();
  const set = (next: Partial<SearchState>): void => {
    const merged = {...state, ...next};
    if (
      merged.failed === state.failed &&
      merged.suggestions === state.suggestions
    )
      return;
    state = merged;
    listeners.forEach((listener) => listener());
  };
  return {
    current: (): SearchState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A search starts: clean, so a failure after a failure is still a change listeners see. */
    started: () => set({failed: false}),
    /** A search answered; titles found replace the suggestions, none keep the earlier ones. */
    answered: (suggestions: readonly string[]) =>
      set(
        suggestions.length > 0 ? {failed: false, suggestions} : {failed: false},
      ),
    failed(error: unknown) {
      onFailure(error);
      set({failed: true});
    },
  };
}
