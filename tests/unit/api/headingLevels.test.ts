// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {levelHeadings} from '../../../src/api-reference/browser/headingLevels';

function outline(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  levelHeadings(root);
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6')).map(
    (heading) =>
      `${heading.tagName.toLowerCase()}:${heading.getAttribute('aria-level') ?? '-'}`,
  );
}

describe('levelHeadings', () => {
  it.each([
    [
      'leaves a well-ordered outline alone',
      '<h1></h1><h2></h2><h3></h3><h2></h2>',
      ['h1:-', 'h2:-', 'h3:-', 'h2:-'],
    ],
    [
      'puts Redoc h5 sections one level under their operation',
      '<h1></h1><h2></h2><h5></h5><h5></h5><h2></h2><h5></h5>',
      ['h1:-', 'h2:-', 'h5:3', 'h5:3', 'h2:-', 'h5:3'],
    ],
    [
      'nests a skipped level under a levelled one',
      '<h1></h1><h2></h2><h5></h5><h6></h6>',
      ['h1:-', 'h2:-', 'h5:3', 'h6:4'],
    ],
    ['starts a fragment without an h1 at level 1', '<h3></h3>', ['h3:1']],
  ])('%s', (_case, html, expected) => {
    expect(outline(html)).toEqual(expected);
  });

  it('reports only what it changed, so running it again after a re-render is cheap', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1></h1><h2></h2><h5></h5>';
    expect(levelHeadings(root)).toBe(1);
    expect(levelHeadings(root)).toBe(0);
  });
});
