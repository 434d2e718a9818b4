/**
 * WORKAROUNDS.md names, for every seam, the test that fails when the seam stops working
 * (`file` › test name). A renamed or deleted test leaves the seam unguarded while the table still
 * claims a guard, so every name must be found in its file.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {InlineCode} from 'mdast';
import {visit} from 'unist-util-visit';
import {ROOT} from '../../support/markdown';
import {tableRows} from '../../support/workarounds';

interface Guard {
  file: string;
  name: string;
}

/** The `file` › `name` pairs of each table's last column ("Guarded by"). */
function guards(markdown: string): Guard[] {
  const found: Guard[] = [];
  for (const row of tableRows(markdown)) {
    const codes: string[] = [];
    visit(row.children.at(-1)!, 'inlineCode', (code: InlineCode) => {
      codes.push(code.value);
    });
    codes.forEach((file, index) => {
      const name = codes[index + 1];
      if (file.startsWith('tests/') && name && !name.startsWith('tests/'))
        found.push({file, name});
    });
  }
  return found;
}

/** A name ending in "…" is the start of the test's name. */
function namedIn(source: string, name: string): boolean {
  return source.includes(name.replace(/…$/, ''));
}

describe('WORKAROUNDS.md', () => {
  const table = readFileSync(path.join(ROOT, 'WORKAROUNDS.md'), 'utf8');

  it('reads the guards out of a table row', () => {
    const row = [
      '| Seam | Fix | Link | When | Guarded by |',
      '|---|---|---|---|---|',
      '| a | b | c | d | `tests/x.test.ts` › `does it`; `tests/y.test.ts` › `starts …` |',
    ].join('\n');
    expect(guards(row)).toEqual([
      {file: 'tests/x.test.ts', name: 'does it'},
      {file: 'tests/y.test.ts', name: 'starts …'},
    ]);
    expect(namedIn("it('starts here', …)", 'starts …')).toBe(true);
    expect(namedIn("it('starts here', …)", 'stops …')).toBe(false);
  });

  it.each(guards(table).map((guard) => [guard.file, guard.name]))(
    'guard %s › %s exists',
    (file, name) => {
      const full = path.join(ROOT, file);
      expect(existsSync(full), `${file} is missing`).toBe(true);
      expect(namedIn(readFileSync(full, 'utf8'), name)).toBe(true);
    },
  );
});
