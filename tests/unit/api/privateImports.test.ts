/**
 * Files of Docusaurus that we import although they are not public exports, checked in the installed
 * version, so that a core update that moves or changes them fails here, naming the file that needs
 * them, instead of in a build or, silently, in the browser. (The files are JSX in .js, which Vite
 * will not compile from node_modules, so their source is read, not imported.)
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const clientDir = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib/client',
);
const read = (file: string): string => {
  try {
    return readFileSync(path.join(clientDir, file), 'utf8');
  } catch {
    return '';
  }
};
const USED_BY =
  'src/api-reference/theme/Redoc/InBrowser.tsx imports it to hand Redoc its own "is browser"; update that file';

describe('@docusaurus/core/lib/client/browserContext (private, used by src/api-reference/theme/Redoc)', () => {
  it('still exports `Context`, a React context created with false', () => {
    expect(
      read('browserContext.js'),
      `${path.join(clientDir, 'browserContext.js')} changed or moved: ${USED_BY}`,
    ).toMatch(/^export const Context = React\.createContext\(false\);$/m);
  });

  it('is still the context the public useIsBrowser reads', () => {
    const hook = read('exports/useIsBrowser.js');
    const message = `@docusaurus/useIsBrowser no longer reads browserContext's Context: ${USED_BY}`;
    expect(hook, message).toMatch(
      /^import \{ Context \} from '\.\.\/browserContext';$/m,
    );
    expect(hook, message).toMatch(/return useContext\(Context\);/);
  });
});

// The package exports `./internal` (lib/internal.js) but not its package.json.
const themeCommonDir = path.dirname(
  require.resolve('@docusaurus/theme-common/internal'),
);
const ISLAND =
  'src/api-reference/theme/Redoc/index.tsx hydrates Redoc in a React root of its own, with the provider InBrowser.tsx adds; update those files';

describe('what Redoc’s own root needs from Docusaurus (src/api-reference/theme/Redoc)', () => {
  it('theme-common/internal still exports the ColorModeProvider that useColorMode reads', () => {
    const internal = readFileSync(
      path.join(themeCommonDir, 'internal.js'),
      'utf8',
    );
    expect(internal, `@docusaurus/theme-common/internal: ${ISLAND}`).toMatch(
      /^export \{ ColorModeProvider \} from '\.\/contexts\/colorMode';$/m,
    );
    const colorMode = readFileSync(
      path.join(themeCommonDir, 'contexts/colorMode.js'),
      'utf8',
    );
    expect(colorMode, `theme-common's colour mode: ${ISLAND}`).toMatch(
      /export function useColorMode\(\) \{\s+const context = useContext\(Context\);/,
    );
  });

  it('Docusaurus’s own context still has the site’s value as its default, so a root needs no provider', () => {
    expect(
      read('docusaurusContext.js'),
      `@docusaurus/core/lib/client/docusaurusContext.js: ${ISLAND}`,
    ).toMatch(
      /^export const Context = React\.createContext\(contextValue\);$/m,
    );
  });
});
