/**
 * The pictures of the web app as the built pages of the current docs serve them: every `<Screenshot>` of a page's
 * source is an `<img>` in its HTML, with the alt text, width and height, lazy loading, and a file in
 * the build. That the sources hold the right sizes and labels is tests/unit/screenshots/'s.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD} from '../support/build';
import {CURRENT_DOCS, CURRENT_VERSION} from '../support/docsVersions';
import {ROOT, markdownFiles} from '../support/markdown';
import {screenshotsOnPage} from '../support/screenshots';

const DOCS = CURRENT_DOCS;

/** The current docs are served at /docs/: `concepts/users.md` → build/docs/concepts/users/index.html. */
function builtPage(file: string): string {
  const route = path.relative(DOCS, file).replace(/\.mdx?$/, '');
  return path.join(BUILD, 'docs', route, 'index.html');
}

function imagesIn(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([element]) =>
    Object.fromEntries(
      // The build's HTML is minified: attribute values may be unquoted.
      [...element.matchAll(/([\w:-]+)=(?:"([^"]*)"|([^\s>"]+))/g)].map(
        (match) => [
          match[1] ?? '',
          (match[2] ?? match[3] ?? '')
            .replace(/&amp;/g, '&')
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/&quot;/g, '"'),
        ],
      ),
    ),
  );
}

const pages = markdownFiles(DOCS)
  .map((file) => ({
    file,
    name: path.relative(ROOT, file),
    shots: screenshotsOnPage(readFileSync(file, 'utf8')),
  }))
  .filter(({shots}) => shots.length > 0);

describe(`pictures of the web app in the built ${CURRENT_VERSION} pages`, () => {
  it('finds pages with pictures', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages)(
    '$name shows each picture lazily, with its alt text and size',
    ({file, shots}) => {
      const images = imagesIn(readFileSync(builtPage(file), 'utf8'));
      for (const shot of shots) {
        const image = images.find(
          (candidate) => candidate.src === `/img/screenshots/${shot.id}.webp`,
        );
        expect(image, shot.id).toMatchObject({
          alt: shot.alt,
          width: String(shot.width),
          height: String(shot.height),
          loading: 'lazy',
          decoding: 'async',
        });
        expect(
          existsSync(path.join(BUILD, 'img/screenshots', `${shot.id}.webp`)),
        ).toBe(true);
      }
    },
  );
});
