/**
 * What a reader chooses in the configuration generator: the typed choices, their defaults (from the
 * 6.x facts), the raw form state they are typed into, the query string they are shared through and
 * the validation that stands between the two.
 */

export const ENGINES = ['sqlite', 'postgresql', 'mariadb'] as const;
export type Engine = (typeof ENGINES)[number];
export type ServerEngine = Exclude<Engine, 'sqlite'>;

export const DB_LOCATIONS = ['compose', 'external'] as const;
export type DbLocation = (typeof DB_LOCATIONS)[number];

/** The AI types of the 6.x receipt processing settings; none of them is an environment variable. */
export const AI_OPTIONS = [
  'none',
  'openai',
  'gemini',
  'openai-custom',
  'ollama',
] as const;
export type AiOption = (typeof AI_OPTIONS)[number];

export const ENGINE_LABELS = {
  sqlite: 'SQLite',
  postgresql: 'PostgreSQL',
  mariadb: 'MariaDB',
} as const satisfies Record<Engine, string>;

export const AI_LABELS = {
  none: 'None for now',
  openai: 'OpenAI',
  gemini: 'Gemini',
  'openai-custom': 'OpenAI Custom (self-hosted)',
  ollama: 'Ollama (self-hosted)',
} as const satisfies Record<AiOption, string>;

/** Ports the 6.x examples give each database server (`DB_PORT`). */
export const SERVER_PORTS = {
  postgresql: 5432,
  mariadb: 3306,
} as const satisfies Record<ServerEngine, number>;

export type Database =
  | {engine: 'sqlite'}
  | {engine: ServerEngine; location: 'compose'; name: string; user: string}
  | {
      engine: ServerEngine;
      location: 'external';
      host: string;
      port: number;
      name: string;
      user: string;
    };

export interface Choices {
  database: Database;
  hostPort: number;
  dataPath: string;
  logsPath: string;
  ai: AiOption;
}

/** The form as typed: text stays a string so an invalid entry is kept, shown and fixable. */
export interface Draft {
  engine: Engine;
  dbLocation: DbLocation;
  dbHost: string;
  dbPort: string;
  dbName: string;
  dbUser: string;
  hostPort: string;
  dataPath: string;
  logsPath: string;
  ai: AiOption;
}

/** The fields typed as text; the others are picked from a list. */
export type TextField = Exclude<keyof Draft, 'engine' | 'dbLocation' | 'ai'>;
export type FieldErrors = Partial<Record<TextField, string>>;

// 9082, ./data, ./logs and the `wrangler` database name and user are what every 6.x example uses.
export const DEFAULT_DRAFT: Readonly<Draft> = {
  engine: 'sqlite',
  dbLocation: 'compose',
  dbHost: '',
  dbPort: '',
  dbName: 'wrangler',
  dbUser: 'wrangler',
  hostPort: '9082',
  dataPath: './data',
  logsPath: './logs',
  ai: 'none',
};

const PARAM = {
  engine: 'database',
  dbLocation: 'dbServer',
  dbHost: 'dbHost',
  dbPort: 'dbPort',
  dbName: 'dbName',
  dbUser: 'dbUser',
  hostPort: 'port',
  dataPath: 'data',
  logsPath: 'logs',
  ai: 'ai',
} as const satisfies Record<keyof Draft, string>;

function oneOf<T extends string>(
  options: readonly T[],
  value: string | null,
  fallback: T,
): T {
  return options.find((option) => option === value) ?? fallback;
}

function defaultDbPort(engine: Engine): string {
  return engine === 'sqlite' ? '' : String(SERVER_PORTS[engine]);
}

/** Reads a draft from the query string; unknown choices fall back, typed text is kept as it is. */
export function parseDraft(params: URLSearchParams): Draft {
  const engine = oneOf(ENGINES, params.get(PARAM.engine), DEFAULT_DRAFT.engine);
  const text = (field: TextField, fallback: string): string =>
    params.get(PARAM[field]) ?? fallback;
  return {
    engine,
    dbLocation: oneOf(
      DB_LOCATIONS,
      params.get(PARAM.dbLocation),
      DEFAULT_DRAFT.dbLocation,
    ),
    dbHost: text('dbHost', DEFAULT_DRAFT.dbHost),
    dbPort: text('dbPort', defaultDbPort(engine)),
    dbName: text('dbName', DEFAULT_DRAFT.dbName),
    dbUser: text('dbUser', DEFAULT_DRAFT.dbUser),
    hostPort: text('hostPort', DEFAULT_DRAFT.hostPort),
    dataPath: text('dataPath', DEFAULT_DRAFT.dataPath),
    logsPath: text('logsPath', DEFAULT_DRAFT.logsPath),
    ai: oneOf(AI_OPTIONS, params.get(PARAM.ai), DEFAULT_DRAFT.ai),
  };
}

