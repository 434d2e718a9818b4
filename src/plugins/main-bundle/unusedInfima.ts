/**
 * A PostCSS plugin that leaves out the Infima rules nothing on the site can use (avatars, pills,
 * cards, most spacing utilities: ≈ 2 KB of the 20 KB gzip stylesheet every page loads). PurgeCSS
 * keeps a rule when each class in one of its selectors is a word of some file that renders markup:
 * the Docusaurus packages' client code, redocusaurus, our own code and the Markdown. Only Infima's
 * stylesheet is touched; the theme's and ours are kept whole. `tests/browser/budgets.test.ts`
 * checks the result against the built site: every Infima class a built page or script names is
 * still in the stylesheet.
 */
import path from 'node:path';
import {PurgeCSS} from 'purgecss';
import type {AcceptedPlugin, Root} from 'postcss';

const INFIMA_STYLESHEET = /[\\/]node_modules[\\/]infima[\\/]dist[\\/]css[\\/]/;

/** Files whose words may be class names on a page. */
export function markupSources(siteDir: string): string[] {
  return [
    'node_modules/@docusaurus/*/lib/**/*.js',
    'node_modules/docusaurus-theme-redoc/dist/**/*.js',
    'src/**/*.{ts,tsx,js,md,mdx}',
    '{docs,versioned_docs,blog}/**/*.{md,mdx}',
    '{docusaurus.config,sidebars}.ts',
  ].map((glob) => path.join(siteDir, glob));
}

export function unusedInfimaPlugin(siteDir: string): AcceptedPlugin {
  const content = markupSources(siteDir);
  return {
    postcssPlugin: 'rw-unused-infima',
    async Once(root: Root, {postcss}) {
      if (!INFIMA_STYLESHEET.test(root.source?.input.file ?? '')) return;
      const [purged] = await new PurgeCSS().purge({
        content,
        css: [{raw: root.toString()}],
        // Kept whole: the custom properties Infima defines are used by the theme's own styles.
        variables: false,
        keyframes: false,
        fontFace: false,
      });
      if (!purged)
        throw new Error('PurgeCSS returned no stylesheet for Infima');
      root.removeAll();
      root.append(postcss.parse(purged.css).nodes);
    },
  };
}
