import {defineConfig} from 'vitest/config';

// The tsconfig says `"jsx": "preserve"` for Docusaurus; Vite must compile JSX itself.
const oxc = {jsx: {runtime: 'automatic' as const}};

export default defineConfig({
  oxc,
  test: {
    projects: [
      {
        oxc,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
