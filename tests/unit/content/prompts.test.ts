/**
 * The prompts pages show the default prompt the version's server creates, in full, and an itemizing
 * prompt a reader can paste: the server's default prompt with the item instructions added, nothing
 * dropped. For the current docs the default prompt and the template variables are read from the
 * server's source (tests/fixtures/server/<current>.json, `prompts`); 5.x is checked by its own
 * wording. (docs/ holds the same pages as the current docs: tests/unit/content/examples.test.ts.)
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CURRENT_DOCS,
  CURRENT_VERSION,
  currentFixture,
  docsFolder,
} from '../../support/docsVersions';
import {ROOT, codeBlocks} from '../../support/markdown';

const PAGE = 'concepts/system-settings/prompts.md';

interface PromptFacts {
  source: {tag: string};
  prompts: {
    defaultPrompt: {name: string; text: string; source: string};
    variables: {name: string; value: string; source: string}[];
  };
}

const server = JSON.parse(
  readFileSync(currentFixture('server'), 'utf8'),
) as PromptFacts;
// PROMPTS_DOCS points the current docs' checks at a copy of the pages, to watch them fail on a
// broken page.
const DOCS = process.env.PROMPTS_DOCS ?? CURRENT_DOCS;

const VERSIONS = [
  // The current server's default (6.x's since v6.0) asks for empty arrays when there is nothing to
  // choose from.
  {
    dir: DOCS,
    categoriesLine: 'Categories to chose from: @categories',
    chargesItems: false,
    serverPrompt: server.prompts.defaultPrompt.text,
  },
  // 5.x by name: the older default, and items must name the user they are charged to (no source
  // facts).
  {
    dir: path.join(ROOT, docsFolder('5.x')),
    categoriesLine: 'Categories: @categories',
    chargesItems: true,
    serverPrompt: null,
  },
];

function promptBlocks(dir: string): {defaultPrompt: string; itemize: string} {
  const blocks = codeBlocks(path.join(dir, PAGE));
  const byTitle = (title: string): string => {
    const found = blocks.filter((block) => block.title === title);
    expect(found, title).toHaveLength(1);
    expect(found[0]?.language).toBe('text');
    return found[0]?.code ?? '';
  };
  return {
    defaultPrompt: byTitle('Default Prompt'),
    itemize: byTitle('Itemize all items on a receipt'),
  };
}

describe.each(VERSIONS)(
  '$dir prompts page',
  ({dir, categoriesLine, chargesItems, serverPrompt}) => {
    const {defaultPrompt: shown, itemize} = promptBlocks(dir);
    // What the example must build on: the server's own default prompt where the source was read.
    const defaultPrompt = serverPrompt?.trim() ?? shown;

    it('shows the default prompt in full, ending with the receipt text', () => {
      for (const variable of [
        '@currentYear',
        '@categories',
        '@tags',
        '@ocrText',
      ])
        expect(defaultPrompt).toContain(variable);
      expect(defaultPrompt.split('\n')).toContain(categoriesLine);
      expect(defaultPrompt.trimEnd().endsWith('Receipt text: @ocrText')).toBe(
        true,
      );
    });

    it('builds the itemizing example on that default prompt, keeping each of its lines in order', () => {
      // The two lines the example changes: the answer gains a key, and the date format is spelled right.
      const changed = (line: string): boolean =>
        line === '\t"tags": tags' || line.includes('ISO 18601');
      const kept = defaultPrompt
        .split('\n')
        .filter((line) => line.trim() !== '' && !changed(line));
      const lines = itemize.split('\n');
      let at = 0;
      for (const line of kept) {
        const found = lines.indexOf(line, at);
        // indexOf answers -1 for a line that is missing or comes before the previous one.
        expect(found, `missing or out of order: ${line}`).not.toBe(-1);
        at = found + 1;
      }
      expect(itemize).toContain('"receiptItems": items');
      expect(itemize).toContain('"status": "DRAFT"');
      expect(itemize.includes('"chargedToUserId"')).toBe(chargesItems);
    });
  },
);

describe(`${CURRENT_VERSION} prompts page against the server at ${server.source.tag}`, () => {
  const page = readFileSync(path.join(DOCS, PAGE), 'utf8');

  it(`shows the default prompt the server creates (${server.prompts.defaultPrompt.source}), verbatim`, () => {
    expect(promptBlocks(DOCS).defaultPrompt.trim()).toBe(
      server.prompts.defaultPrompt.text.trim(),
    );
  });
  const rows = new Map(
    [...page.matchAll(/^\| `(@\w+)` \| (.*) \|$/gm)].map((match) => [
      match[1],
      match[2] ?? '',
    ]),
  );

  it('lists every variable the server replaces, and no other', () => {
    expect([...rows.keys()].sort()).toEqual(
      server.prompts.variables.map((variable) => variable.name).sort(),
    );
  });

  // time.Now() is the server's local time; only .UTC() would make it UTC.
  it.each(
    server.prompts.variables
      .filter((variable) => /\btime\.Now\(\)/.test(variable.value))
      .map((variable) => ({...variable, id: variable.name})),
  )('$id: in the time zone the server computes it in', (variable) => {
    const described = rows.get(variable.name) ?? '';
    if (/\.UTC\(\)/.test(variable.value)) expect(described).toMatch(/\bUTC\b/);
    else {
      expect(described).toMatch(/server's local time zone/);
      expect(described).not.toMatch(/\bUTC\b/);
    }
  });
});
