/** WORKAROUNDS.md's tables, read as tables (mdast, GFM): one entry per row, header rows left out. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Table, TableRow} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';
import {ROOT} from './markdown';

export const WORKAROUNDS_FILE = path.join(ROOT, 'WORKAROUNDS.md');

/** Every body row of every table in the Markdown. */
export function tableRows(markdown: string): TableRow[] {
  const root = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const rows: TableRow[] = [];
  visit(root, 'table', (table: Table) => {
    rows.push(...table.children.slice(1));
  });
  return rows;
}

/** A row's text, cell by cell (inline code and link text included, link targets not). */
export function rowText(row: TableRow): string {
  return row.children.map((cell) => toString(cell)).join(' | ');
}

export function readWorkarounds(): string {
  return readFileSync(WORKAROUNDS_FILE, 'utf8');
}
