/**
 * Every npm script points at something that exists: a `node <file>` script at its file, a
 * `vitest --project <name>` script at a project vitest.config.mts defines. Two scripts once named
 * files nobody had written, and only a reader running them found out.
 */
import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const vitestConfig = readFileSync('vitest.config.mts', 'utf8');

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
    expect(vitestConfig, `${command}: no project "${project}"`).toContain(
      `name: '${project}'`,
    );
  });
});
