/**
 * Version switching (the navbar's version dropdown). Docusaurus links a page to the same doc id in the
 * other versions; renamed docs keep their id through front matter (`id` + `slug`). A doc written for one
 * version only has no twin: this table names the page of the other versions that covers the same ground,
 * instead of the version's first page.
 */
export const VERSION_COUNTERPARTS: Readonly<Record<string, string>> = {
  // The generator writes the compose and .env files that the installation page of 5.x and 4.x gives by hand.
  'getting-started/configuration-generator': 'getting-started/installation',
};

export interface VersionDoc {
  id: string;
  path: string;
}

export interface VersionDocs {
  name: string;
  mainDocId: string;
  docs: readonly VersionDoc[];
}

/** The page of `version` to switch to from the doc `docId`: its twin, else its counterpart, else the version's main doc. */
export function switchTarget(
  version: VersionDocs,
  docId: string,
  counterparts: Readonly<Record<string, string>> = VERSION_COUNTERPARTS,
): VersionDoc | undefined {
  const byId = (id: string | undefined): VersionDoc | undefined =>
    id === undefined ? undefined : version.docs.find((doc) => doc.id === id);
  return byId(docId) ?? byId(counterparts[docId]) ?? byId(version.mainDocId);
}
