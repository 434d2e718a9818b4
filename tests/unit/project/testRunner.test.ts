/**
 * `npm test`'s summary names the suite's slow parts: the ten slowest test files, read from the
 * vitest JSON reports the runner writes (scripts/test-report.mjs).
 */
import {describe, expect, it} from 'vitest';
import {fileTimes, slowestLines} from '../../../scripts/test-report.mjs';

const report = {
  numPassedTests: 3,
  testResults: [
    {name: '/repo/tests/browser/a.test.ts', startTime: 1_000, endTime: 3_500},
    {name: '/repo/tests/browser/b.test.ts', startTime: 1_000, endTime: 91_000},
    {name: '/repo/tests/browser/c.test.ts', startTime: 2_000, endTime: 2_400},
  ],
};

describe('the runner summary', () => {
  it('times each file of a report, relative to the repository', () => {
    expect(fileTimes(report, 'browser tests', '/repo')).toEqual([
      {seconds: 2.5, step: 'browser tests', file: 'tests/browser/a.test.ts'},
      {seconds: 90, step: 'browser tests', file: 'tests/browser/b.test.ts'},
      {seconds: 0.4, step: 'browser tests', file: 'tests/browser/c.test.ts'},
    ]);
  });

  it('lists the slowest files first, at most the count asked', () => {
    const times = [
      ...fileTimes(report, 'browser tests', '/repo'),
      {seconds: 12, step: 'unit tests', file: 'tests/unit/x.test.ts'},
    ];
    expect(slowestLines(times, 2)).toEqual([
      '     90.0 s  tests/browser/b.test.ts (browser tests)',
      '     12.0 s  tests/unit/x.test.ts (unit tests)',
    ]);
    expect(slowestLines(times)).toHaveLength(4);
  });

  it('has nothing to list for a report without files', () => {
    expect(fileTimes({}, 'build tests', '/repo')).toEqual([]);
  });
});
