/**
 * "Last updated on" dates: Docusaurus reads each page's date from its file's last commit, so it
 * needs the site inside a git checkout. A copy without history (GitHub's "Download ZIP", a
 * `git archive` export) builds without the dates instead of failing, and says so once.
 */
import {spawnSync} from 'node:child_process';
import type {Plugin} from '@docusaurus/types';

/** Whether `siteDir` is inside a git work tree that the `git` command can read. */
export function hasGitHistory(siteDir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  return result.status === 0 && result.stdout.trim() === 'true';
}

/** The line a build without git history prints, once. */
export const NO_HISTORY_MESSAGE =
  '[last-updated] Not a git checkout (a ZIP or `git archive` copy?): docs pages, blog posts and pages are built without their "Last updated on" dates.';

/**
 * A plugin that prints `NO_HISTORY_MESSAGE` once per build when the dates are left out. Printed from
 * postBuild, not from the config: Docusaurus evaluates the config file more than once per build.
 */
export function lastUpdateNotice(
  withDates: boolean,
  warn: (line: string) => void = console.warn,
): () => Plugin {
  return () => ({
    name: 'last-update-notice',
    async postBuild() {
      if (!withDates) warn(NO_HISTORY_MESSAGE);
    },
  });
}
