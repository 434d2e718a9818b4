import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';
import {
  LAST_UPDATED_LOCALE,
  formatLastUpdated,
} from '../../../src/dates/lastUpdated';

// What the theme's LastUpdated writes (useDateTimeFormat with the locale's calendar, Gregorian for English).
const intl = new Intl.DateTimeFormat(LAST_UPDATED_LOCALE, {
  calendar: 'gregory',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('formatLastUpdated', () => {
  it('writes the words Intl writes, for every day from 2019 to 2032', () => {
    const day = 24 * 60 * 60 * 1000;
    const mismatches: string[] = [];
    for (
      let time = Date.UTC(2019, 0, 1);
      time < Date.UTC(2033, 0, 1);
      time += day
    ) {
      // Late in the UTC day: a formatter working in local time would give the next day in some zones.
      const timestamp = time + day - 1;
      if (formatLastUpdated(timestamp) !== intl.format(timestamp))
        mismatches.push(
          `${formatLastUpdated(timestamp)} ≠ ${intl.format(timestamp)}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it('is the only locale the site is built in', () => {
    expect(config.i18n.locales).toEqual([LAST_UPDATED_LOCALE]);
  });
});
