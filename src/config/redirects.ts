/**
 * Client redirects (plugin-client-redirects). The latest docs version is served at /docs, without its
 * name; a link or a habit that puts the name in (/docs/6.x/...) still lands on the page.
 */
export interface Redirect {
  from: string;
  to: string;
}

const DOCS_BASE = '/docs';

/** Each version's root has no page of its own: send readers to its getting-started entry. */
export function versionRootRedirects(versions: readonly string[]): Redirect[] {
  const [latest] = versions;
  return [
    {from: DOCS_BASE, to: `${DOCS_BASE}/getting-started/`},
    ...(latest
      ? [{from: `${DOCS_BASE}/${latest}`, to: `${DOCS_BASE}/getting-started/`}]
      : []),
    ...versions.slice(1).map((version) => ({
      from: `${DOCS_BASE}/${version}`,
      to: `${DOCS_BASE}/${version}/getting-started/`,
    })),
  ];
}

/**
 * For `createRedirects`: every page of the latest version also answers under /docs/<latest>/. Pages of
 * the older versions (/docs/<old>/...) and pages outside the docs get no alias.
 */
export function latestVersionAliases(
  versions: readonly string[],
): (existingPath: string) => string[] | undefined {
  const [latest, ...older] = versions;
  return (existingPath) => {
    if (!latest || !existingPath.startsWith(`${DOCS_BASE}/`)) return undefined;
    const rest = existingPath.slice(DOCS_BASE.length);
    if (
      [latest, ...older].some(
        (version) => rest === `/${version}` || rest.startsWith(`/${version}/`),
      )
    )
      return undefined;
    return [`${DOCS_BASE}/${latest}${rest}`];
  };
}
