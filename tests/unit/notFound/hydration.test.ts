import {describe, expect, it} from 'vitest';
import {
  NOT_FOUND_MARKER,
  isHydratingNotFoundHtml,
} from '../../../src/notFound/hydration';

describe('isHydratingNotFoundHtml', () => {
  const withMarker = {
    querySelector: (selector: string) =>
      selector === `[${NOT_FOUND_MARKER}]` ? ({} as Element) : null,
  };
  const without = {querySelector: () => null};

  it('is true only while hydrating HTML that holds the not-found page', () => {
    expect(isHydratingNotFoundHtml(false, withMarker)).toBe(true);
    expect(isHydratingNotFoundHtml(true, withMarker)).toBe(false);
    expect(isHydratingNotFoundHtml(false, without)).toBe(false);
    expect(isHydratingNotFoundHtml(false, undefined)).toBe(false);
  });
});
