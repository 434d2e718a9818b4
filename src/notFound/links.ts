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

/** The version whose path holds `pathname` (the longest match: /docs/5.x before /docs). */
export function versionOfPath(
  pathname: string,
  versions: readonly DocsVersionData[],
): DocsVersionData | undefined {
  const path = trimSlash(pathname);
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((version) => {
      const base = trimSlash(version.path);
      return path === base || path.startsWith(`${base}/`);
    });
}

/** The pages at the same place in the other versions that exist, in the versions' order. */
export function sameDocInOtherVersions(
  pathname: string,
  versions: readonly DocsVersionData[],
): {label: string; path: string}[] {
  const own = versionOfPath(pathname, versions);
  if (!own) return [];
  const rest = trimSlash(pathname).slice(trimSlash(own.path).length);
  if (rest === '') return [];
  return versions
    .filter((version) => version !== own)
    .flatMap((version) => {
      const wanted = `${trimSlash(version.path)}${rest}`;
      const doc = version.docs.find(
        (candidate) => trimSlash(candidate.path) === wanted,
      );
      return doc ? [{label: version.label, path: doc.path}] : [];
    });
}

/** The entry page of the version `pathname` belongs to, else of the first (latest) version. */
export function docsEntry(
  pathname: string,
  versions: readonly DocsVersionData[],
): string | undefined {
  const version = versionOfPath(pathname, versions) ?? versions[0];
  return version?.docs.find((doc) => doc.id === version.mainDocId)?.path;
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
