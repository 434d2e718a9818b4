/**
 * What the not-found page offers for the address that missed: search words taken from the path, the
 * docs of the version the address belongs to, and the same page in the other docs versions.
 */
export interface DocsVersionData {
  name: string;
  label: string;
  path: string;
  mainDocId: string;
  docs: readonly {id: string; path: string}[];
}

const trimSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') : path;

/**
 * The pages at the same place in the other versions that exist, in the versions' order. `own` is the
 * version whose path holds `pathname` (Docusaurus's `useActiveDocContext().activeVersion`).
 */
export function sameDocInOtherVersions(
  pathname: string,
  own: DocsVersionData | undefined,
  versions: readonly DocsVersionData[],
): {label: string; path: string}[] {
  if (!own) return [];
  const rest = trimSlash(pathname).slice(trimSlash(own.path).length);
  if (rest === '') return [];
  // The address is no page of its own version (it is a 404), so only other versions match.
  return versions.flatMap((version) => {
    const wanted = `${trimSlash(version.path)}${rest}`;
    const doc = version.docs.find(
      (candidate) => trimSlash(candidate.path) === wanted,
    );
    return doc ? [{label: version.label, path: doc.path}] : [];
  });
}

/** The entry page of `version`, else of the first (latest) version. */
export function docsEntry(
  version: DocsVersionData | undefined,
  versions: readonly DocsVersionData[],
): string | undefined {
  const entryOf = version ?? versions[0];
  return entryOf?.docs.find((doc) => doc.id === entryOf.mainDocId)?.path;
}

/** Words to search for: the last meaningful segment of the path, its separators made spaces. */
export function searchWordsFromPath(
  pathname: string,
  versionNames: readonly string[],
): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape (/%E0): search the words as typed.
  }
  const segments = decoded
    .split('/')
    .map((segment) => segment.replace(/\.(html?|md|mdx)$/i, ''))
    .filter(
      (segment) =>
        segment !== '' &&
        segment !== 'docs' &&
        segment !== 'index' &&
        !versionNames.includes(segment),
    );
  return (segments.at(-1) ?? '')
    .split(/[-_.+\s]+/)
    .filter(Boolean)
    .join(' ');
}
