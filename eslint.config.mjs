// ESLint (flat config): the recommended rule sets of ESLint, typescript-eslint, React hooks,
// jsx-a11y and Docusaurus, over our code. Content (Markdown/MDX) is checked by tests/unit/content.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {defineConfig} from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig([
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'bench/',
      'static/',
      'versioned_docs/',
      'docs/',
      'blog/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
  },
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // A leading underscore marks a parameter a callback signature requires but the body ignores.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // Node-side code: no React there, so a `use…` name (useSharedBrowser, a vitest fixture) is not a hook.
    files: [
      'tests/browser/**',
      'scripts/**',
      'src/plugins/**/*.ts',
      'src/*/plugin/**/*.ts',
      'src/*/plugin.ts',
      'src/*/theme.ts',
      'src/llms/step.ts',
      'docusaurus.config.ts',
      'vitest.config.mts',
    ],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  {
    // Test doubles render plain elements in place of Docusaurus components.
    files: ['tests/**'],
    rules: {'@docusaurus/no-html-links': 'off'},
  },
  {
    // Our components' headings carry no id, so @theme/Heading would render the same element and no anchor.
    files: ['src/components/**', 'src/*/components/**'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  {
    // The service worker's own scope (src/offline/sw.js).
    files: ['src/offline/**/*.js'],
    languageOptions: {globals: globals.serviceworker},
  },
]);
