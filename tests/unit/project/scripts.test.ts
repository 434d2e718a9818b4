/**
 * Every npm script points at something that exists: a `node <file>` script at its file, a
 * `vitest --project <name>` script at a project vitest.config.mts defines (a name with `*` at least
 * one). Two scripts once named files nobody had written, and only a reader running them found out.
 */
import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import config from '../../../vitest.config.mjs';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const projectNames = (config.test?.projects ?? []).map((project) => {
  const name =
    typeof project === 'object' && 'test' in project
      ? project.test?.name
      : undefined;
  return typeof name === 'string' ? name : (name?.label ?? '');
});

/** The projects a `--project` argument selects: a name, or a pattern where `*` is any text. */
function selected(argument: string): string[] {
  const pattern = argument.replace(/^'(.*)'$/, '$1');
  const matcher = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return projectNames.filter((name) => matcher.test(name));
}

describe('package.json scripts', () => {
  it.each(
    Object.entries(scripts).filter(([, command]) => /^node /.test(command)),
  )('%s runs a file that exists', (_name, command) => {
    const file = command.split(/\s+/)[1] ?? '';
    expect(existsSync(file), `${command}: no file ${file}`).toBe(true);
  });

  it.each(
    Object.entries(scripts).filter(([, command]) => /--project /.test(command)),
  )('%s names a vitest project', (_name, command) => {
    const project = /--project (\S+)/.exec(command)?.[1] ?? '';
    expect(
      selected(project).length,
      `${command}: no project "${project}" in ${projectNames.join(', ')}`,
    ).toBeGreaterThan(0);
  });

  it('reads every project name of the vitest config, and a pattern selects those it matches', () => {
    expect(projectNames).toEqual([
      'unit',
      'unit-own-modules',
      'build',
      'copy',
      'browser',
    ]);
    expect(selected("'unit*'")).toEqual(['unit', 'unit-own-modules']);
    expect(selected('browser')).toEqual(['browser']);
    expect(selected('brow')).toEqual([]);
  });
});
