import {describe, expect, it} from 'vitest';
import {switchTarget} from '../../../src/config/versionCounterparts';
import type {VersionDocs} from '../../../src/config/versionCounterparts';

const V5: VersionDocs = {
  name: '5.x',
  mainDocId: 'getting-started/index',
  docs: [
    {id: 'getting-started/index', path: '/docs/5.x/getting-started/'},
    {
      id: 'getting-started/installation',
      path: '/docs/5.x/getting-started/installation',
    },
    {id: 'concepts/tasks', path: '/docs/5.x/concepts/system-tasks'},
  ],
};

// Switching from a renamed doc (same id) and from the 6.x-only configuration generator (its
// counterpart) is tests/browser/versions.test.ts's; here, the fallbacks, which no switch reaches today.
describe('switchTarget', () => {
  it('falls back to the version main doc', () => {
    expect(switchTarget(V5, 'concepts/api-keys')?.path).toBe(
      '/docs/5.x/getting-started/',
    );
  });

  it('falls back to the main doc when the counterpart is missing too', () => {
    expect(switchTarget(V5, 'a', {a: 'b'})?.path).toBe(
      '/docs/5.x/getting-started/',
    );
  });
});
