import {describe, expect, it} from 'vitest';
import {
  escapeHtml,
  highlight,
  snippet,
} from '../../../../src/search/engine/highlight';

describe('escapeHtml', () => {
  it.each([
    {
      input: '<img src=x onerror=alert(1)>',
      expected: '&lt;img src=x onerror=alert(1)&gt;',
    },
    {
      input: '"quoted" & \'single\'',
      expected: '&quot;quoted&quot; &amp; &#39;single&#39;',
    },
    {input: 'plain text', expected: 'plain text'},
  ])('escapes $input', ({input, expected}) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('highlight', () => {
  it('wraps each match in <mark>, case-insensitively', () => {
    expect(highlight('Redis and redis', ['redis'])).toBe(
      '<mark>Redis</mark> and <mark>redis</mark>',
    );
  });

  it('escapes page text around and inside the marks', () => {
    expect(highlight('<b>DB_ENGINE</b>', ['db_engine'])).toBe(
      '&lt;b&gt;<mark>DB_ENGINE</mark>&lt;/b&gt;',
    );
  });

  it('merges overlapping matches into one mark', () => {
    expect(highlight('postgresql', ['postgres', 'postgresql'])).toBe(
      '<mark>postgresql</mark>',
    );
  });

  it('never lets a term inject markup', () => {
    expect(highlight('a <script> b', ['<script>'])).toBe(
      'a <mark>&lt;script&gt;</mark> b',
    );
  });
});

describe('snippet', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';

  it('keeps short texts whole', () => {
    expect(snippet('one two', ['two'], 10)).toBe('one <mark>two</mark>');
  });

  it('cuts a window of the given number of words around the first match, with ellipses', () => {
    expect(snippet(text, ['eight'], 5)).toBe(
      '…seven <mark>eight</mark> nine ten eleven…',
    );
  });

  it('starts at the beginning when nothing matches', () => {
    expect(snippet(text, ['zzz'], 3)).toBe('one two three…');
  });
});
