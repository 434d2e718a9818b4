import {describe, expect, it} from 'vitest';
import {
  markdownCopyOf,
  withMarkdownCopies,
} from '../../../src/offline/precache';

describe('withMarkdownCopies', () => {
  it("adds the copy of each saved page that has one, with the copy's own revision", () => {
    const entries = [
      {url: 'docs/getting-started/index.html', revision: 'a', size: 1},
      {url: 'search/index.html', revision: 'b', size: 1},
      {url: 'assets/js/main.js', revision: null, size: 1},
    ];
    const copies: Record<string, {revision: string; size: number}> = {
      'docs/getting-started.md': {revision: 'md5', size: 9},
    };
    expect(withMarkdownCopies(entries, (url) => copies[url] ?? null)).toEqual([
      ...entries,
      {url: 'docs/getting-started.md', revision: 'md5', size: 9},
    ]);
  });

  it('names the copy of a page by its address plus .md', () => {
    expect(markdownCopyOf('project-status/index.html')).toBe(
      'project-status.md',
    );
    expect(markdownCopyOf('index.html')).toBeNull();
    expect(markdownCopyOf('offline.html')).toBeNull();
  });
});
