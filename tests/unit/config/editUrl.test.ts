import {describe, expect, it} from 'vitest';
import {editUrlFrom} from '../../../src/config/editUrl';

describe('editUrlFrom', () => {
  it('gives no edit links when EDIT_URL is unset or blank', () => {
    expect(editUrlFrom({})).toBeUndefined();
    expect(editUrlFrom({EDIT_URL: '  '})).toBeUndefined();
  });

  it('takes an http(s) base and ends it with one slash, so file paths join onto it', () => {
    expect(
      editUrlFrom({
        EDIT_URL: 'https://github.com/Receipt-Wrangler/docs/edit/main',
      }),
    ).toBe('https://github.com/Receipt-Wrangler/docs/edit/main/');
    expect(editUrlFrom({EDIT_URL: 'https://git.example/edit/main/'})).toBe(
      'https://git.example/edit/main/',
    );
  });

  it.each(['github.com/x/y', 'javascript:alert(1)', 'ftp://host/'])(
    'stops the build on %s, naming the variable',
    (value) => {
      expect(() => editUrlFrom({EDIT_URL: value})).toThrow(/^EDIT_URL/);
    },
  );
});
