/**
 * The modal's input shows the engine's query limit (src/search/engine/queryLimit.ts, which cuts every
 * query) as its maxLength, so a reader sees where typing stops and ./SearchScreens.tsx can say so.
 * DocSearch 4.7's input is fixed at 512 (`maxLength={MAX_QUERY_SIZE}` in its SearchBox) with no prop
 * for it, so the limit is set when the input takes focus.
 */
import {MAX_QUERY_LENGTH} from '../engine/queryLimit';

export function capSearchInput(target: EventTarget | null): void {
  if (
    target instanceof HTMLInputElement &&
    target.classList.contains('DocSearch-Input') &&
    target.maxLength !== MAX_QUERY_LENGTH
  ) {
    target.maxLength = MAX_QUERY_LENGTH;
    if (target.value.length > MAX_QUERY_LENGTH)
      target.value = target.value.slice(0, MAX_QUERY_LENGTH);
  }
}
