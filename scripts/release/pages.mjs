/**
 * Where the docs pages state a fact or quote a label: page and line. Pure functions over the pages'
 * text ({file, source}); the pictures' sections are read with the helpers the screenshot tests use
 * (scripts/shared/screenshotTags.mjs: a `<Screenshot>`'s section and the labels it sets in bold).
 */
import {
  quotedLabels,
  screenshotsOnPage,
  textBeside,
} from '../shared/screenshotTags.mjs';

/**
 * The pages the content tests hold each part of the server facts to (tests/unit/content/
 * serverFacts.test.ts, prompts.test.ts, promptListsAndCurrency.test.ts): a fact that no page
 * quotes is filed under these, as a fact the page does not state yet.
 */
export const PART_PAGES = {
  environmentVariables: ['configuration/environment-variables.md'],
  image: ['configuration/environment-variables.md'],
  queues: ['concepts/tasks.md', 'concepts/system-settings/system-settings.md'],
  aiTypes: [
    'concepts/ai.md',
    'concepts/system-settings/receipt-processing-settings.md',
  ],
  systemSettings: ['concepts/system-settings/system-settings.md'],
  'commands.UpsertReceiptCommand': ['concepts/receipts/overview.md'],
  'commands.UpsertGroupCommand': ['concepts/groups/overview.md'],
  'commands.UpsertSystemEmailCommand': [
    'concepts/system-settings/system-email.md',
  ],
  prompts: ['concepts/system-settings/prompts.md'],
  email: ['concepts/email.md'],
  currency: ['concepts/system-settings/system-settings.md'],
};

/** How a page quotes a needle: in code, in bold, in quotes, or (a long text) as it is. */
export function quotes(line, needle) {
  if (
    line.includes(`\`${needle}\``) ||
    line.includes(`**${needle}**`) ||
    line.includes(`"${needle}"`) ||
    line.includes(`“${needle}”`)
  )
    return true;
  if (needle.length >= 16 && line.includes(needle)) return true;
  // A variable or queue name (FOO_BAR, quick_scan) stands for itself wherever it is written.
  return (
    /^[A-Za-z]+(_[A-Za-z0-9]+)+$/.test(needle) &&
    new RegExp(`(^|[^\\w])${needle}([^\\w]|$)`).test(line)
  );
}

/** Every line of the pages that quotes one of the needles: `{page, line, text}`. */
export function linesQuoting(pages, needles) {
  const out = [];
  for (const {file, source} of pages)
    source.split('\n').forEach((text, index) => {
      if (needles.some((needle) => quotes(text, needle)))
        out.push({page: file, line: index + 1, text: text.trim()});
    });
  return out;
}

/**
 * The fact changes placed on the pages: each fact on every line that quotes it, and a fact that no
 * line quotes on the pages its part is tied to, with `line: null`.
 */
export function placeFacts(facts, pages) {
  const placed = [];
  for (const fact of facts) {
    const lines = linesQuoting(pages, fact.needles);
    if (lines.length)
      for (const where of lines) placed.push({...where, kind: 'fact', fact});
    else {
      const tied =
        PART_PAGES[`${fact.part}.${fact.subjectPath[0]}`] ??
        PART_PAGES[fact.part] ??
        [];
      for (const page of tied)
        placed.push({page, line: null, text: '', kind: 'fact', fact});
    }
  }
  return placed;
}

/**
 * The labels gone from the pictures, placed on the pages: each picture's section on a page that
 * sets the label in bold (what the screenshot tests hold to the manifest), and any other line of
 * the pages that sets it in bold.
 */
export function placeLabels(pictures, pages) {
  const placed = [];
  const byLabel = new Map();
  for (const picture of pictures)
    for (const label of picture.labels) {
      if (!byLabel.has(label.label))
        byLabel.set(label.label, {label, pictures: []});
      byLabel.get(label.label).pictures.push(picture.id);
    }
  for (const [text, {label, pictures: ids}] of byLabel) {
    for (const {file, source} of pages) {
      const sections = screenshotsOnPage(source).filter((shot) =>
        ids.includes(shot.id),
      );
      const inSection = new Set();
      for (const shot of sections) {
        const beside = textBeside(source, shot.offset);
        if (!quotedLabels(beside).labels.includes(text)) continue;
        const start = source
          .slice(0, shot.offset - beside.length)
          .split('\n').length;
        beside.split('\n').forEach((line, index) => {
          if (line.includes(`**${text}`)) inSection.add(start + index);
        });
      }
      // A label that other components still hold: a page named after one of them (system-email.md
      // and system-email-form.component.html) means that one, which did not change.
      const topic = file
        .split('/')
        .pop()
        .replace(/\.mdx?$/, '');
      if (
        label.change === 'moved' &&
        label.stillIn.some(
          (held) =>
            held.split('/').pop().startsWith(`${topic}-`) ||
            held.split('/').pop().startsWith(`${topic}.`),
        )
      )
        continue;
      source.split('\n').forEach((line, index) => {
        if (!line.includes(`**${text}**`) && !inSection.has(index + 1)) return;
        placed.push({
          page: file,
          line: index + 1,
          text: line.trim(),
          kind: 'label',
          label: {
            ...label,
            pictures: ids,
            inPictureSection: inSection.has(index + 1),
          },
        });
      });
    }
  }
  return placed;
}
