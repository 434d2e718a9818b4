import {describe, expect, it} from 'vitest';
import {
  createMemoryStorage,
  installMemoryStorageWhereBlocked,
} from '../../../src/resilience/memoryStorage';

function hostWithBlockedStorage(): Window {
  const host = {} as Window;
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(host, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
  return host;
}

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

describe('installMemoryStorageWhereBlocked', () => {
  it('replaces storage that throws, so reading it no longer crashes', () => {
    const host = hostWithBlockedStorage();
    expect(installMemoryStorageWhereBlocked(host)).toEqual([
      'localStorage',
      'sessionStorage',
    ]);
    host.localStorage.setItem('recent', '[]');
    expect(host.localStorage.getItem('recent')).toBe('[]');
  });

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
