import {describe, expect, it, vi} from 'vitest';
import {suggestionsFrom} from '../../../../src/search/docsearch/suggestions';
import {createLocalSearchClient} from '../../../../src/search/docsearch/client';
import {createSearchStore} from '../../../../src/search/docsearch/store';
import type {Hit, QueryResult} from '../../../../src/search/engine';

const hit = (lvl1: string | null) => ({hierarchy: {lvl0: 'Docs 6.x', lvl1}});
const response = (...titles: Array<string | null>) => ({
  results: [{hits: titles.map(hit)}],
});

describe('suggestionsFrom', () => {
  it.each([
    [
      'distinct page titles in ranking order',
      response('Redis', 'Redis', 'Environment Variables', 'Installation'),
      ['Redis', 'Environment Variables', 'Installation'],
    ],
    [
      'one suggestion for titles differing in case',
      response('PostgreSQL', 'postgresql', 'Installation'),
      ['PostgreSQL', 'Installation'],
    ],
    ['at most three', response('A', 'B', 'C', 'D'), ['A', 'B', 'C']],
    ['nothing from an empty result', response(), []],
    ['nothing from hits without a title', response(null, '  '), []],
    ['nothing from a malformed response', {results: 'nope'}, []],
    ['nothing from no response', null, []],
    // The modal shows 5 hits per group: a title only past that was never seen (the 6.x group is first on a 6.x page).
    [
      'only titles the modal showed',
      {
        results: [
          {
            hits: [
              ...['A', 'A', 'A', 'A', 'A', 'B'].map(hit),
              {hierarchy: {lvl0: 'Docs 5.x', lvl1: 'C'}},
            ],
          },
        ],
      },
      ['A', 'C'],
    ],
  ])('gives %s', (_case, input, expected) => {
    expect(suggestionsFrom(input)).toEqual(expected);
  });
});

describe('suggestions in the store', () => {
  const engineHit = (lvl1: string): Hit => ({
    objectID: lvl1,
    url: '/x',
    url_without_anchor: '/x',
    anchor: null,
    type: 'lvl1',
    content: null,
    version: '6.x',
    terms: [],
    hierarchy: {
      lvl0: 'Docs 6.x',
      lvl1,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  });
  const result = (...titles: string[]): QueryResult => ({
    query: 'q',
    hits: titles.map(engineHit),
    total: titles.length,
  });

  it('keeps the titles of the latest search that found something, and tells listeners', async () => {
    const answers = [
      result('Redis', 'Installation'),
      result(),
      result('Email'),
    ];
    const store = createSearchStore();
    const client = createLocalSearchClient({
      engine: {query: async () => answers.shift()!},
      store,
    });
    const listener = vi.fn();
    store.subscribe(listener);

    await client.search([{indexName: 'i', query: 'q'}]);
    expect(store.current().suggestions).toEqual(['Redis', 'Installation']);
    await client.search([{indexName: 'i', query: 'q'}]);
    expect(store.current().suggestions).toEqual(['Redis', 'Installation']);
    await client.search([{indexName: 'i', query: 'q'}]);
    expect(store.current().suggestions).toEqual(['Email']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps them through a failed search', async () => {
    const answers = [
      Promise.resolve(result('Redis')),
      Promise.reject(new Error('offline')),
    ];
    const store = createSearchStore();
    const client = createLocalSearchClient({
      engine: {query: () => answers.shift()!},
      store,
    });
    await client.search([{indexName: 'i', query: 'q'}]);
    await client.search([{indexName: 'i', query: 'q'}]);
    expect(store.current()).toEqual({failed: true, suggestions: ['Redis']});
  });
});
