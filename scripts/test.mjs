/**
 * `npm test`: every check, in two phases. A phase is a list of jobs (each a few steps run in order)
 * that two slots take in turn, so two jobs run side by side and a slot that frees up takes the next
 * job: on two cores the build leaves room for the checks beside it, and the browser tests wait on
 * pages often enough to leave room for a second build.
 * 1. the production build under CI=true (broken links fail it) and its response headers
 *    (scripts/hosting-headers.mjs); lint (ESLint); format check (Prettier); typecheck; unit tests.
 * 2. the tests that read that build's files, then the browser tests against it; a `git archive`
 *    copy of the working tree built with `--out-dir` (tests/copy).
 * A step's output is printed when it ends, with its duration. The first failing step stops the run
 * (the other slot's running step is ended). The summary lists each step's duration and the ten
 * slowest test files; the last line is always `N passed, N failed`.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync, mkdirSync} from 'node:fs';
import {fileTimes, slowestLines} from './test-report.mjs';

const REPORT_DIR = 'test-results';
rmSync(REPORT_DIR, {recursive: true, force: true});
mkdirSync(REPORT_DIR, {recursive: true});

/**
 * Vitest projects as a step, with a JSON report the summary counts tests from. `project` may be a
 * pattern (`unit*`: the unit files and those with their own modules).
 */
function vitest(name, project) {
  const report = `${REPORT_DIR}/${project.replace(/\W/g, '')}.json`;
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
  };
}

/** Jobs listed longest first: a slot takes the next one as soon as it is free. */
const phases = [
  [
    [
      {
        name: 'build (CI=true)',
        command: ['npx', 'docusaurus', 'build'],
        env: {CI: 'true'},
      },
      // Response headers for nginx and static hosts, with the hashes of the build's inline scripts.
      {
        name: 'hosting headers',
        command: ['node', 'scripts/hosting-headers.mjs'],
      },
    ],
    [vitest('unit tests', 'unit*')],
    [{name: 'typecheck', command: ['npx', 'tsc', '--noEmit']}],
    [{name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.']}],
    [{name: 'format check', command: ['npx', 'prettier', '--check', '.']}],
  ],
  [
    [vitest('build tests', 'build'), vitest('browser tests', 'browser')],
    [vitest('archive copy build (--out-dir)', 'copy')],
  ],
];
const SLOTS = 2;

const running = new Set();
const durations = [];
let passed = 0;
let failed = 0;
/** Each test file's wall time, from the vitest JSON reports. */
const files = [];
let stopped = false;
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step, its output kept until it ends; resolves with whether it passed. */
function run(step) {
  return new Promise((resolve) => {
    const since = Date.now();
    console.log(`… ${step.name} started: ${step.command.join(' ')}`);
    // Its own process group, so that a stop ends npx and everything it started.
    const child = spawn(step.command[0], step.command.slice(1), {
      // Piped, so tools would drop their colours: keep them when the run itself is in a terminal.
      env: {
        ...process.env,
        ...(process.stdout.isTTY ? {FORCE_COLOR: '1'} : {}),
        ...step.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (stopped && signal) return resolve(false);
      const took = seconds(since);
      durations.push([step.name, took]);
      console.log(`\n▶ ${step.name} (${took} s): ${step.command.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      if (step.report && existsSync(step.report)) {
        const report = JSON.parse(readFileSync(step.report, 'utf8'));
        passed += report.numPassedTests ?? 0;
        failed += report.numFailedTests ?? 0;
        files.push(...fileTimes(report, step.name, process.cwd()));
      }
      if (code !== 0) {
        if (!step.report) failed += 1;
        console.error(`\n✖ ${step.name} failed (exit ${code ?? signal}).`);
      }
      resolve(code === 0);
    });
  });
}

/** Runs a job's steps in order until one fails or the run is stopped. */
async function runJob(job) {
  for (const step of job) {
    if (stopped) return false;
    if (!(await run(step))) {
      stop();
      return false;
    }
  }
  return true;
}

/** Runs a phase's jobs, `SLOTS` at a time; resolves with whether all passed. */
async function runPhase(jobs) {
  const queue = [...jobs];
  let ok = true;
  const slot = async () => {
    while (queue.length > 0 && !stopped) {
      if (!(await runJob(queue.shift()))) ok = false;
    }
  };
  await Promise.all(Array.from({length: SLOTS}, slot));
  return ok && !stopped;
}

function stop() {
  if (stopped) return;
  stopped = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function summary() {
  console.log('\nStep durations (two at a time):');
  for (const [name, took] of durations)
    console.log(`  ${took.padStart(7)} s  ${name}`);
  console.log(`  ${seconds(started).padStart(7)} s  total`);
  console.log('\nThe ten slowest test files:');
  for (const line of slowestLines(files, 10)) console.log(line);
  console.log(`${passed} passed, ${failed} failed`);
}

process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

for (const phase of phases) {
  if (!(await runPhase(phase))) {
    summary();
    process.exit(1);
  }
}
summary();
