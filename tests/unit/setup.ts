import {afterEach} from 'vitest';

// Node is the unit tests' environment; a file that needs a DOM says `// @vitest-environment jsdom`
// on its first line, and only those files load Testing Library's matchers and cleanup.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const {cleanup} = await import('@testing-library/react');
  // With globals off, Testing Library cannot register its own cleanup.
  afterEach(cleanup);
}
