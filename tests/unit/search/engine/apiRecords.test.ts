/**
 * The API reference in the site's search: one record per tag page and per operation, found by
 * operationId, path or words of its summary, and opening the operation on its page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {apiRecords} from '../../../../src/search/engine/apiRecords';
import {createSearchEngine} from '../../../../src/search/engine';
import {buildSearchIndex} from '../../../../src/search/engine/searchIndex';
import {splitSpec} from '../../../../src/api-reference/build/splitSpec';
import type {OpenApiDocument} from '../../../../src/api-reference/build/splitSpec';

const {pages} = splitSpec(
  parse(
    readFileSync(
      path.resolve(__dirname, '../../../../api-spec/openapi.yaml'),
      'utf8',
    ),
  ) as OpenApiDocument,
);
const records = apiRecords(pages);
const serialised = buildSearchIndex(records);
const engine = createSearchEngine(
  {
    unversioned: '/search-index.unversioned.0123456789.json',
    byVersion: {},
    currentVersion: null,
  },
  async () => ({
    ok: true,
    status: 200,
    text: async () => serialised,
  }),
);

describe('apiRecords', () => {
  it('has one record per tag page and one per operation, each with its own address', () => {
    expect(records).toHaveLength(22 + 102);
    expect(new Set(records.map((record) => record.url)).size).toBe(
      records.length,
    );
    const page = records.find((record) => record.url === '/api/receipt/');
    expect(page).toMatchObject({
      type: 'lvl1',
      anchor: null,
      hierarchy: {lvl0: 'API reference', lvl1: 'Receipts API', lvl2: null},
      version: null,
    });
  });

  it.each([
    ['createReceipt', '/api/receipt/#tag/Receipt/operation/createReceipt'],
    ['quick scan', '/api/receipt/#tag/Receipt/operation/quickScanReceipt'],
    [
      '/receipt/quickScan',
      '/api/receipt/#tag/Receipt/operation/quickScanReceipt',
    ],
    [
      'getSystemSettings',
      '/api/system-settings/#tag/SystemSettings/operation/getSystemSettings',
    ],
  ])('"%s" finds %s first', async (query, url) => {
    const {hits} = await engine.query(query);
    expect(hits[0]?.url).toBe(url);
    expect(hits[0]?.hierarchy.lvl0).toBe('API reference');
  });

  it('stores the method and path first, and no Markdown', () => {
    const record = records.find(
      (candidate) => candidate.anchor === 'tag/Receipt/operation/createReceipt',
    );
    expect(
      record?.content?.startsWith('POST /receipt/ · createReceipt · '),
    ).toBe(true);
    for (const {text} of records) expect(text).not.toMatch(/\]\(|\*\*|`/);
  });
});
