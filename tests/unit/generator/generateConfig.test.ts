/**
 * The generated files against the current docs' facts, for every engine × database location × AI choice: the
 * compose file parses, names only documented variables and images, agrees with .env, and publishes
 * each host port once; the secrets come from the injected random source.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseDocument} from 'yaml';
import {
  AI_OPTIONS,
  DB_LOCATIONS,
  DEFAULT_DRAFT,
  ENGINES,
  resolveDraft,
} from '../../../src/generator/choices';
import type {Choices, Draft} from '../../../src/generator/choices';
import {generateConfig} from '../../../src/generator/generateConfig';
import {generateSecrets, randomSecret} from '../../../src/generator/secrets';
import type {GetRandomValues} from '../../../src/generator/secrets';
import {currentFixture} from '../../support/docsVersions';

interface EnvFacts {
  variables: string[];
  required: string[];
  serviceVariables: string[];
}

const facts = JSON.parse(
  readFileSync(currentFixture('env-vars'), 'utf8'),
) as EnvFacts;
const documented = new Set([...facts.variables, ...facts.serviceVariables]);
// Images of the 6.x installation page and configuration examples.
const IMAGES = new Set([
  'noah231515/receipt-wrangler:v6.7.0',
  'redis:alpine',
  'postgres',
  'library/mariadb:10',
]);
const FIXED_EXAMPLE_SECRETS = [
  'change_me',
  'encryptionKey',
  'secretKey',
  'mypassword',
];
const SERVER_VARIABLES = [
  'DB_ENGINE',
  'DB_HOST',
  'DB_PORT',
  'DB_NAME',
  'DB_USER',
  'DB_PASSWORD',
];

/** A deterministic byte source: 0, 1, 2, … wrapping at 256 (so it also hits the rejected bytes). */
function counter(start = 0): GetRandomValues {
  let next = start;
  return (array) => {
    for (let index = 0; index < array.length; index += 1) {
      array[index] = next % 256;
      next += 1;
    }
    return array;
  };
}

interface Service {
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown>;
}

function parseCompose(compose: string): Record<string, Service> {
  const doc = parseDocument(compose);
  expect(doc.errors).toEqual([]);
  const services = (doc.toJS() as {services?: Record<string, Service>})
    .services;
  expect(services).toBeDefined();
  return services ?? {};
}

function parseEnv(env: string): Map<string, string> {
  const entries = env
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      expect(match, line).not.toBeNull();
      return [match?.[1] ?? '', match?.[2] ?? ''] as const;
    });
  return new Map(entries);
}

function choicesFor(overrides: Partial<Draft>): Choices {
  const {choices, errors} = resolveDraft({...DEFAULT_DRAFT, ...overrides});
  expect(errors).toEqual({});
  return choices;
}

const combinations = ENGINES.flatMap((engine) =>
  DB_LOCATIONS.flatMap((dbLocation) =>
    AI_OPTIONS.map((ai) => ({
      name: `${engine}, database ${dbLocation}, AI ${ai}`,
      engine,
      dbLocation,
      ai,
    })),
  ),
);

