/**
 * The "last updated" date of a page as the theme shows it ("Nov 27, 2026": day, short month and year
 * in UTC, as `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone:
 * 'UTC'})` writes it), without a date formatter: the server renders these words into the HTML, and
 * the browser, which renders the same words while it hydrates, creates no `Intl.DateTimeFormat`
 * (50–70 ms on a phone, the longest task of a docs page's hydration).
 *
 * English only: the site has one locale (`i18n.locales` in docusaurus.config.ts). The unit test
 * compares these words with Intl's for every day of several years, and fails if a locale is added.
 */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The locale these words are written in. */
export const LAST_UPDATED_LOCALE = 'en';

/** `timestamp`: milliseconds since the epoch, as the docs, blog and pages plugins give it. */
export function formatLastUpdated(timestamp: number): string {
  const date = new Date(timestamp);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
