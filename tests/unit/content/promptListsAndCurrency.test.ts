/**
 * What the AI gets of categories and tags, and how the web app writes an amount with its symbol, as
 * each version's source has it: 6.x from the facts read at the release tag
 * (tests/fixtures/server/6.x.json, `prompts.variables[].selects` and `currency`), 5.x and 4.x from
 * the facts read by hand at their last release (tests/fixtures/server/earlier.json). A list's query
 * selects some columns; a description that is not selected never reaches the AI, so a page may not
 * say the AI reads it. The currency pipe puts the symbol before or after the amount with nothing
 * between them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import type {Nodes, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../../support/markdown';

interface ListColumns {
  call: string;
  columns: string[];
  source: string;
}

interface CurrencyExample {
  position: string;
  symbol: string;
  text: string;
}

interface VersionFacts {
  version: string;
  tag: string;
  lists: Record<'@categories' | '@tags', ListColumns>;
  currency?: {examples: CurrencyExample[]; source: string};
}

const read = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

const server = read('tests/fixtures/server/6.x.json') as {
  source: {tag: string};
  prompts: {variables: {name: string; selects?: ListColumns}[]};
  currency: {examples: CurrencyExample[]; source: string};
};
const earlier = read('tests/fixtures/server/earlier.json') as Record<
  '5.x' | '4.x',
  {
    server: {tag: string};
    promptLists: Record<'@categories' | '@tags', ListColumns>;
    currency?: {examples: CurrencyExample[]; source: string};
  }
>;

function listOf(name: '@categories' | '@tags'): ListColumns {
  const selects = server.prompts.variables.find(
    (variable) => variable.name === name,
  )?.selects;
  if (!selects) throw new Error(`6.x.json: ${name} has no selects`);
  return selects;
}

const VERSIONS: VersionFacts[] = [
  {
    version: '6.x',
    tag: server.source.tag,
    lists: {'@categories': listOf('@categories'), '@tags': listOf('@tags')},
    currency: server.currency,
  },
  ...(['5.x', '4.x'] as const).map((version) => ({
    version,
    tag: earlier[version].server.tag,
    lists: earlier[version].promptLists,
    currency: earlier[version].currency,
  })),
];

// FACTS_DOCS points the test at a copy of versioned_docs/, to watch it fail on a broken page.
const DOCS = process.env.FACTS_DOCS ?? path.join(ROOT, 'versioned_docs');

function readPage(version: string, page: string): Root {
  const source = readFileSync(
    path.join(DOCS, `version-${version}`, page),
    'utf8',
  );
  const parse = (mdx: boolean): Root =>
    fromMarkdown(source, {
      extensions: [frontmatter(['yaml']), ...(mdx ? [mdxjs()] : []), gfm()],
      mdastExtensions: [
        frontmatterFromMarkdown(['yaml']),
        ...(mdx ? [mdxFromMarkdown()] : []),
        gfmFromMarkdown(),
      ],
    });
  try {
    return parse(true);
  } catch {
    return parse(false);
  }
}

/** Each paragraph, list item's paragraph or table cell, code spans in backticks. */
function blocks(
  version: string,
  page: string,
): {text: string; codes: string[]}[] {
  const found: {text: string; codes: string[]}[] = [];
  const text = (node: Nodes): string =>
    node.type === 'inlineCode'
      ? `\`${node.value}\``
      : 'children' in node
        ? node.children.map(text).join('')
        : 'value' in node
          ? node.value
          : '';
  const codes = (node: Nodes): string[] =>
    node.type === 'inlineCode'
      ? [node.value]
      : 'children' in node
        ? node.children.flatMap(codes)
        : [];
  const visit = (node: Nodes): void => {
    if (node.type === 'paragraph' || node.type === 'tableCell')
      found.push({text: text(node), codes: codes(node)});
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(readPage(version, page));
  return found;
}

function sentences(version: string, page: string): string[] {
  return blocks(version, page).flatMap((block) =>
    block.text.split(/(?<=[.!?])\s+(?=[A-Z`])/),
  );
}

const NOUNS = {
  '@categories': /\bcategor(?:y|y's|ies)\b/i,
  '@tags': /\btags?\b|\btag's\b/i,
} as const;
const NEGATED = /\bnot\b|\bnever\b|n't\b/i;

describe.each(VERSIONS)(
  '$version pages against the source at $tag',
  ({version, lists, currency}) => {
    describe('concepts/categories-and-tags.md', () => {
      // The sentences about the AI and descriptions.
      const aboutAi = sentences(
        version,
        'concepts/categories-and-tags.md',
      ).filter(
        (text) => /\bAI\b/.test(text) && /\bdescriptions?\b/i.test(text),
      );

      it('reads a list whose description is selected and one whose description is not', () => {
        expect(lists['@categories'].columns).toContain('description');
        expect(lists['@tags'].columns).not.toContain('description');
      });

      it.each(
        (['@categories', '@tags'] as const).map((name) => ({
          ...lists[name],
          name,
        })),
      )(
        '$name: says whether the AI gets the description as $call selects it ($source)',
        ({name, columns}) => {
          const naming = aboutAi.filter((text) => NOUNS[name].test(text));
          if (columns.includes('description'))
            expect(
              naming.filter((text) => !NEGATED.test(text)),
              `a sentence saying the AI reads the descriptions of ${name}`,
            ).not.toEqual([]);
          else {
            expect(
              naming.filter((text) => !NEGATED.test(text)),
              `${name}: the query selects ${columns.join(', ')}, so no sentence may say the AI reads their description`,
            ).toEqual([]);
            expect(
              naming.filter((text) => NEGATED.test(text)),
              `a sentence saying the descriptions of ${name} do not reach the AI`,
            ).not.toEqual([]);
          }
        },
      );
    });

    if (version === '6.x')
      describe('concepts/system-settings/prompts.md', () => {
        const cells = blocks(version, 'concepts/system-settings/prompts.md');
        it.each(
          (['@categories', '@tags'] as const).map((name) => ({
            ...lists[name],
            name,
          })),
        )(
          '$name: its row names the columns $call selects',
          ({name, columns}) => {
            const index = cells.findIndex(
              (cell) => cell.text === `\`${name}\``,
            );
            expect(index, `a row for ${name}`).toBeGreaterThanOrEqual(0);
            expect([...(cells[index + 1]?.codes ?? [])].sort()).toEqual(
              [...columns].sort(),
            );
          },
        );
      });

    if (currency)
      describe('concepts/system-settings/system-settings.md', () => {
        const page = 'concepts/system-settings/system-settings.md';
        const texts = blocks(version, page).map((block) => block.text);
        const label = (position: string): string =>
          position.charAt(0) + position.slice(1).toLowerCase();
        const labels = new RegExp(
          currency.examples.map((example) => label(example.position)).join('|'),
          'g',
        );

        it.each(
          currency.examples.map((example) => ({
            ...example,
            id: example.position,
          })),
        )(
          `$id: the example is what the pipe writes, $text (${currency.source})`,
          ({position, symbol, text}) => {
            const code = `\`${text}\``;
            const block = texts.find((candidate) => candidate.includes(code));
            expect(block, `the page shows ${code}`).toBeDefined();
            // The position named last before the example is the one it illustrates.
            const before = (block ?? '').slice(0, (block ?? '').indexOf(code));
            expect([...before.matchAll(labels)].at(-1)?.[0]).toBe(
              label(position),
            );
            const amount = text.startsWith(symbol)
              ? text.slice(symbol.length)
              : text.slice(0, -symbol.length);
            const spaced = text.startsWith(symbol)
              ? `${symbol} ${amount}`
              : `${amount} ${symbol}`;
            expect(
              texts.filter((candidate) => candidate.includes(`\`${spaced}\``)),
              'no example puts a space between the symbol and the amount',
            ).toEqual([]);
          },
        );
      });
  },
);
