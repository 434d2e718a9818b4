// @ts-check
/**
 * The command line of the refresh scripts (scripts/screenshots/refresh.mjs,
 * scripts/server-readers/facts/refresh.mjs, scripts/server-readers/routes/refresh.mjs,
 * scripts/release/index.mjs), read with Node's own util.parseArgs: only the options a script names,
 * `--name value` or `--name=value`, a value for every string option, the required ones present.
 * A mistake stops the script with a message that names the option, followed by its usage line;
 * `--help` prints the usage line alone.
 */
import {parseArgs} from 'node:util';

/**
 * @typedef {object} CliOption
 * @property {'string' | 'boolean'} [type] `string` unless said.
 * @property {boolean} [required]
 * @property {string} [default]
 * @property {string} [env] An environment variable read when the option is not given.
 */

/**
 * What a script's options hold: a boolean for a flag (false when not given), a string for an option
 * that is required or has a default, else a string or undefined.
 * @template {Record<string, CliOption>} T
 * @typedef {{[K in keyof T]: T[K] extends {type: 'boolean'} ? boolean
 *   : T[K] extends {required: true} | {default: string} ? string
 *   : string | undefined}} CliValues
 */

/** A mistake on the command line (or `--help`, with `help` set): the message ends with the usage. */
export class UsageError extends Error {
  /**
   * @param {string} message
   * @param {boolean} [help]
   */
  constructor(message, help = false) {
    super(message);
    this.name = 'UsageError';
    this.help = help;
  }
}

/**
 * Reads the arguments after the script's name (`process.argv.slice(2)`). Throws a UsageError for an
 * option the script does not have, a string option without its value, a required option missing
 * (from both the arguments and its environment variable), an argument that is no option, or `--help`.
 * @template {Record<string, CliOption>} T
 * @param {string[]} argv
 * @param {{usage: string, options: T, env?: Record<string, string | undefined>}} cli
 * @returns {CliValues<T>}
 */
export function readOptions(argv, {usage, options, env = process.env}) {
  if (argv.includes('--help')) throw new UsageError(usage, true);
  /** @type {Record<string, {type: 'string' | 'boolean', default?: string | boolean}>} */
  const config = {};
  for (const [name, option] of Object.entries(options))
    config[name] =
      option.type === 'boolean'
        ? {type: 'boolean', default: false}
        : {
            type: 'string',
            ...(option.default === undefined ? {} : {default: option.default}),
          };
  /** @type {Record<string, string | boolean | undefined>} */
  let values;
  try {
    values = parseArgs({args: argv, options: config, strict: true}).values;
  } catch (error) {
    throw new UsageError(
      `${error instanceof Error ? error.message : String(error)}\n${usage}`,
    );
  }
  for (const [name, option] of Object.entries(options)) {
    if (values[name] === undefined && option.env && env[option.env])
      values[name] = env[option.env];
    if (option.required && !values[name])
      throw new UsageError(
        `--${name}${option.env ? ` (or ${option.env})` : ''} is required\n${usage}`,
      );
  }
  return /** @type {CliValues<T>} */ (values);
}

/**
 * A script's way to stop: the message on stderr after the script's name, and the exit status.
 * @param {string} name
 * @param {number} [status]
 * @returns {(message: string) => never}
 */
export function failWith(name, status = 1) {
  return (message) => {
    console.error(`${name}: ${message}`);
    process.exit(status);
  };
}

/**
 * readOptions for a script: a mistake stops it through `fail`, `--help` prints the usage and exits 0.
 * @template {Record<string, CliOption>} T
 * @param {string[]} argv
 * @param {{usage: string, options: T, env?: Record<string, string | undefined>}} cli
 * @param {(message: string) => never} fail
 * @returns {CliValues<T>}
 */
export function commandOptions(argv, cli, fail) {
  try {
    return readOptions(argv, cli);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.help) {
      console.log(error.message);
      process.exit(0);
    }
    return fail(error.message);
  }
}
