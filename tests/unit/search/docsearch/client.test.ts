import {describe, expect, it, vi} from 'vitest';
import {
  MODAL_HITS_PER_GROUP,
  spreadOverGroups,
  createLocalSearchClient,
  suggestionsFrom,
  trackHostedClient,
} from '../../../../src/search/docsearch/client';
import type {SearchRequest} from '../../../../src/search/docsearch/client';
import {createSearchStore} from '../../../../src/search/docsearch/store';
import type {SearchEngine} from '../../../../src/search/engine';
import {queryIndexes} from '../../../../src/search/engine/query';
import type {PageSource} from '../../../../src/search/engine/records';
import {HOSTILE_QUERIES} from '../../../fixtures/hostileQueries';
import {indexOf} from '../buildIndex';

/** A, B, C…: a heading no hostile query holds a word of. */
const rowLetter = (row: number): string =>
  String.fromCharCode('a'.charCodeAt(0) + row);

const PAGES: PageSource[] = [
  {
    permalink: '/docs/configuration/environment-variables',
    title: 'Environment Variables',
    lvl0: 'Configuration',
    version: '6.x',
    markdown:
      '## Database\n\nSet DB_ENGINE to postgresql, mariadb or sqlite.\n\n## Redis\n\nREDIS_HOST names the Redis server used by the task queue.',
  },
  {
    permalink: '/docs/5.x/configuration/environment-variables',
    title: 'Environment Variables',
    lvl0: 'Configuration',
    version: '5.x',
    markdown: '## Database\n\nSet DB_ENGINE to pick a database.',
  },
  {
    permalink: '/docs/concepts/ai',
    title: 'AI',
    lvl0: 'Concepts',
    version: '6.x',
    markdown:
      'Magic fill reads a receipt image with OCR and an AI model such as Ollama.',
  },
  {
    permalink: '/blog/six',
    title: 'Receipt Wrangler 6.0 <b>bold</b>',
    lvl0: 'Blog',
    version: null,
    markdown: 'What changed in <img src=x onerror=alert(1)> 6.0.',
  },
  // A page holding every hostile query (tests/fixtures/hostileQueries.ts) as text: a search for one
  // must find it, whatever the query's characters mean to HTML, regular expressions or the layout.
  {
    permalink: '/docs/hostile-text',
    title: 'Hostile text',
    lvl0: 'Fixtures',
    version: '6.x',
    // Sections are lettered, not named: only the query's text can lead to one.
    markdown: HOSTILE_QUERIES.map(
      ({query}, row) => `## Row ${rowLetter(row)}\n\nTyped: \`${query}\``,
    ).join('\n\n'),
  },
];

const index = indexOf(PAGES);
const engine: SearchEngine = {
  query: async (text, options) => queryIndexes([index], text, options),
};
const client = createLocalSearchClient({engine, store: createSearchStore()});
const request = async (query: string, extra: Partial<SearchRequest> = {}) => {
  const response = await client.search({
    requests: [{indexName: 'docs', query, ...extra}],
  });
  return response.results[0]!;
};

describe('the local DocSearch client', () => {
  it('answers in the shape DocSearch reads', async () => {
    const result = await request('redis');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.queryID).toMatch(/\S/);
    const hit = result.hits[0];
    expect(hit?.url).toBe('/docs/configuration/environment-variables#redis');
    expect(hit?._highlightResult.hierarchy.lvl2.value).toBe(
      '<mark>Redis</mark>',
    );
    expect(hit?._snippetResult.content.value).toContain('<mark>');
    expect(hit?.version).toBe('6.x');
  });

  it('honours hitsPerPage and the requested snippet length', async () => {
    expect((await request('database', {hitsPerPage: 1})).hits).toHaveLength(1);
    const words = (
      await request('redis', {attributesToSnippet: ['content:5']})
    ).hits[0]?._snippetResult.content.value
      .replace(/<\/?mark>|…/g, '')
      .split(' ');
    expect(words).toHaveLength(5);
  });

  it('stores hierarchy and content escaped, so saved searches cannot inject markup', async () => {
    const hit = (await request('changed')).hits.find(
      (candidate) => candidate.url === '/blog/six',
    );
    expect(hit?.hierarchy.lvl1).toBe(
      'Receipt Wrangler 6.0 &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(hit?.content).not.toContain('<img');
  });

  it.each(HOSTILE_QUERIES)(
    'answers $name as text, without markup of its own',
    async ({query, hasWords}) => {
      const result = await request(query);
      // A query with words finds the section of the fixture page that holds it; one without finds nothing.
      if (hasWords)
        expect(result.hits.map((hit) => hit.url)).toContain(
          `/docs/hostile-text#row-${rowLetter(HOSTILE_QUERIES.findIndex((row) => row.query === query))}`,
        );
      else expect(result.hits).toEqual([]);
      const marked = result.hits
        .map((hit) =>
          JSON.stringify([
            hit._highlightResult,
            hit._snippetResult,
            hit.hierarchy,
            hit.content,
          ]).replace(/<\/?mark>/g, ''),
        )
        .filter((rendered) => /<[a-z/]/i.test(rendered));
      expect(marked).toEqual([]);
    },
  );
});

