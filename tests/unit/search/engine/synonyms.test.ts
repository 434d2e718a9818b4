/**
 * Words readers search for that the docs do not use (src/search/engine/synonyms.ts): the list is
 * true to the current docs, a query is reworded one word at a time, and the engine offers only the
 * rewordings that find something, only when the query itself finds no hit with all its words.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {queryIndexes} from '../../../../src/search/engine/query';
import {
  SYNONYMS,
  alternativeQueries,
} from '../../../../src/search/engine/synonyms';
import type {PageSource} from '../../../../src/search/engine/records';
import {CURRENT_DOCS} from '../../../support/docsVersions';
import {markdownFiles} from '../../../support/markdown';
import {indexOf} from '../buildIndex';

const CURRENT_TEXT = markdownFiles(CURRENT_DOCS)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** Whole words, as the index splits them (letters, digits, underscore). */
const hasWords = (text: string, words: string): boolean =>
  new RegExp(
    `(?<![\\p{L}\\p{N}_])${words.replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}_])`,
    'iu',
  ).test(text);

describe('the synonym list', () => {
  it.for(Object.entries(SYNONYMS))(
    '"%s" is not a word of the current docs, and each of %o is',
    ([word, docsWords]) => {
      expect(hasWords(CURRENT_TEXT, word)).toBe(false);
      for (const docsWord of docsWords)
        expect(hasWords(CURRENT_TEXT, docsWord), docsWord).toBe(true);
    },
  );

  it('reads whole words only', () => {
    expect(hasWords('an IMAP mailbox', 'imap')).toBe(true);
    expect(hasWords('IMAPS', 'imap')).toBe(false);
    expect(hasWords('a system  email', 'system email')).toBe(true);
  });
});

describe('alternativeQueries', () => {
  it('replaces one word at a time with each of its synonyms, in case-insensitive match', () => {
    expect(alternativeQueries('SMTP port')).toEqual([
      'IMAP port',
      'system email port',
    ]);
    expect(alternativeQueries('smtp ssl')).toEqual([
      'IMAP ssl',
      'system email ssl',
      'smtp STARTTLS',
      'smtp TLS',
    ]);
  });

  it('has none for a query without a listed word', () => {
    expect(alternativeQueries('postgres')).toEqual([]);
    expect(alternativeQueries('   ')).toEqual([]);
  });
});

describe('suggestions of the engine', () => {
  const PAGES: PageSource[] = [
    {
      permalink: '/docs/concepts/system-settings/system-email',
      title: 'System Emails',
      lvl0: 'Concepts',
      version: '6.x',
      markdown:
        '## Connection\n\nA system email is an IMAP mailbox that Receipt Wrangler reads.',
    },
  ];
  const index = indexOf(PAGES);

  it("offers the docs' words that find something when the query finds nothing", () => {
    const result = queryIndexes([index], 'smtp');
    expect(result.total).toBe(0);
    expect(result.suggestions).toEqual(['IMAP', 'system email']);
  });

  it('offers nothing when the query finds hits with all its words', () => {
    expect(queryIndexes([index], 'imap').suggestions).toEqual([]);
  });

  it('offers only rewordings that find something', () => {
    expect(queryIndexes([index], 'chatgpt').suggestions).toEqual([]);
  });
});
