import {describe, expect, it} from 'vitest';
import {copyrightLine} from '../../../src/config/footer';
import {
  BLOG_AUTHORS_DESCRIPTION,
  BLOG_DESCRIPTION,
  BLOG_TAGS_DESCRIPTION,
} from '../../../src/config/blog';

describe('copyrightLine', () => {
  it('names the year it is given, the contributors and the licence', () => {
    expect(copyrightLine(2031)).toBe(
      'Copyright © 2031 Receipt Wrangler contributors. Licensed under the AGPL-3.0.',
    );
  });
});

describe('blog descriptions', () => {
  it.each([BLOG_DESCRIPTION, BLOG_TAGS_DESCRIPTION, BLOG_AUTHORS_DESCRIPTION])(
    '%s is a sentence, not one word',
    (text) => {
      expect(text.split(/\s+/).length).toBeGreaterThan(8);
    },
  );
});