describe('createLocalSearchClient', () => {
  it('answers each request of a multi-query call', async () => {
    const response = await client.search({
      requests: [
        {indexName: 'docs', query: 'redis'},
        {indexName: 'docs', query: 'ollama'},
      ],
    });
    expect(response.results).toHaveLength(2);
    expect(response.results[1]?.hits[0]?.url).toBe('/docs/concepts/ai');
  });

  it('asks the engine for the versions searched, the one being read first', async () => {
    const query = vi.fn(async () => ({
      query: 'q',
      hits: [],
      total: 0,
      suggestions: [],
    }));
    await createLocalSearchClient({
      engine: {query},
      store: createSearchStore(),
      versions: ['4.x'],
      preferredVersion: '4.x',
    }).search([{indexName: 'i', query: 'q', hitsPerPage: 7}]);
    expect(query).toHaveBeenCalledWith('q', {
      versions: ['4.x'],
      preferredVersion: '4.x',
      limit: 7 * MODAL_HITS_PER_GROUP,
    });
  });

  it('keeps at most as many hits of a group as the modal shows, so the next groups are seen', () => {
    const hit = (lvl0: string, id: number) => ({hierarchy: {lvl0}, id});
    const hits = [
      ...Array.from({length: 8}, (_, id) => hit('Docs 6.x', id)),
      hit('API reference', 8),
      hit('Docs 5.x', 9),
      hit('API reference', 10),
    ];
    expect(spreadOverGroups(hits, 5, 20).map(({id}) => id)).toEqual([
      0, 1, 2, 3, 4, 8, 9, 10,
    ]);
    expect(spreadOverGroups(hits, 5, 6).map(({id}) => id)).toEqual([
      0, 1, 2, 3, 4, 8,
    ]);
  });

  it('answers an index that cannot be loaded with no hits, never a rejection, and records the failure', async () => {
    const onFailure = vi.fn();
    const store = createSearchStore(onFailure);
    const failing = createLocalSearchClient({
      engine: {
        query: async () => Promise.reject(new TypeError('Failed to fetch')),
      },
      store,
    });
    const response = await failing.search({
      requests: [{indexName: 'docs', query: 'redis'}],
    });
    expect(response.results).toMatchObject([
      {hits: [], nbHits: 0, query: 'redis'},
    ]);
    expect(store.current().failed).toBe(true);
    expect(onFailure).toHaveBeenCalledWith(expect.any(TypeError));
  });
});

describe('trackHostedClient', () => {
  it("records a hosted failure the same way, keeping the client's other members", async () => {
    const store = createSearchStore();
    const hosted = {
      appId: 'APP',
      search: async (_input: never): Promise<unknown> =>
        Promise.reject(new Error('offline')),
    };
    const tracked = trackHostedClient(hosted, store);
    await expect(
      tracked.search({
        requests: [{indexName: 'docs', query: 'redis'}],
      } as never),
    ).resolves.toMatchObject({
      results: [{hits: [], query: 'redis', index: 'docs'}],
    });
    expect(store.current().failed).toBe(true);
    expect(tracked.appId).toBe('APP');
  });
});

const titled = (lvl1: string | null, lvl0 = 'Docs 6.x') => ({
  hierarchy: {lvl0, lvl1},
});
const response = (...titles: Array<string | null>) => ({
  results: [{hits: titles.map((title) => titled(title))}],
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
    [
      "the query in the docs' words first, when the engine found some",
      {
        results: [
          {
            hits: [titled('Redis')],
            suggestedQueries: ['IMAP', 'system email'],
          },
        ],
      },
      ['IMAP', 'system email'],
    ],
    [
      'page titles when there are no such words',
      {results: [{hits: [titled('Redis')], suggestedQueries: []}]},
      ['Redis'],
    ],
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
              ...['A', 'A', 'A', 'A', 'A', 'B'].map((title) => titled(title)),
              titled('C', 'Docs 5.x'),
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

describe('the store', () => {
  it('keeps the titles of the latest search that found something, through failures, and tells listeners of changes', () => {
    const store = createSearchStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.answered(['Redis', 'Installation']);
    store.answered([]);
    expect(store.current().suggestions).toEqual(['Redis', 'Installation']);
    store.answered(['Email']);
    store.started();
    store.failed(new Error('offline'));
    expect(store.current()).toEqual({failed: true, suggestions: ['Email']});
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
