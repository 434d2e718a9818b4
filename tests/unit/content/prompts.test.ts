/**
 * The prompts pages show the default prompt the version's server creates, in full, and an itemizing
 * prompt a reader can paste: the default prompt with the item instructions added, nothing dropped.
 * (docs/ holds the same 6.x pages: tests/unit/content/examples.test.ts.)
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, codeBlocks} from '../../support/markdown';

const PAGE = 'concepts/system-settings/prompts.md';
const VERSIONS = [
  // The 6.x server's default (since v6.0) asks for empty arrays when there is nothing to choose from.
  {
    dir: 'versioned_docs/version-6.x',
    categoriesLine: 'Categories to chose from: @categories',
    chargesItems: false,
  },
  // 5.x: the older default, and items must name the user they are charged to.
  {
    dir: 'versioned_docs/version-5.x',
    categoriesLine: 'Categories: @categories',
    chargesItems: true,
  },
];

function promptBlocks(dir: string): {defaultPrompt: string; itemize: string} {
  const blocks = codeBlocks(path.join(ROOT, dir, PAGE));
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
  ({dir, categoriesLine, chargesItems}) => {
    const {defaultPrompt, itemize} = promptBlocks(dir);

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
