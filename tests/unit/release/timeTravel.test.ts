/**
 * The report of `npm run refresh:release -- --tag v6.6.1` against the v6.7.0 fixtures, kept as it
 * was printed (tests/fixtures/release/v6.6.1-against-v6.7.0.txt) with its model (.json): it names
 * the differences the 6.x pages describe as new in 6.7 (the System Tasks tab of system settings,
 * and the listing of every task the server answers since), and nothing that is the same in both
 * releases. Also the exit status of a report and of the command, without git or network.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {comparable} from '../../../scripts/release/compare.mjs';
import {
  buildReport,
  exitStatus,
  renderReport,
} from '../../../scripts/release/report.mjs';
import {ROOT} from '../../support/markdown';

interface Diff {
  path: string[];
  change: string;
  before?: unknown;
  after?: unknown;
}

interface Report {
  from: {tag: string};
  to: {tag: string};
  readers: {name: string; status: string}[];
  pages: {
    page: string;
    items: {line: number | null; kind: string; label?: {label: string}}[];
  }[];
  facts: {diffs: Diff[]}[];
  operations: {
    operation: string;
    operationId: string | null;
    change: string;
    aspects: {aspect: string; diffs: Diff[]}[];
  }[];
  types: {diffs: Diff[]}[];
  pictures: {id: string; labels: {label: string; change: string}[]}[];
  summary: Record<string, number | boolean>;
}

const FIXTURE = path.join(ROOT, 'tests/fixtures/release/v6.6.1-against-v6.7.0');
const report = JSON.parse(readFileSync(`${FIXTURE}.json`, 'utf8')) as Report;
const printed = readFileSync(`${FIXTURE}.txt`, 'utf8');

describe('the report of v6.6.1 against the v6.7.0 fixtures', () => {
  it('is what the renderer prints from its model', () => {
    expect(renderReport(report)).toBe(printed);
  });

  it('was read by every reader but the pictures, and says it drifted (exit status 1)', () => {
    expect(report.readers.map((r) => [r.name, r.status])).toEqual([
      ['routes and schemas', 'read'],
      ['facts', 'read'],
      ['labels', 'read'],
      ['pictures', 'skipped'],
    ]);
    expect(exitStatus(report)).toBe(1);
    expect(printed.trimEnd().split('\n').at(-1)).toBe(
      'Summary: drift between v6.7.0 and v6.6.1: 2 pages (4 lines), 0 facts, 1 operation, 0 schemas, 7 pictures',
    );
  });

  it('names the System Tasks tab where the pages say it came with 6.7', () => {
    expect(
      report.pages.flatMap(({page, items}) =>
        items.map((item) => `${page}:${item.line} ${item.label?.label}`),
      ),
    ).toEqual([
      'versioned_docs/version-6.x/concepts/system-settings/system-settings.md:24 System Tasks',
      'versioned_docs/version-6.x/concepts/system-settings/system-settings.md:26 System Tasks',
      'versioned_docs/version-6.x/concepts/system-settings/system-settings.md:26 Refresh System Tasks',
      'versioned_docs/version-6.x/concepts/tasks.md:13 System Tasks',
    ]);
    expect(
      report.pictures.find((p) => p.id === 'system-tasks')?.labels,
    ).toEqual([
      expect.objectContaining({label: 'System Tasks', change: 'moved'}),
      expect.objectContaining({label: 'Refresh System Tasks', change: 'gone'}),
    ]);
  });

  it('names the one operation that changed: 6.6.1 refused to list tasks without an entity', () => {
    expect(
      report.operations.map((op) => ({
        operation: op.operation,
        operationId: op.operationId,
        change: op.change,
        aspects: op.aspects.map(({aspect, diffs}) => [
          aspect,
          diffs.map(
            (d) => `${d.change} ${(d.after as {message: string}).message}`,
          ),
        ]),
      })),
    ).toEqual([
      {
        operation: 'POST /systemTask/getPagedSystemTasks',
        operationId: 'getPagedSystemTasks',
        change: 'changed',
        aspects: [
          [
            'request body',
            [
              'added Command cannot be empty.',
              'added Associated entity type cannot be empty.',
            ],
          ],
        ],
      },
    ]);
  });

  it('names nothing that is the same in both releases', () => {
    const diffs = [
      ...report.facts.flatMap((f) => f.diffs),
      ...report.operations.flatMap((op) => op.aspects.flatMap((a) => a.diffs)),
      ...report.types.flatMap((t) => t.diffs),
    ];
    expect(
      diffs.filter(
        (d) =>
          d.change !== 'reordered' &&
          JSON.stringify(comparable(d.before)) ===
            JSON.stringify(comparable(d.after)),
      ),
    ).toEqual([]);
    // No page line for the System Tasks table of a system email's page, which 6.6.1 has too.
    expect(report.pages.map((p) => p.page)).not.toContain(
      'versioned_docs/version-6.x/concepts/system-settings/system-email.md',
    );
  });
});

describe('exit status', () => {
  const model = (
    status: string,
    operations: unknown[] = [],
  ): ReturnType<typeof buildReport> =>
    buildReport({
      from: {tag: 'v6.7.0'},
      to: {tag: 'v6.7.0'},
      readers: [{name: 'facts', status}],
      operations,
    });

  it.each([
    ['nothing drifted', 0, model('read')],
    [
      'something drifted',
      1,
      model('read', [{operation: 'GET /x', change: 'added', aspects: []}]),
    ],
    ['a reader failed', 2, model('failed')],
    ['a reader could not read the tag', 2, model('unsupported')],
  ])('%s: %i', (_name, status, report) => {
    expect(exitStatus(report)).toBe(status);
  });

  it('prints "no drift" when nothing drifted', () => {
    expect(renderReport(model('read')).trimEnd().split('\n').at(-1)).toBe(
      'Summary: no drift between v6.7.0 and v6.7.0: 0 pages (0 lines), 0 facts, 0 operations, 0 schemas, 0 pictures',
    );
  });

  it('the command stops with 2 and its usage when the tag or the repository is missing', () => {
    const run = spawnSync(
      process.execPath,
      ['scripts/release/index.mjs', '--tag', 'v6.6.1'],
      {cwd: ROOT, encoding: 'utf8'},
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /usage: npm run refresh:release -- --tag <tag> --git-dir <monorepo>/,
    );
  });
});
