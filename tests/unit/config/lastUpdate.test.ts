import {spawnSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {
  NO_HISTORY_MESSAGE,
  hasGitHistory,
  lastUpdateNotice,
} from '../../../src/config/lastUpdate';

async function noticeLines(withDates: boolean): Promise<string[]> {
  const lines: string[] = [];
  const plugin = lastUpdateNotice(withDates, (line) => lines.push(line))();
  await plugin.postBuild?.(
    {} as Parameters<NonNullable<Plugin['postBuild']>>[0],
  );
  return lines;
}

describe('last-updated dates', () => {
  it('are off in a copy without git history, said in one line after the build', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'zip-copy-'));
    expect(hasGitHistory(copy)).toBe(false);
    expect(await noticeLines(false)).toEqual([NO_HISTORY_MESSAGE]);
  });

  it('are on in a git checkout, silently', async () => {
    const checkout = mkdtempSync(path.join(tmpdir(), 'checkout-'));
    expect(spawnSync('git', ['init', '-q'], {cwd: checkout}).status).toBe(0);
    expect(hasGitHistory(checkout)).toBe(true);
    expect(await noticeLines(true)).toEqual([]);
  });
});