describe.each(combinations)('$name', ({engine, dbLocation, ai}) => {
  const draft: Partial<Draft> = {
    engine,
    dbLocation,
    ai,
    dbHost: 'db.example.internal',
    dbPort: engine === 'mariadb' ? '3307' : '5433',
    hostPort: '8080',
  };
  const choices = choicesFor(draft);
  const secrets = generateSecrets(counter());
  const files = generateConfig(choices, secrets);
  const services = parseCompose(files.compose);
  const env = parseEnv(files.env);
  const runsDbService = engine !== 'sqlite' && dbLocation === 'compose';
  const referenced = [...files.compose.matchAll(/\$\{(\w+)\}/g)].map(
    (match) => match[1] ?? '',
  );

  it('names only documented variables in .env, compose environments and ${...} references', () => {
    const inEnvironments = Object.values(services).flatMap((service) =>
      Object.keys(service.environment ?? {}),
    );
    const undocumented = [
      ...env.keys(),
      ...referenced,
      ...inEnvironments,
    ].filter((name) => !documented.has(name));
    expect(undocumented).toEqual([]);
  });

  it('keeps every comment line within 70 characters, so the page shows it whole at 1280 px', () => {
    const long = [files.compose, files.env]
      .flatMap((file) => file.split('\n'))
      .filter((line) => line.trimStart().startsWith('#') && line.length > 70);
    expect(long).toEqual([]);
  });

  it('defines in .env every variable the compose file reads', () => {
    expect(referenced.filter((name) => !env.has(name))).toEqual([]);
  });

  it('sets every required variable of its engine, none of them empty', () => {
    const required = [
      ...facts.required,
      ...(engine === 'sqlite'
        ? ['DB_ENGINE', 'DB_FILENAME']
        : SERVER_VARIABLES),
    ];
    expect(required.filter((name) => !env.get(name))).toEqual([]);
    expect(env.get('DB_ENGINE')).toBe(engine);
  });

  it('publishes each host port once, the chosen one on the application', () => {
    const hostPorts = Object.values(services).flatMap((service) =>
      (service.ports ?? []).map((mapping) => mapping.split(':')[0]),
    );
    expect(new Set(hostPorts).size).toBe(hostPorts.length);
    expect(services.wrangler?.ports).toEqual(['8080:80']);
  });

  it('uses only documented images and the db service only when the database runs in compose', () => {
    expect(
      Object.values(services)
        .map((service) => service.image)
        .filter((image) => !IMAGES.has(image ?? '')),
    ).toEqual([]);
    expect(Object.keys(services)).toEqual(
      runsDbService ? ['db', 'redis', 'wrangler'] : ['redis', 'wrangler'],
    );
    expect(Object.keys(services.wrangler?.depends_on ?? {})).toEqual(
      runsDbService ? ['db', 'redis'] : ['redis'],
    );
  });

  it('points the application at its database', () => {
    if (engine === 'sqlite') {
      expect(env.has('DB_HOST')).toBe(false);
      expect(services.wrangler?.volumes).toContain(
        './sqlite:/app/receipt-wrangler-api/sqlite',
      );
    } else if (runsDbService) {
      expect([env.get('DB_HOST'), env.get('DB_PORT')]).toEqual([
        'db',
        engine === 'mariadb' ? '3306' : '5432',
      ]);
    } else {
      expect([env.get('DB_HOST'), env.get('DB_PORT')]).toEqual([
        'db.example.internal',
        engine === 'mariadb' ? '3307' : '5433',
      ]);
    }
  });

  it('fills secrets from the random source, never a fixed example value', () => {
    expect(env.get('ENCRYPTION_KEY')).toBe(secrets.encryptionKey);
    expect(env.get('SECRET_KEY')).toBe(secrets.secretKey);
    expect(env.get('SECRET_KEY')?.length).toBeGreaterThanOrEqual(16);
    expect(env.get('SECRET_KEY')?.length).toBeLessThanOrEqual(32);
    if (engine !== 'sqlite')
      expect(env.get('DB_PASSWORD')).toBe(secrets.dbPassword);
    const text = `${files.compose}\n${files.env}`;
    expect(
      FIXED_EXAMPLE_SECRETS.filter((secret) => text.includes(secret)),
    ).toEqual([]);
  });

  it('mentions AI only as a pointer to the app, never as a variable', () => {
    expect(files.env.includes('Receipt Processing Settings')).toBe(
      ai !== 'none',
    );
    expect(
      [...env.keys()].filter((name) => /AI|OPENAI|GEMINI|OLLAMA/.test(name)),
    ).toEqual([]);
  });
});

