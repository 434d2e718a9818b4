/**
 * Suggested queries for the "No results" screen (up to 3 under "Try searching for").
 *
 * DocSearch means to offer the headings of earlier results, but 4.7 stores them with an object
 * spread, so its list is never an array and never shows. We keep the same idea here: the page
 * titles of the most recent search that found something, which is where the user was heading.
 */
export const MAX_SUGGESTIONS = 3;

interface HitLike {
  hierarchy?: {lvl0?: string | null; lvl1?: string | null};
}

/** DocSearch's default `maxResultsPerGroup`: hits past it in a group are not shown. */
export const SHOWN_PER_GROUP = 5;

interface ResponseLike {
  results?: Array<{hits?: HitLike[]}>;
}

/**
 * Distinct page titles of the hits the modal showed (at most SHOWN_PER_GROUP per lvl0 group), in ranking
 * order; empty when nothing was found. Titles that differ only in case ("PostgreSQL" in 6.x, "postgresql"
 * in 5.x) are one suggestion.
 */
export function suggestionsFrom(
  response: unknown,
  max = MAX_SUGGESTIONS,
): string[] {
  const hits = (response as ResponseLike | null)?.results?.[0]?.hits ?? [];
  const perGroup = new Map<string, number>();
  const shown = hits.filter((hit) => {
    const group = hit.hierarchy?.lvl0 ?? '';
    const count = (perGroup.get(group) ?? 0) + 1;
    perGroup.set(group, count);
    return count <= SHOWN_PER_GROUP;
  });
  const byKey = new Map<string, string>();
  for (const hit of shown) {
    const title = hit.hierarchy?.lvl1?.trim();
    if (title && !byKey.has(title.toLowerCase()))
      byKey.set(title.toLowerCase(), title);
  }
  return [...byKey.values()].slice(0, max);
}
