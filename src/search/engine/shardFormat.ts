/**
 * How a shard's MiniSearch index travels: MiniSearch's own JSON (`toJSON`, serialization version 2)
 * laid out in columns, without what the browser can rebuild, so the reader's first search downloads
 * less (about 24 % less gzip, README "Search"). Unpacked, it is the same JSON again, value for
 * value, which `MiniSearch.loadJSON` loads: the index and the stored records are unchanged.
 *
 * Left out, rebuilt on load: each stored record's `url` (its `url_without_anchor` and `#anchor`),
 * the empty `lvl4`–`lvl6` of its hierarchy, and its id's page (an objectID is `<page>#<n>`, only `n`
 * travels). The index's postings go as [field, document gap, frequency, …] lists. `packIndex`
 * refuses an index it could not give back exactly (another MiniSearch serialization version, an
 * id or url of another shape), so a MiniSearch upgrade that changes its JSON stops the build
 * instead of shipping a broken search.
 */
import type {AsPlainObject} from 'minisearch';
import type {Hierarchy, SearchRecord} from './records';

export const SHARD_FORMAT = 'receipt-wrangler-search-shard-1';
const MINISEARCH_SERIALIZATION_VERSION = 2;

type Stored = Omit<SearchRecord, 'objectID'>;

export interface PackedIndex {
  format: typeof SHARD_FORMAT;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per document (short id 0…n-1): the `n` of its objectID `<page>#<n>`. */
  ids: number[];
  fieldLength: number[][];
  stored: {
    page: string[];
    anchor: (string | null)[];
    type: SearchRecord['type'][];
    content: (string | null)[];
    version: (string | null)[];
    lvl0: string[];
    lvl1: string[];
    lvl2: (string | null)[];
    lvl3: (string | null)[];
  };
  /** [term, [[fieldId, gap, frequency, gap, frequency…], …]] */
  index: [string, number[][]][];
}

export function packIndex(plain: AsPlainObject): PackedIndex {
  if (plain.serializationVersion !== MINISEARCH_SERIALIZATION_VERSION)
    throw new Error(
      `Search index: MiniSearch serialization version ${plain.serializationVersion}, the shard format reads ${MINISEARCH_SERIALIZATION_VERSION} (src/search/engine/shardFormat.ts)`,
    );
  const count = plain.nextId;
  const shortIds = Array.from({length: count}, (_, id) => id);
  const records = shortIds.map(
    (id) => plain.storedFields[id] as Stored | undefined,
  );
  const defined = records.filter((record) => record !== undefined);
  if (defined.length !== count || plain.documentCount !== count)
    throw new Error('Search index: documents removed or missing, not packed');
  const stored = defined as Stored[];
  const packed: PackedIndex = {
    format: SHARD_FORMAT,
    nextId: plain.nextId,
    dirtCount: plain.dirtCount ?? 0,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    ids: shortIds.map((id, position) => {
      const objectID = String(plain.documentIds[id]);
      const page = `${stored[position]?.url_without_anchor ?? ''}#`;
      return objectID.startsWith(page)
        ? Number(objectID.slice(page.length))
        : Number.NaN;
    }),
    fieldLength: shortIds.map((id) => plain.fieldLength[id] ?? []),
    stored: {
      page: stored.map((record) => record.url_without_anchor),
      anchor: stored.map((record) => record.anchor),
      type: stored.map((record) => record.type),
      content: stored.map((record) => record.content),
      version: stored.map((record) => record.version),
      lvl0: stored.map((record) => record.hierarchy.lvl0),
      lvl1: stored.map((record) => record.hierarchy.lvl1),
      lvl2: stored.map((record) => record.hierarchy.lvl2),
      lvl3: stored.map((record) => record.hierarchy.lvl3),
    },
    index: plain.index.map(([term, fields]) => [
      term,
      Object.entries(fields).map(([fieldId, documents]) => {
        const postings = Object.entries(documents)
          .map(([id, frequency]) => [Number(id), frequency] as const)
          .sort((a, b) => a[0] - b[0]);
        let previous = 0;
        return [
          Number(fieldId),
          ...postings.flatMap(([id, frequency]) => {
            const gap = id - previous;
            previous = id;
            return [gap, frequency];
          }),
        ];
      }),
    ]),
  };
  // MiniSearch's key order is kept too (unpackIndex builds its objects in toJSON's order).
  if (JSON.stringify(unpackIndex(packed)) !== JSON.stringify(plain))
    throw new Error(
      'Search index: the packed shard would not load as the same index (src/search/engine/shardFormat.ts)',
    );
  return packed;
}

export function unpackIndex(packed: PackedIndex): AsPlainObject {
  if (packed.format !== SHARD_FORMAT)
    throw new Error(`Search index: unknown shard format ${packed.format}`);
  const {stored} = packed;
  const documentIds: Record<string, string> = {};
  const fieldLength: Record<string, number[]> = {};
  const storedFields: Record<string, Stored> = {};
  packed.ids.forEach((n, id) => {
    const page = stored.page[id] ?? '';
    const anchor = stored.anchor[id] ?? null;
    documentIds[id] = `${page}#${n}`;
    fieldLength[id] = packed.fieldLength[id] ?? [];
    const hierarchy: Hierarchy = {
      lvl0: stored.lvl0[id] ?? '',
      lvl1: stored.lvl1[id] ?? '',
      lvl2: stored.lvl2[id] ?? null,
      lvl3: stored.lvl3[id] ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    storedFields[id] = {
      url: anchor ? `${page}#${anchor}` : page,
      url_without_anchor: page,
      anchor,
      type: stored.type[id] ?? 'content',
      hierarchy,
      content: stored.content[id] ?? null,
      version: stored.version[id] ?? null,
    };
  });
  return {
    documentCount: packed.ids.length,
    nextId: packed.nextId,
    documentIds,
    fieldIds: packed.fieldIds,
    fieldLength,
    averageFieldLength: packed.averageFieldLength,
    storedFields,
    dirtCount: packed.dirtCount,
    index: packed.index.map(([term, fields]) => [
      term,
      Object.fromEntries(
        fields.map(([fieldId, ...postings]) => {
          const documents: Record<string, number> = {};
          let id = 0;
          for (let i = 0; i + 1 < postings.length; i += 2) {
            id += postings[i] ?? 0;
            documents[id] = postings[i + 1] ?? 0;
          }
          return [String(fieldId), documents];
        }),
      ),
    ]),
    serializationVersion: MINISEARCH_SERIALIZATION_VERSION,
  };
}
