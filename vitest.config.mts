import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import {patience} from './tests/browser/cpuSlowdown';

// The tsconfig says `"jsx": "preserve"` for Docusaurus; Vite must compile JSX itself.
const oxc = {jsx: {runtime: 'automatic' as const}};

// Docusaurus provides these through webpack aliases. Component tests replace them with vi.mock, but
// Vite must still resolve each import first, so they point where Docusaurus points them.
const docusaurusModule = (file: string): string =>
  fileURLToPath(new URL(`./node_modules/@docusaurus/${file}`, import.meta.url));
const alias = {
  '@docusaurus/Head': docusaurusModule('core/lib/client/exports/Head.js'),
  '@docusaurus/Link': docusaurusModule('core/lib/client/exports/Link.js'),
  '@docusaurus/router': docusaurusModule('core/lib/client/exports/router.js'),
  '@docusaurus/useBaseUrl': docusaurusModule(
    'core/lib/client/exports/useBaseUrl.js',
  ),
  '@docusaurus/useIsBrowser': docusaurusModule(
    'core/lib/client/exports/useIsBrowser.js',
  ),
  '@theme/CodeBlock': docusaurusModule(
    'theme-classic/lib/theme/CodeBlock/index.js',
  ),
};

/**
 * Unit test files that replace a module, a global or the clock (vi.mock, vi.stubGlobal,
 * vi.useFakeTimers): each runs with its own modules, since a module an earlier file loaded would
 * keep the real import. tests/unit/project/unitIsolation.test.ts finds every such file in this list.
 */
export const OWN_MODULES = [
  'tests/unit/api/apiModelOnce.test.ts',
  'tests/unit/client/navigationProgress.test.ts',
  'tests/unit/components/UiIcon.test.tsx',
  'tests/unit/generator/ConfigGenerator.test.tsx',
  'tests/unit/offline/postBuildSequence.test.ts',
  'tests/unit/offline/registerWhenIdle.test.ts',
  'tests/unit/screenshots/Screenshot.test.tsx',
];

const unit = {
  oxc,
  resolve: {alias},
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // A test that asserts nothing passes whatever the code does (issue 17).
    expect: {requireAssertions: true},
    // Some tests lint or parse the whole API spec (1-3 s when idle); vitest's 5 s default failed
    // them on a loaded 2-core machine. A slow machine must not fail a test.
    testTimeout: 30_000,
  },
};

export default defineConfig({
  oxc,
  test: {
    projects: [
      {
        ...unit,
        test: {
          ...unit.test,
          name: 'unit',
          exclude: OWN_MODULES,
          // The files share their modules in each worker: a file no longer loads React, jsdom's
          // helpers or the spec's parser anew (the unit run took half the time and CPU).
          // https://vitest.dev/guide/recipes/disable-isolation
          isolate: false,
        },
      },
      {
        ...unit,
        test: {
          ...unit.test,
          // Files that replace a module (vi.mock), a global or the clock get modules of their own.
          name: 'unit-own-modules',
          include: OWN_MODULES,
        },
      },
      {
        test: {
          // Files that only read the production build (build/): no browser, no server, in parallel.
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Shared modules, as in the unit project (tests/unit/project/unitIsolation.test.ts).
          isolate: false,
          expect: {requireAssertions: true},
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // One more build: a `git archive` copy of the working tree, built with --out-dir (minutes).
          name: 'copy',
          include: ['tests/copy/**/*.test.ts'],
          environment: 'node',
          expect: {requireAssertions: true},
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // A worker keeps playwright-core, axe and the helpers loaded from one file to the next
          // (about 2 CPU-s a file); no browser test replaces a module, a global or the clock
          // (tests/unit/project/unitIsolation.test.ts).
          isolate: false,
          globalSetup: ['tests/browser/globalSetup.ts'],
          // Three files side by side, each with its own Chromium (own profile, so service workers and
          // storage never meet) against the one static server; nginx tests take free ports. A browser
          // test spends about half its time waiting on the page (the network going quiet, a render,
          // a timer), so a third file keeps two cores busy.
          maxWorkers: 3,
          // expect.poll gives the page 1 s by default, longer when its CPU is slowed.
          expect: {requireAssertions: true, poll: {timeout: patience(1_000)}},
          // Every limit of a browser test, this one and those set where a test is defined, is given
          // at full speed and grows with BROWSER_CPU_SLOWDOWN (tests/browser/cpuSlowdown.ts).
          testTimeout: patience(60_000),
          hookTimeout: patience(60_000),
        },
      },
    ],
  },
});
