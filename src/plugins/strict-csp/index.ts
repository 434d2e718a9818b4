/**
 * Keeps the client within the Content-Security-Policy of src/hosting/headers.ts (no 'unsafe-eval'):
 * third-party code that tries `new Function` is answered at build time (see zodEvalProbeLoader.cjs).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The DocSearch bundles that carry zod (dist/esm: the files the theme imports). */
export const DOCSEARCH_WITH_ZOD =
  /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/](DocSearchModal|Sidepanel|index)\.js$/;

export default function strictCspPlugin(_context: LoadContext): Plugin {
  return {
    name: 'strict-csp',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: DOCSEARCH_WITH_ZOD,
            use: [{loader: require.resolve('./zodEvalProbeLoader.cjs')}],
          },
        ],
      },
    }),
  };
}
