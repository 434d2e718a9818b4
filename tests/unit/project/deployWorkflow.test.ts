/**
 * .github/workflows/deploy.yml cannot run here, so its shape is checked: the deploy job waits for
 * the tests, only it may write to Pages, every action is pinned to a release, and the tests run
 * the way .ci/run runs them.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  container?: string;
  permissions?: Record<string, string>;
  environment?: {name: string};
  concurrency?: {group: string; 'cancel-in-progress': boolean};
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency: {group: string};
  jobs: Record<string, Job>;
}

const workflow = parse(
  readFileSync('.github/workflows/deploy.yml', 'utf8'),
) as Workflow;
const jobs = Object.entries(workflow.jobs);
const steps = jobs.flatMap(([, job]) => job.steps);
const uses = (action: string): Step | undefined =>
  steps.find((step) => step.uses?.startsWith(`${action}@`));
const jobUsing = (action: string): string | undefined =>
  jobs.find(([, job]) =>
    job.steps.some((step) => step.uses?.startsWith(`${action}@`)),
  )?.[0];
const needs = (job: Job): string[] =>
  job.needs === undefined ? [] : [job.needs].flat();

describe('the deploy workflow', () => {
  it('runs on pushes to main and on pull requests', () => {
    expect(workflow.on.push).toEqual({branches: ['main']});
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it('tests with .ci/run in Debian (apt Chromium and nginx, npm ci, npm test)', () => {
    const [name, job] =
      jobs.find(([, candidate]) =>
        candidate.steps.some((step) => step.run?.includes('.ci/run')),
      ) ?? [];
    expect(name).toBeDefined();
    expect(job?.container).toMatch(/bookworm/);
    const ciRun = readFileSync('.ci/run', 'utf8');
    expect(ciRun).toContain('apt-get install -y nginx');
    expect(ciRun).toContain('apt-get install -y chromium');
    expect(ciRun).toMatch(/npm ci[^\n]*\nnpm test/);
    expect(jobUsing('actions/upload-pages-artifact')).toBe(name);
    expect(uses('actions/upload-pages-artifact')?.with?.path).toBe('build');
  });

  it('.ci/run installs Go and tests every Go reader in scripts/ before npm test', () => {
    const ciRun = readFileSync('.ci/run', 'utf8');
    expect(ciRun).toContain('apt-get install -y golang-go');
    const loop = ciRun.indexOf('for dir in scripts/*/');
    const goTest = ciRun.indexOf('go test ./...');
    expect(loop).not.toBe(-1);
    expect(goTest).toBeGreaterThan(loop);
    expect(goTest).toBeLessThan(ciRun.indexOf('\nnpm test'));
    // The loop vets and tests each Go module in scripts/ with `./...`: the server readers' module,
    // whose route and facts packages hold their tests.
    expect(ciRun).toContain('if [ -f "${dir}go.mod" ]');
    const modules = readdirSync('scripts', {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .filter((entry) =>
        readdirSync(`scripts/${entry.name}`).includes('go.mod'),
      )
      .map((entry) => entry.name);
    expect(modules).toEqual(['server-readers']);
    for (const reader of ['routes', 'facts'])
      expect(
        readdirSync(`scripts/server-readers/${reader}`).some((file) =>
          file.endsWith('_test.go'),
        ),
        reader,
      ).toBe(true);
  });

  it('deploys only after the tests, only from main', () => {
    const deployJob = jobUsing('actions/deploy-pages') ?? '';
    const testJob = jobUsing('actions/upload-pages-artifact') ?? '';
    const job = workflow.jobs[deployJob];
    expect(job).toBeDefined();
    expect(needs(job as Job)).toContain(testJob);
    expect(job?.if).toContain("github.ref == 'refs/heads/main'");
    expect(job?.if).toContain("github.event_name != 'pull_request'");
    expect(job?.environment?.name).toBe('github-pages');
    expect(job?.concurrency).toEqual({
      group: 'github-pages',
      'cancel-in-progress': false,
    });
    expect(jobUsing('actions/configure-pages')).toBe(deployJob);
  });

  it('reads only, except the deploy job, which may write Pages and get an OIDC token', () => {
    expect(workflow.permissions).toEqual({contents: 'read'});
    const deployJob = jobUsing('actions/deploy-pages') ?? '';
    for (const [name, job] of jobs) {
      if (name === deployJob)
        expect(job.permissions).toEqual({
          contents: 'read',
          pages: 'write',
          'id-token': 'write',
        });
      else expect(job.permissions, name).toBeUndefined();
    }
  });

  it('pins every action to a release, and uses the official Pages actions', () => {
    for (const step of steps.filter((candidate) => candidate.uses)) {
      expect(step.uses, step.uses).toMatch(
        /^[\w-]+\/[\w-]+@(v\d+(\.\d+){0,2}|[0-9a-f]{40})$/,
      );
    }
    for (const action of [
      'actions/checkout',
      'actions/configure-pages',
      'actions/upload-pages-artifact',
      'actions/deploy-pages',
    ]) {
      expect(uses(action), action).toBeDefined();
    }
  });

  it('never cancels a running deployment, and groups runs per ref', () => {
    expect(workflow.concurrency.group).toContain('github.ref');
  });
});
