/**
 * When browser storage throws (cookies disabled, some private modes), Docusaurus's own storage
 * utilities fall back to no-ops and warn once. DocSearch 4.7, however, reads `window.localStorage`
 * unguarded when its modal opens, which crashes the page. Installing an in-memory Storage in
 * place of the throwing one keeps search working, with recent searches kept for the visit only.
 */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

type StorageName = 'localStorage' | 'sessionStorage';

function isAccessible(host: Window, name: StorageName): boolean {
  try {
    return host[name] !== null;
  } catch {
    return false;
  }
}

/** Replaces each throwing storage with a memory one; returns the names it replaced. */
export function installMemoryStorageWhereBlocked(host: Window): StorageName[] {
  const replaced: StorageName[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (isAccessible(host, name)) continue;
    try {
      Object.defineProperty(host, name, {
        configurable: true,
        value: createMemoryStorage(),
      });
      replaced.push(name);
    } catch {
      // A browser that refuses the redefinition keeps its throwing storage; nothing else to do.
    }
  }
  return replaced;
}
