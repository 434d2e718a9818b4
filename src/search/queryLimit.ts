/**
 * Site-search input is capped at MAX_QUERY_LENGTH (256) characters (longer queries are cut, and the modal
 * says so: src/components/SearchScreens). DocSearch 4's modal
 * input allows 512 and has no prop for it, so the cap is applied when its input takes focus; the
 * local client cuts queries to the same length as well (MAX_QUERY_LENGTH).
 */
import {MAX_QUERY_LENGTH} from './limits';

export function capSearchInput(target: EventTarget | null): void {
  if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input') && target.maxLength !== MAX_QUERY_LENGTH) {
    target.maxLength = MAX_QUERY_LENGTH;
    if (target.value.length > MAX_QUERY_LENGTH) target.value = target.value.slice(0, MAX_QUERY_LENGTH);
  }
}
