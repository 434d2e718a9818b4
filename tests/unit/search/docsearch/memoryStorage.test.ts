// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {
  createMemoryStorage,
  installMemoryStorageWhereBlocked,
} from '../../../../src/search/docsearch/memoryStorage';

describe('createMemoryStorage', () => {
  it('behaves like Storage for the calls DocSearch and Docusaurus make', () => {
    const storage = createMemoryStorage();
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('a');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });
});

// Replacing storage that throws, so DocSearch's modal opens, is tests/browser/resilience.test.ts's
// (browser storage that throws: search still finds hits).
describe('installMemoryStorageWhereBlocked', () => {
  it('leaves working storage alone', () => {
    const storage = window.localStorage;
    storage.setItem('kept', 'yes');
    expect(installMemoryStorageWhereBlocked(window)).toEqual([]);
    // The same Storage, with what it held: not a memory one put in its place.
    expect(window.localStorage).toBe(storage);
    expect(window.localStorage.getItem('kept')).toBe('yes');
    storage.removeItem('kept');
  });
});
