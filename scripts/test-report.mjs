/**
 * What `npm test` reads from vitest's JSON reports (scripts/test.mjs): the counts it sums and each
 * test file's wall time, so the summary names the slow parts of the suite.
 */
import {relative} from 'node:path';

/**
 * @typedef {{numPassedTests?: number, numFailedTests?: number,
 *   testResults?: {name: string, startTime: number, endTime: number}[]}} VitestReport
 * @typedef {{seconds: number, step: string, file: string}} FileTime
 */

/**
 * Each test file of a report with its wall time in seconds, its path relative to `root`.
 * @param {VitestReport} report
 * @param {string} step the runner's name for the step that wrote the report
 * @param {string} root
 * @returns {FileTime[]}
 */
export function fileTimes(report, step, root) {
  return (report.testResults ?? []).map((file) => ({
    seconds: (file.endTime - file.startTime) / 1000,
    step,
    file: relative(root, file.name),
  }));
}

/**
 * The `count` slowest files, slowest first, as the summary's lines.
 * @param {FileTime[]} times
 * @param {number} count
 * @returns {string[]}
 */
export function slowestLines(times, count = 10) {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(
      ({seconds, step, file}) =>
        `  ${seconds.toFixed(1).padStart(7)} s  ${file} (${step})`,
    );
}
