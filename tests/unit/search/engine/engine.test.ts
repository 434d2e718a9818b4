import {describe, expect, it, vi} from 'vitest';
import {
  createSearchEngine,
  searchEngineFor,
} from '../../../../src/search/engine';
import {buildSearchIndex} from '../../../../src/search/engine/searchIndex';

const serialised = buildSearchIndex([]);

describe('createSearchEngine', () => {
  it('fetches the index once and reuses it', async () => {
    const fetchIndex = vi.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => serialised,
    }));
    const engine = createSearchEngine('/search-index.json', fetchIndex);
    await engine.query('redis');
    await Promise.all([engine.query('imap'), engine.query('ocr')]);
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure, so the next search tries again', async () => {
    const fetchIndex = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        text: async () => serialised,
      });
    const engine = createSearchEngine('/search-index.json', fetchIndex);
    await expect(engine.query('redis')).rejects.toThrow('Failed to fetch');
    await expect(engine.query('redis')).resolves.toEqual({
      query: 'redis',
      hits: [],
      total: 0,
    });
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('treats an HTTP error as a failure', async () => {
    const engine = createSearchEngine('/search-index.json', async () => ({
      ok: false,
      status: 404,
      text: async () => 'not found',
    }));
    await expect(engine.query('redis')).rejects.toThrow('HTTP 404');
  });
});

describe('searchEngineFor', () => {
  it('gives every caller of the page the same engine for the same index', () => {
    expect(searchEngineFor('/search-index.a.json')).toBe(
      searchEngineFor('/search-index.a.json'),
    );
    expect(searchEngineFor('/search-index.a.json')).not.toBe(
      searchEngineFor('/search-index.b.json'),
    );
  });
});
