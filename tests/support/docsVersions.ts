/**
 * The docs versions as the site serves them: `versions.json`, newest first. Its first entry is the
 * current docs (served at /docs/); cutting a version (README, "Cutting a version") moves every test
 * that means "the current docs" to the new version without an edit.
 *
 * A test about one old version names it (`docsFolder('4.x')`): the folder must still exist, so a
 * version dropped from versions.json fails that test instead of leaving it checking nothing.
 * tests/unit/project/versionLiterals.test.ts keeps `versioned_docs/version-<v>` out of tests/ and
 * scripts/ as literal text.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './markdown';

/** Every docs version, newest first, as versions.json lists them. */
export const DOCS_VERSIONS: readonly string[] = JSON.parse(
  readFileSync(path.join(ROOT, 'versions.json'), 'utf8'),
) as string[];

/** The current docs version (versions.json[0]), served at /docs/. */
export const CURRENT_VERSION: string = DOCS_VERSIONS[0]!;

/** The folder of one version's pages, from the repository root: `versioned_docs/version-<v>`. */
export function docsFolder(version: string): string {
  if (!DOCS_VERSIONS.includes(version))
    throw new Error(
      `${version} is not in versions.json (${DOCS_VERSIONS.join(', ')})`,
    );
  return `versioned_docs/version-${version}`;
}

/** The current docs' folder, from the repository root. */
export const CURRENT_DOCS_FOLDER: string = docsFolder(CURRENT_VERSION);

/** The current docs' folder, absolute. */
export const CURRENT_DOCS: string = path.join(ROOT, CURRENT_DOCS_FOLDER);

/**
 * A per-version fixture of the current docs, absolute: `tests/fixtures/<folder>/<current>.json`
 * (`server`: the facts `npm run refresh:server-facts` reads at a release tag; `env-vars`: the
 * variables the version's pages document).
 */
export function currentFixture(folder: 'server' | 'env-vars'): string {
  return path.join(ROOT, 'tests/fixtures', folder, `${CURRENT_VERSION}.json`);
}
