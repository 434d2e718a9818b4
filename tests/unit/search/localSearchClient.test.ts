import {describe, expect, it} from 'vitest';
import {createLocalSearchClient, MAX_QUERY_LENGTH, searchIndex} from '../../../src/search/localSearchClient';
import {buildSearchIndex, loadSearchIndex} from '../../../src/search/searchIndex';
import {extractRecords} from '../../../src/search/records';
import type {PageSource} from '../../../src/search/records';
import {HOSTILE_QUERIES} from '../../fixtures/hostileQueries';

const slugify = (heading: string): string => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const PAGES: PageSource[] = [
  {permalink: '/docs/configuration/environment-variables', title: 'Environment Variables', lvl0: 'Configuration', version: '6.x', markdown: '## Database\n\nSet DB_ENGINE to postgresql, mariadb or sqlite.\n\n## Redis\n\nREDIS_HOST names the Redis server used by the task queue.'},
  {permalink: '/docs/5.x/configuration/environment-variables', title: 'Environment Variables', lvl0: 'Configuration', version: '5.x', markdown: '## Database\n\nSet DB_ENGINE to pick a database.'},
  {permalink: '/docs/concepts/ai', title: 'AI', lvl0: 'Concepts', version: '6.x', markdown: 'Magic fill reads a receipt image with OCR and an AI model such as Ollama.'},
  {permalink: '/blog/six', title: 'Receipt Wrangler 6.0 <b>bold</b>', lvl0: 'Blog', version: null, markdown: 'What changed in <img src=x onerror=alert(1)> 6.0.'},
];

const serialised = buildSearchIndex(PAGES.flatMap((page) => extractRecords(page, slugify)));
const index = loadSearchIndex(serialised);
const request = (query: string, extra = {}) => searchIndex(index, {indexName: 'docs', query, ...extra});

describe('searchIndex', () => {
  it('answers in the shape DocSearch reads', () => {
    const result = request('redis');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.queryID).toMatch(/\S/);
    const hit = result.hits[0];
    expect(hit?.url).toBe('/docs/configuration/environment-variables#redis');
    expect(hit?._highlightResult.hierarchy.lvl2.value).toBe('<mark>Redis</mark>');
    expect(hit?._snippetResult.content.value).toContain('<mark>');
    expect(hit?.version).toBe('6.x');
  });

  it('finds environment variables by their full name', () => {
    expect(request('DB_ENGINE').hits.map((hit) => hit.url)).toContain('/docs/configuration/environment-variables#database');
  });

  it('matches prefixes and small typos', () => {
    expect(request('postgr').nbHits).toBeGreaterThan(0);
    expect(request('olama').hits[0]?.url).toBe('/docs/concepts/ai');
  });

  it('filters by docs version while keeping the blog', () => {
    const urls = request('database', {version: '5.x'}).hits.map((hit) => hit.url);
    expect(urls.every((url) => url.startsWith('/docs/5.x/') || url.startsWith('/blog/'))).toBe(true);
    expect(urls.length).toBeGreaterThan(0);
  });

  it('honours hitsPerPage and the requested snippet length', () => {
    expect(request('database', {hitsPerPage: 1}).hits).toHaveLength(1);
    const words = request('redis', {attributesToSnippet: ['content:5']}).hits[0]?._snippetResult.content.value.replace(/<\/?mark>|…/g, '').split(' ');
    expect(words).toHaveLength(5);
  });

  it('stores hierarchy and content escaped, so saved searches cannot inject markup', () => {
    const hit = request('changed').hits.find((candidate) => candidate.url === '/blog/six');
    expect(hit?.hierarchy.lvl1).toBe('Receipt Wrangler 6.0 &lt;b&gt;bold&lt;/b&gt;');
    expect(hit?.content).not.toContain('<img');
  });

  it(`cuts queries to ${MAX_QUERY_LENGTH} characters`, () => {
    expect(request('x'.repeat(400)).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it.each(HOSTILE_QUERIES)('answers $name as text, without markup of its own', ({query, mustFindPages}) => {
    const result = request(query);
    // At least one hit where the query holds a word of the pages; any number otherwise.
    expect(result.hits.length).toBeGreaterThanOrEqual(mustFindPages ? 1 : 0);
    const marked = result.hits
      .map((hit) => JSON.stringify([hit._highlightResult, hit._snippetResult, hit.hierarchy, hit.content]).replace(/<\/?mark>/g, ''))
      .filter((rendered) => /<[a-z/]/i.test(rendered));
    expect(marked).toEqual([]);
  });
});

describe('createLocalSearchClient', () => {
  it('answers each request of a multi-query call', async () => {
    const client = createLocalSearchClient(async () => index);
    const response = await client.search({requests: [{indexName: 'docs', query: 'redis'}, {indexName: 'docs', query: 'ollama'}]});
    expect(response.results).toHaveLength(2);
    expect(response.results[1]?.hits[0]?.url).toBe('/docs/concepts/ai');
  });

  it('reports an index that cannot be loaded as an unreachable host (RetryError)', async () => {
    const client = createLocalSearchClient(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.search({requests: [{indexName: 'docs', query: 'redis'}]})).rejects.toMatchObject({name: 'RetryError', message: expect.stringMatching(/^Unreachable hosts/)});
  });
});
