/**
 * The command line of the refresh scripts (scripts/shared/cli.mjs): a mistake names the option and
 * shows the usage, and each script stops on one before it reads anything.
 */
import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {readOptions, UsageError} from '../../../scripts/shared/cli.mjs';
import {ROOT} from '../../support/markdown';

const USAGE =
  'usage: refresh --tag <tag> --git-dir <dir> [--only id,id] [--flows]';
const cli = {
  usage: USAGE,
  options: {
    tag: {required: true},
    'git-dir': {required: true, env: 'RW_GIT_DIR'},
    only: {},
    subdir: {default: 'api'},
    flows: {type: 'boolean'},
  },
  env: {},
} as const;

/** The message readOptions stops with, or undefined when it reads the arguments. */
function mistake(argv: string[], env: Record<string, string> = {}) {
  try {
    readOptions(argv, {...cli, env});
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
}

describe('readOptions', () => {
  it('reads string options, flags and defaults, in either spelling', () => {
    expect(
      readOptions(['--tag', 'v6.7.0', '--git-dir=/repo', '--flows'], cli),
    ).toEqual({tag: 'v6.7.0', 'git-dir': '/repo', subdir: 'api', flows: true});
    expect(
      readOptions(
        ['--tag', 'v6.7.0', '--git-dir', '/repo', '--subdir', '.'],
        cli,
      ),
    ).toEqual({tag: 'v6.7.0', 'git-dir': '/repo', subdir: '.', flows: false});
  });

  it('names a required option that is missing, then shows the usage', () => {
    expect(mistake(['--git-dir', '/repo'])).toBe(`--tag is required\n${USAGE}`);
    expect(mistake(['--tag', 'v6.7.0'])).toBe(
      `--git-dir (or RW_GIT_DIR) is required\n${USAGE}`,
    );
  });

  it('takes a required option from its environment variable, the argument first', () => {
    expect(mistake(['--tag', 'v6.7.0'], {RW_GIT_DIR: '/env'})).toBeUndefined();
    expect(
      readOptions(['--tag', 'v6.7.0'], {...cli, env: {RW_GIT_DIR: '/env'}})[
        'git-dir'
      ],
    ).toBe('/env');
    expect(
      readOptions(['--tag', 'v6.7.0', '--git-dir', '/repo'], {
        ...cli,
        env: {RW_GIT_DIR: '/env'},
      })['git-dir'],
    ).toBe('/repo');
  });

  it('names an option given without its value, or one the script does not have', () => {
    expect(mistake(['--tag', 'v6.7.0', '--git-dir'])).toMatch(
      /^Option '--git-dir <value>' argument missing\nusage: /,
    );
    expect(mistake(['--tag', '--git-dir', '/repo'])).toMatch(
      /^Option '--tag' argument is ambiguous/,
    );
    expect(
      mistake(['--tag', 'v6.7.0', '--git-dir', '/repo', '--onyl', 'a']),
    ).toMatch(/^Unknown option '--onyl'/);
  });

  it('answers --help with the usage alone', () => {
    let help: unknown;
    try {
      readOptions(['--help'], cli);
    } catch (error) {
      help = error;
    }
    expect(help).toMatchObject({message: USAGE, help: true});
  });
});

describe('each refresh script stops on a missing option, naming it, before it reads anything', () => {
  it.each([
    [
      'scripts/screenshots/refresh.mjs',
      ['--tag', 'v6.7.0'],
      1,
      '--git-dir (or RW_GIT_DIR) is required',
    ],
    [
      'scripts/server-readers/facts/refresh.mjs',
      ['--git-dir', '/nowhere'],
      1,
      '--tag is required',
    ],
    [
      'scripts/server-readers/routes/refresh.mjs',
      ['--git-dir', '/nowhere'],
      1,
      '--ref is required',
    ],
    [
      'scripts/release/index.mjs',
      ['--tag', 'v6.6.1'],
      2,
      '--git-dir is required',
    ],
  ])('%s', (script, args, status, message) => {
    const {RW_GIT_DIR: _unset, ...env} = process.env;
    const run = spawnSync(process.execPath, [script, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env,
    });
    expect(run.status).toBe(status);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toMatch(/\nusage: /);
  });
});
