import {describe, expect, it} from 'vitest';
import {
  VERSION_COUNTERPARTS,
  switchTarget,
} from '../../../src/config/versionCounterparts';
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

describe('switchTarget', () => {
  it('prefers the doc with the same id', () => {
    expect(switchTarget(V5, 'concepts/tasks')?.path).toBe(
      '/docs/5.x/concepts/system-tasks',
    );
  });

  it('maps the 6.x-only configuration generator to the installation page', () => {
    expect(
      VERSION_COUNTERPARTS['getting-started/configuration-generator'],
    ).toBe('getting-started/installation');
    expect(
      switchTarget(V5, 'getting-started/configuration-generator')?.path,
    ).toBe('/docs/5.x/getting-started/installation');
  });

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
