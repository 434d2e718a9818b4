/**
 * The browser bundle runs on Preact (preact/compat) instead of React; the server still renders every
 * page with React, so the HTML is what Docusaurus and its theme produce.
 *
 * Why: react-dom is the largest part of main.js (41 of 110 KB gzip), and every page downloads and
 * runs it before it can hydrate. preact/compat gives the same API (hooks, context, portals,
 * `hydrateRoot`, `useSyncExternalStore`) in about 11 KB: a docs page's first visit drops from 181 to
 * 146 KB gzip (README, "Performance budgets").
 *
 * How: Docusaurus aliases `react` and `react-dom` to the site's copies (core `webpack/base.ts`,
 * `getReactAliases`); this plugin points the same two keys at `preact/compat` for the client build,
 * so `react/jsx-runtime`, `react-dom/client` and the rest resolve to compat's files of the same name.
 * The server build is left alone: Preact's server renderer dropped the content of some pages (MDX
 * after the first heading), while hydrating React's markup works (tests/browser/hydration.test.ts).
 *
 * Differences that matter here, each handled where it shows (WORKAROUNDS.md, "Preact"):
 * - Preact does not log an error an error boundary caught; `src/components/CrashReport` logs it.
 * - Effects run after the next frame, not before the next input event: a key pressed in the same
 *   frame as the DocSearch modal opened reaches the old handlers.
 * - `useDeferredValue` and `startTransition` do not defer: the work is done at once.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/** The folder of `preact/compat`, whose files mirror react's and react-dom's entry points. */
export const PREACT_COMPAT_DIR = path.dirname(
  require.resolve('preact/compat/package.json'),
);

export default function preactPlugin(_context: LoadContext): Plugin {
  return {
    name: 'preact',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            resolve: {
              alias: {react: PREACT_COMPAT_DIR, 'react-dom': PREACT_COMPAT_DIR},
            },
          },
  };
}