/** Fields the output reads for this draft; the others stay in the form but not in the URL. */
function relevantFields(draft: Draft): (keyof Draft)[] {
  const fields: (keyof Draft)[] = [
    'engine',
    'hostPort',
    'dataPath',
    'logsPath',
    'ai',
  ];
  if (draft.engine === 'sqlite') return fields;
  fields.push('dbLocation', 'dbName', 'dbUser');
  if (draft.dbLocation === 'external') fields.push('dbHost', 'dbPort');
  return fields;
}

/**
 * Writes the draft into a copy of `base`, keeping parameters that belong to others. Only values that
 * differ from their default are written, so a shared link stays short; invalid text is written too,
 * so a reload keeps what was typed.
 */
export function serialiseDraft(
  draft: Draft,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const relevant = new Set(relevantFields(draft));
  for (const field of Object.keys(PARAM) as (keyof Draft)[]) {
    const fallback =
      field === 'dbPort' ? defaultDbPort(draft.engine) : DEFAULT_DRAFT[field];
    if (relevant.has(field) && draft[field] !== fallback)
      params.set(PARAM[field], draft[field]);
    else params.delete(PARAM[field]);
  }
  return params;
}

/** Switching engine moves an untouched database port to the new engine's default. */
export function withEngine(draft: Draft, engine: Engine): Draft {
  const untouched =
    draft.dbPort === '' || draft.dbPort === defaultDbPort(draft.engine);
  return {
    ...draft,
    engine,
    dbPort: untouched ? defaultDbPort(engine) : draft.dbPort,
  };
}

function portError(value: string, name: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return `Enter the ${name}, a number from 1 to 65535.`;
  const port = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  return port >= 1 && port <= 65535
    ? undefined
    : `The ${name} must be a whole number from 1 to 65535.`;
}

