/**
 * Search ranks the docs version being read first: a reader on a 5.x page wants the 5.x page, not the
 * same page of another version. Hits of `preferredVersion` come first, in score order; then what
 * belongs to no version (the blog, the site's pages, the API reference), then the other versions,
 * each in score order. DocSearch groups hits by hierarchy.lvl0 ("Docs 5.x", "API reference",
 * "Docs 6.x", "Blog"…) in the order the groups first appear, so the reader's version is the first
 * group and the others follow, labelled. With no preferred version (outside the docs) the order is
 * the score order.
 */
export function rankByVersion<T extends {version?: string | null}>(
  results: readonly T[],
  preferredVersion: string | undefined,
): T[] {
  if (!preferredVersion) return [...results];
  const preferred = results.filter(
    (result) => result.version === preferredVersion,
  );
  const unversioned = results.filter((result) => result.version == null);
  const others = results.filter(
    (result) => result.version != null && result.version !== preferredVersion,
  );
  return [...preferred, ...unversioned, ...others];
}
