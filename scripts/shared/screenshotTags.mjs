// @ts-check
/**
 * The docs' pictures of the web app as a page's source holds them: each `<Screenshot />` tag, the
 * text the picture stands beside, and what that text quotes from the app. Used by the release tool
 * (scripts/release/pages.mjs) and by the screenshot tests (through tests/support/screenshots.ts);
 * plain JavaScript that Node runs as it is, checked by TypeScript through its JSDoc.
 */

/**
 * @typedef {object} ScreenshotTag
 * @property {string} id
 * @property {string} alt
 * @property {number} width
 * @property {number} height
 * @property {number} offset Where the tag starts in the page's source.
 */

/**
 * @param {string} tag
 * @param {string} name
 * @returns {string | undefined}
 */
function attribute(tag, name) {
  return (
    new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ??
    new RegExp(`\\b${name}=\\{(\\d+)\\}`).exec(tag)?.[1]
  );
}

/**
 * Every `<Screenshot … />` of a page, with its attributes (NaN for a size that is missing).
 * @param {string} source
 * @returns {ScreenshotTag[]}
 */
export function screenshotsOnPage(source) {
  return [...source.matchAll(/<Screenshot\b[^>]*\/>/g)].map((match) => ({
    id: attribute(match[0], 'id') ?? '',
    alt: attribute(match[0], 'alt') ?? '',
    width: Number(attribute(match[0], 'width')),
    height: Number(attribute(match[0], 'height')),
    offset: match.index,
  }));
}

/**
 * The text a picture stands beside: the block (paragraph, list or table) right above it, back to the
 * blank line, heading or picture before that. That is the text that tells the reader what to look at.
 * @param {string} source
 * @param {number} offset
 * @returns {string}
 */
export function textBeside(source, offset) {
  const before = source.slice(0, offset).replace(/\s+$/, '');
  const start = before.lastIndexOf('\n\n');
  return before.slice(start < 0 ? 0 : start + 2);
}

/**
 * What a text quotes from the app: the words it sets in bold (button names, menu items, field
 * labels, as the app writes them) and the icons it draws with `<UiIcon name="…" />`.
 * @param {string} text
 * @returns {{labels: string[], icons: string[]}}
 */
export function quotedLabels(text) {
  const prose = text.replace(/^([ \t]*)```[\s\S]*?^[ \t]*```[ \t]*$/gm, '');
  return {
    labels: [
      ...new Set(
        [...prose.matchAll(/\*\*([^*]+)\*\*/g)].map((match) =>
          (match[1] ?? '').trim().replace(/[.:,]$/, ''),
        ),
      ),
    ],
    icons: [
      ...new Set(
        [...prose.matchAll(/<UiIcon\s+name="([^"]+)"/g)].map(
          (match) => match[1] ?? '',
        ),
      ),
    ],
  };
}
