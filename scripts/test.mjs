/**
 * `npm test`: lint (ESLint), format check (Prettier), typecheck, unit tests, production build under CI=true (broken links fail it) and its
 * response headers (scripts/hosting-headers.mjs), then the tests that read that build's files, then
 * browser tests against it. Stops at
 * the first failing step and ends with one summary line.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync, mkdirSync} from 'node:fs';

const REPORT_DIR = 'test-results';
rmSync(REPORT_DIR, {recursive: true, force: true});
mkdirSync(REPORT_DIR, {recursive: true});

const steps = [
  {name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.']},
  {name: 'format check', command: ['npx', 'prettier', '--check', '.']},
  {name: 'typecheck', command: ['npx', 'tsc', '--noEmit']},
  {
    name: 'unit tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORT_DIR}/unit.json`,
    ],
    report: `${REPORT_DIR}/unit.json`,
  },
  {
    name: 'build (CI=true)',
    command: ['npx', 'docusaurus', 'build'],
    env: {CI: 'true'},
  },
  // Response headers for nginx and static hosts, with the hashes of the build's inline scripts.
  {name: 'hosting headers', command: ['node', 'scripts/hosting-headers.mjs']},
  {
    name: 'build tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'build',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORT_DIR}/build.json`,
    ],
    report: `${REPORT_DIR}/build.json`,
  },
  {
    name: 'browser tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'browser',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORT_DIR}/browser.json`,
    ],
    report: `${REPORT_DIR}/browser.json`,
  },
];

let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const result = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: {...process.env, ...step.env},
  });
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  if (result.status !== 0) {
    if (!step.report) failed += 1;
    console.error(
      `\n✖ ${step.name} failed (exit ${result.status ?? result.signal}).`,
    );
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.log(`${passed} passed, ${failed} failed`);
