/**
 * A page of the current docs that tells the reader to click an icon shows that icon: the first time a page names one
 * (the pencil, the trash, the plus or filter button, the check mark…), the same sentence draws it with
 * `<UiIcon name="…" />`, so the reader can match the words to the app's button. Later mentions on the
 * same page ("its pencil") may refer back without drawing it again.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_DOCS, CURRENT_VERSION} from '../../support/docsVersions';
import {ROOT, markdownFiles} from '../../support/markdown';

/** How the pages name an icon, and the Material names (as the app's templates give them) that draw it. */
const ICON_WORDS: readonly {words: RegExp; icons: readonly string[]}[] = [
  {words: /\bpencil\b/i, icons: ['edit']},
  {words: /\btrash\b|\bdelete (?:icon|button)\b/i, icons: ['delete']},
  {words: /\bplus (?:icon|button)\b/i, icons: ['add']},
  {words: /\bfilter (?:icon|button)\b/i, icons: ['filter_alt']},
  {words: /\bcheck mark\b/i, icons: ['done', 'check']},
  {words: /\bperson icon\b/i, icons: ['person']},
  {words: /\bpassword icon\b/i, icons: ['password']},
  {words: /\blist icon\b/i, icons: ['list_alt']},
  {words: /\bred cross\b/i, icons: ['close']},
  {words: /\brestart button\b/i, icons: ['restart_alt']},
];

/**
 * The page's prose, one sentence (or table cell, or list item) at a time; code blocks and pictures
 * left out (a picture's alt text describes what it shows, where no icon can be drawn).
 */
function sentences(source: string): string[] {
  return source
    .replace(/^([ \t]*)```[\s\S]*?^[ \t]*```[ \t]*$/gm, '')
    .replace(/<Screenshot\b[^>]*\/>/g, '')
    .split(/\n|\|/)
    .flatMap((line) => line.split(/(?<=[.!?:])\s+(?=[A-Z*[`])/));
}

function firstMentionsWithoutIcon(source: string): string[] {
  const all = sentences(source);
  return ICON_WORDS.flatMap(({words, icons}) => {
    const first = all.find((sentence) => words.test(sentence));
    if (first === undefined) return [];
    const drawn = [...first.matchAll(/<UiIcon\s+name="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    return drawn.some((name) => icons.includes(name)) ? [] : [first.trim()];
  });
}

// docs/ is byte for byte the current docs (examples.test.ts).
const pages = markdownFiles(CURRENT_DOCS).map((file) => ({
  file: path.relative(ROOT, file),
  source: readFileSync(file, 'utf8'),
}));

describe(`icons the ${CURRENT_VERSION} pages name`, () => {
  it('finds pages that name icons', () => {
    expect(
      pages.filter(({source}) =>
        ICON_WORDS.some(({words}) => words.test(source)),
      ).length,
    ).toBeGreaterThan(5);
  });

  it('flags a first mention without its icon, and accepts one with it', () => {
    expect(
      firstMentionsWithoutIcon('Click its pencil to edit. Then its pencil.'),
    ).toEqual(['Click its pencil to edit.']);
    expect(
      firstMentionsWithoutIcon(
        'Click its pencil <UiIcon name="edit" />. Later, its pencil again.',
      ),
    ).toEqual([]);
    expect(
      firstMentionsWithoutIcon('The pencil <UiIcon name="delete" /> edits.'),
    ).toHaveLength(1);
    expect(
      firstMentionsWithoutIcon(
        '<Screenshot id="users" alt="Rows with a delete button" />\n\nClick its pencil.',
      ),
    ).toEqual(['Click its pencil.']);
  });

  it.each(pages)(
    '$file draws each icon where it first names it',
    ({source}) => {
      expect(firstMentionsWithoutIcon(source)).toEqual([]);
    },
  );
});
