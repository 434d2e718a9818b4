/**
 * Fetches the serialised index once, on first use. A failed fetch is not cached, so the next
 * keystroke tries again (the network may be back).
 */
import type MiniSearch from 'minisearch';
import type {IndexedRecord} from './records';
import {loadSearchIndex} from './searchIndex';

type Fetch = (url: string) => Promise<{ok: boolean; status: number; text(): Promise<string>}>;

export function createIndexLoader(url: string, fetchIndex: Fetch = (input) => fetch(input)): () => Promise<MiniSearch<IndexedRecord>> {
  let pending: Promise<MiniSearch<IndexedRecord>> | null = null;
  return () => {
    pending ??= fetchIndex(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Search index request failed with HTTP ${response.status}`);
        return loadSearchIndex(await response.text());
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
}