function pathError(value: string): string | undefined {
  if (value.trim() === '')
    return 'Enter a folder on the host, for example ./data.';
  if (/[\r\n]/.test(value))
    return 'The path must be on one line: remove the line break.';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  if (/[\u0000-\u001f\u007f]/.test(value))
    return 'Remove the control character (such as a tab) from the path.';
  // Compose reads `a:b` as host:container and a bare name as a named volume, not a folder.
  if (value.includes(':'))
    return 'Remove the colon: in a volume entry it separates the host folder from the container folder.';
  if (!/^(\.{1,2}|~)?\//.test(value))
    return 'Start the path with ./, ../, ~/ or /, otherwise Docker Compose treats it as a named volume.';
  // `/`, `//`, `/.` or `/..` is the host's whole file system: the container would write into it.
  if (/^(\/(\.{1,2})?)+\/?$/.test(value.trim()))
    return 'Choose a folder of its own, not the root folder / of the host.';
  return undefined;
}

/**
 * Longest database and user names each server accepts: PostgreSQL keeps identifiers to 63 bytes
 * (NAMEDATALEN - 1), MariaDB database names to 64 characters. Names here are ASCII, so bytes = characters.
 * SQLite has no such field here: its database is a file in the sqlite folder the compose file mounts.
 */
const NAME_LIMITS: Record<
  Engine,
  Partial<Record<'dbName' | 'dbUser', number>>
> = {
  sqlite: {},
  postgresql: {dbName: 63, dbUser: 63},
  mariadb: {dbName: 64},
};

function lengthError(
  engine: Engine,
  field: 'dbName' | 'dbUser',
  value: string,
  what: string,
): string | undefined {
  const limit = NAME_LIMITS[engine][field];
  return limit !== undefined && value.length > limit
    ? `${ENGINE_LABELS[engine]} allows at most ${limit} characters in ${what}; this one has ${value.length}.`
    : undefined;
}

// Names end up in .env, YAML and the PostgreSQL health check's shell command, so only safe characters.
function nameError(value: string, what: string): string | undefined {
  if (value.trim() === '') return `Enter ${what}.`;
  return /^[A-Za-z0-9_-]+$/.test(value)
    ? undefined
    : `Use only letters, digits, hyphens and underscores in ${what}.`;
}

/**
 * An IPv6 address as typed, with or without brackets, or null when `value` is not one: the URL
 * parser's IPv6 rules (groups, `::`, an IPv4 tail) decide.
 */
export function ipv6Address(value: string): string | null {
  const bare = /^\[(.*)\]$/.exec(value)?.[1] ?? value;
  if (!/^[0-9A-Fa-f:.]+$/.test(bare) || !bare.includes(':')) return null;
  try {
    new URL(`http://[${bare}]/`);
    return bare;
  } catch {
    return null;
  }
}

function hostError(value: string): string | undefined {
  if (value.trim() === '')
    return 'Enter the host name or IP address of your database server.';
  if (/^\[.*\]:\d*$|^[A-Za-z0-9.-]+:\d*$/.test(value))
    return 'Enter the host without a port: the port goes in the Database port field.';
  if (value.includes(':') || value.startsWith('[')) {
    const address = ipv6Address(value);
    if (!address)
      return 'This is not a valid IPv6 address; write it like fd00::1 or [fd00::1].';
    if (/^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address))
      return 'localhost is the Receipt Wrangler container itself; enter the host name or IP address of the database server.';
    return undefined;
  }
  if (!/^[A-Za-z0-9.-]+$/.test(value))
    return 'Use only letters, digits, dots and hyphens in the host name.';
  // Inside the wrangler container these names point at the container itself, not at the host.
  if (/^(localhost|127(\.\d{1,3}){3})$/i.test(value))
    return 'localhost is the Receipt Wrangler container itself; enter the host name or IP address of the database server.';
  return undefined;
}

/** Messages for the fields the current choices use, keyed by field; empty when the draft is valid. */
export function validateDraft(draft: Draft): FieldErrors {
  const relevant = new Set(relevantFields(draft));
  const checks: Record<TextField, () => string | undefined> = {
    hostPort: () => portError(draft.hostPort, 'host port'),
    dataPath: () => pathError(draft.dataPath),
    logsPath: () => pathError(draft.logsPath),
    dbName: () =>
      nameError(draft.dbName, 'the database name') ??
      lengthError(draft.engine, 'dbName', draft.dbName, 'a database name'),
    dbUser: () =>
      nameError(draft.dbUser, 'the database user') ??
      lengthError(draft.engine, 'dbUser', draft.dbUser, 'a user name'),
    dbHost: () => hostError(draft.dbHost),
    dbPort: () => portError(draft.dbPort, 'database port'),
  };
  const errors: FieldErrors = {};
  for (const field of Object.keys(checks) as TextField[]) {
    const message = relevant.has(field) ? checks[field]() : undefined;
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * Turns a draft into choices. A field with an error takes its default instead (an external database
 * with a bad host or port falls back to the one in the compose file): this is what a page opened from
 * a link with a bad value shows first; after that the page keeps the last valid choices instead.
 */
export function resolveDraft(draft: Draft): {
  choices: Choices;
  errors: FieldErrors;
} {
  const errors = validateDraft(draft);
  const pick = (field: TextField): string =>
    errors[field] ? DEFAULT_DRAFT[field] : draft[field];
  let database: Database;
  if (draft.engine === 'sqlite') {
    database = {engine: 'sqlite'};
  } else {
    const common = {
      engine: draft.engine,
      name: pick('dbName'),
      user: pick('dbUser'),
    };
    database =
      draft.dbLocation === 'external' && !errors.dbHost && !errors.dbPort
        ? {
            ...common,
            location: 'external',
            host: draft.dbHost,
            port: Number(draft.dbPort.trim()),
          }
        : {...common, location: 'compose'};
  }
  return {
    choices: {
      database,
      hostPort: Number(pick('hostPort').trim()),
      dataPath: pick('dataPath'),
      logsPath: pick('logsPath'),
      ai: draft.ai,
    },
    errors,
  };
}
