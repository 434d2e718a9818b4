import {describe, expect, it} from 'vitest';
import {
  INITIALLY_DISMISSED,
  isNewAnnouncement,
  revealChangedAnnouncement,
} from '../../../src/resilience/announcement';

describe('isNewAnnouncement', () => {
  it.each([
    {
      name: 'first visit (nothing stored)',
      id: 'a',
      viewed: null,
      expected: false,
    },
    {name: 'same bar as last time', id: 'a', viewed: 'a', expected: false},
    {
      name: 'the config changed the bar id',
      id: 'b',
      viewed: 'a',
      expected: true,
    },
  ])('$name → $expected', ({id, viewed, expected}) => {
    expect(isNewAnnouncement(id, viewed)).toBe(expected);
  });
});

describe('revealChangedAnnouncement', () => {
  it('un-hides a dismissed bar when its id changed', () => {
    const html = document.createElement('html');
    html.setAttribute(INITIALLY_DISMISSED, 'true');
    expect(revealChangedAnnouncement(html, 'new-id', 'old-id')).toBe(true);
    expect(html.getAttribute(INITIALLY_DISMISSED)).toBe('false');
  });

  it('keeps a dismissed bar hidden when its id is unchanged', () => {
    const html = document.createElement('html');
    html.setAttribute(INITIALLY_DISMISSED, 'true');
    expect(revealChangedAnnouncement(html, 'same', 'same')).toBe(false);
    expect(html.getAttribute(INITIALLY_DISMISSED)).toBe('true');
  });
});
