import {describe, expect, it, vi} from 'vitest';
import {createIndexLoader} from '../../../src/search/indexLoader';
import {buildSearchIndex} from '../../../src/search/searchIndex';

const serialised = buildSearchIndex([]);

describe('createIndexLoader', () => {
  it('fetches the index once and reuses it', async () => {
    const fetchIndex = vi.fn(async () => ({ok: true, status: 200, text: async () => serialised}));
    const load = createIndexLoader('/search-index.json', fetchIndex);
    await load();
    await load();
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure, so the next search tries again', async () => {
    const fetchIndex = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ok: true, status: 200, text: async () => serialised});
    const load = createIndexLoader('/search-index.json', fetchIndex);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBeDefined();
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('treats an HTTP error as a failure', async () => {
    const load = createIndexLoader('/search-index.json', async () => ({ok: false, status: 404, text: async () => 'not found'}));
    await expect(load()).rejects.toThrow('HTTP 404');
  });
});
