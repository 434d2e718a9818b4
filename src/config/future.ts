/**
 * The Docusaurus 4 defaults this site opts into now, each by name: the five flags that
 * `future: {v4: true}` turns on in Docusaurus 3.10.2. `v4: true` would also turn on whatever flag a
 * later 3.x adds to it, unannounced (the cascade-layers flag arrived that way); named, a new flag
 * stays off until it is added here. tests/unit/config/future.test.ts compares this list with the
 * installed Docusaurus's.
 */
export const V4_FUTURE_FLAGS = {
  removeLegacyPostBuildHeadAttribute: true,
  // Puts the theme's and our CSS in cascade layers; it is why Redoc's unlayered colours can only be
  // overridden with `!important` (WORKAROUNDS.md, src/api-reference/theme/Redoc/styles.css).
  useCssCascadeLayers: true,
  // Storage keys get a per-site suffix (`theme-…`).
  siteStorageNamespacing: true,
  fasterByDefault: true,
  mdx1CompatDisabledByDefault: true,
} as const;