describe('generateConfig', () => {
  it('mounts the chosen data and logs folders, quoting what YAML needs quoted', () => {
    const files = generateConfig(
      choicesFor({dataPath: "./my data's #1", logsPath: '/var/log/rw'}),
      generateSecrets(counter()),
    );
    expect(parseCompose(files.compose).wrangler?.volumes).toEqual([
      "./my data's #1:/app/receipt-wrangler-api/data",
      './sqlite:/app/receipt-wrangler-api/sqlite',
      '/var/log/rw:/app/receipt-wrangler-api/logs',
    ]);
  });

  // Compose interpolates `$NAME` and `${NAME}` in every value and reads `$$` as one `$` (the Compose
  // specification, "Interpolation"). This reads a volume entry the way Compose does, with no variables set.
  const interpolate = (value: string): string =>
    value.replace(
      /\$(\$|\{[^}]*\}|[A-Za-z_][A-Za-z0-9_]*)/g,
      (_, name: string) => (name === '$' ? '$' : ''),
    );

  it.each(['./a$b', './$HOME/x', './a${b}c', './price$$', '/srv/$'])(
    'escapes $ in the folder %s so Compose reads it back unchanged',
    (folder) => {
      const files = generateConfig(
        choicesFor({dataPath: folder, logsPath: folder}),
        generateSecrets(counter()),
      );
      const volumes = parseCompose(files.compose).wrangler?.volumes ?? [];
      expect(volumes.map(interpolate)).toEqual([
        `${folder}:/app/receipt-wrangler-api/data`,
        './sqlite:/app/receipt-wrangler-api/sqlite',
        `${folder}:/app/receipt-wrangler-api/logs`,
      ]);
    },
  );

  // The server joins DB_HOST and DB_PORT as `host:port` for MariaDB (a bracketed IPv6 address is needed)
  // and passes `host=` to PostgreSQL (a bare address).
  it.each([
    {engine: 'mariadb', dbHost: 'fd00::1', expected: '[fd00::1]'},
    {engine: 'mariadb', dbHost: '[fd00::1]', expected: '[fd00::1]'},
    {engine: 'postgresql', dbHost: 'fd00::1', expected: 'fd00::1'},
    {engine: 'postgresql', dbHost: '[fd00::1]', expected: 'fd00::1'},
    {engine: 'postgresql', dbHost: 'db.lan', expected: 'db.lan'},
  ] as const)(
    'writes the IPv6 host $dbHost for $engine as $expected',
    ({engine, dbHost, expected}) => {
      const files = generateConfig(
        choicesFor({engine, dbLocation: 'external', dbHost, dbPort: '4000'}),
        generateSecrets(counter()),
      );
      expect(parseEnv(files.env).get('DB_HOST')).toBe(expected);
    },
  );

  it('keeps the MariaDB root password in .env, for the db service only', () => {
    const secrets = generateSecrets(counter());
    const files = generateConfig(choicesFor({engine: 'mariadb'}), secrets);
    expect(parseEnv(files.env).get('MYSQL_ROOT_PASSWORD')).toBe(
      secrets.dbRootPassword,
    );
    expect(
      parseCompose(files.compose).db?.environment?.MYSQL_ROOT_PASSWORD,
    ).toBe('${MYSQL_ROOT_PASSWORD}');
  });

  it('gives the same files for the same input', () => {
    const choices = choicesFor({engine: 'postgresql'});
    expect(generateConfig(choices, generateSecrets(counter(7)))).toEqual(
      generateConfig(choices, generateSecrets(counter(7))),
    );
  });
});

describe('randomSecret', () => {
  it.each([16, 32, 100])('makes %i letters and digits', (length) => {
    expect(randomSecret(length, counter())).toMatch(
      new RegExp(`^[A-Za-z0-9]{${length}}$`),
    );
  });

  it('drops the bytes that would bias the alphabet', () => {
    // 248…255 are rejected, so a source that starts there yields the letters of 0, 1, 2…
    expect(randomSecret(3, counter(248))).toBe(randomSecret(3, counter(0)));
  });

  it('differs for different random bytes', () => {
    const secrets = generateSecrets(counter());
    expect(new Set(Object.values(secrets)).size).toBe(4);
  });

  it('fails rather than hangs when the source gives no usable byte', () => {
    expect(() => randomSecret(8, (array) => array.fill(255))).toThrow(
      /no usable bytes/,
    );
  });
});
