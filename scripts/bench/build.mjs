/** Build timing: cold (after `docusaurus clear`) and warm builds, with and without Faster / the API reference. */
import {spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

function run(command, args, env = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, ...env}});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export function timeBuild({cold, env = {}}) {
  if (cold) run('npx', ['docusaurus', 'clear']);
  return run('npx', ['docusaurus', 'build'], env);
}

export function summarise(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1], runs: sorted.length};
}

export function measureBuilds(runs) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i += 1) {
    cold.push(timeBuild({cold: true}));
    warm.push(timeBuild({cold: false}));
  }
  const withoutFaster = timeBuild({cold: true, env: {DOCUSAURUS_FASTER: 'false'}});
  const withoutApi = timeBuild({cold: true, env: {API_REFERENCE: 'false'}});
  // Leave a normal build behind for the page measurements.
  timeBuild({cold: true});
  return {cold: summarise(cold), warm: summarise(warm), coldWithoutFaster: withoutFaster, coldWithoutApiReference: withoutApi};
}

export function buildFacts(dir = 'build') {
  let pages = 0;
  let bytes = 0;
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        bytes += stat.size;
        if (name.endsWith('.html')) pages += 1;
      }
    }
  };
  walk(dir);
  return {pages, bytes};
}
