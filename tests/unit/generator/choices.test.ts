/**
 * The generator's choices: defaults, the query string round trip, validation messages per field, and
 * how a draft with errors resolves.
 */
import {describe, expect, it} from 'vitest';
import {
  DEFAULT_DRAFT,
  parseDraft,
  resolveDraft,
  serialiseDraft,
  validateDraft,
  withEngine,
} from '../../../src/generator/choices';
import type {Draft, TextField} from '../../../src/generator/choices';

const draft = (overrides: Partial<Draft>): Draft => ({
  ...DEFAULT_DRAFT,
  ...overrides,
});
const EXTERNAL_PG = draft({
  engine: 'postgresql',
  dbLocation: 'external',
  dbHost: 'pg.lan',
  dbPort: '5432',
});

describe('parseDraft', () => {
  it('starts from the 6.x example values', () => {
    expect(parseDraft(new URLSearchParams())).toEqual(DEFAULT_DRAFT);
    expect(DEFAULT_DRAFT).toMatchObject({
      engine: 'sqlite',
      hostPort: '9082',
      dataPath: './data',
      logsPath: './logs',
      dbName: 'wrangler',
      dbUser: 'wrangler',
    });
  });

  it('falls back on unknown choices but keeps typed text as it is', () => {
    expect(
      parseDraft(
        new URLSearchParams(
          'database=oracle&ai=skynet&port=99999&data=data%0A',
        ),
      ),
    ).toEqual(draft({hostPort: '99999', dataPath: 'data\n'}));
  });

  it.each([
    ['postgresql', '5432'],
    ['mariadb', '3306'],
    ['sqlite', ''],
  ] as const)('gives %s its default database port', (engine, port) => {
    expect(parseDraft(new URLSearchParams(`database=${engine}`)).dbPort).toBe(
      port,
    );
  });
});

describe('serialiseDraft', () => {
  it.each([
    {name: 'defaults', value: DEFAULT_DRAFT, query: ''},
    {
      name: 'PostgreSQL on port 8080',
      value: draft({engine: 'postgresql', dbPort: '5432', hostPort: '8080'}),
      query: 'database=postgresql&port=8080',
    },
    {
      name: 'an external MariaDB',
      value: draft({
        engine: 'mariadb',
        dbLocation: 'external',
        dbHost: 'maria.lan',
        dbPort: '3307',
        ai: 'ollama',
      }),
      query:
        'database=mariadb&dbServer=external&dbHost=maria.lan&dbPort=3307&ai=ollama',
    },
    {
      name: 'an invalid port, kept as typed',
      value: draft({hostPort: '80a'}),
      query: 'port=80a',
    },
  ])('writes only what differs from the defaults: $name', ({value, query}) => {
    const params = serialiseDraft(value);
    expect(params.toString()).toBe(query);
    expect(parseDraft(params)).toEqual(value);
  });

  it('keeps parameters it does not own and drops its stale ones', () => {
    const base = new URLSearchParams('database=postgresql&dbHost=old&other=1');
    expect(serialiseDraft(DEFAULT_DRAFT, base).toString()).toBe('other=1');
  });

  it('leaves out fields the current engine does not use', () => {
    expect(
      serialiseDraft(draft({dbHost: 'pg.lan', dbName: 'receipts'})).toString(),
    ).toBe('');
  });
});

describe('withEngine', () => {
  it('moves an untouched database port to the new engine default', () => {
    expect(withEngine(draft({}), 'mariadb').dbPort).toBe('3306');
    expect(
      withEngine(draft({engine: 'mariadb', dbPort: '3306'}), 'postgresql')
        .dbPort,
    ).toBe('5432');
  });

  it('keeps a port the reader typed', () => {
    expect(
      withEngine(draft({engine: 'mariadb', dbPort: '3307'}), 'postgresql')
        .dbPort,
    ).toBe('3307');
  });
});

describe('validateDraft', () => {
  const cases: {
    name: string;
    value: Partial<Draft>;
    field: TextField;
    message: RegExp | null;
  }[] = [
    {name: 'port 1', value: {hostPort: '1'}, field: 'hostPort', message: null},
    {
      name: 'port 65535',
      value: {hostPort: '65535'},
      field: 'hostPort',
      message: null,
    },
    {
      name: 'port with spaces',
      value: {hostPort: ' 8080 '},
      field: 'hostPort',
      message: null,
    },
    {
      name: 'port 0',
      value: {hostPort: '0'},
      field: 'hostPort',
      message: /whole number from 1 to 65535/,
    },
    {
      name: 'port 65536',
      value: {hostPort: '65536'},
      field: 'hostPort',
      message: /whole number from 1 to 65535/,
    },
    {
      name: 'port 80.5',
      value: {hostPort: '80.5'},
      field: 'hostPort',
      message: /whole number/,
    },
    {
      name: 'port with letters',
      value: {hostPort: '80a'},
      field: 'hostPort',
      message: /whole number/,
    },
    {
      name: 'empty port',
      value: {hostPort: ''},
      field: 'hostPort',
      message: /^Enter the host port/,
    },
    {
      name: 'relative path',
      value: {dataPath: './data'},
      field: 'dataPath',
      message: null,
    },
    {
      name: 'absolute path',
      value: {dataPath: '/srv/receipts'},
      field: 'dataPath',
      message: null,
    },
    {
      name: 'home path',
      value: {logsPath: '~/rw/logs'},
      field: 'logsPath',
      message: null,
    },
    {
      name: 'parent path',
      value: {logsPath: '../logs'},
      field: 'logsPath',
      message: null,
    },
    {
      name: 'path with a newline',
      value: {dataPath: './da\nta'},
      field: 'dataPath',
      message: /line break/,
    },
    {
      name: 'path with a tab',
      value: {dataPath: './da\tta'},
      field: 'dataPath',
      message: /control character/,
    },
    {
      name: 'empty path',
      value: {logsPath: '  '},
      field: 'logsPath',
      message: /^Enter a folder/,
    },
    {
      name: 'bare name',
      value: {dataPath: 'data'},
      field: 'dataPath',
      message: /named volume/,
    },
    {
      name: 'path with a colon',
      value: {dataPath: 'C:\\data'},
      field: 'dataPath',
      message: /colon/,
    },
    {
      name: 'database name with a space',
      value: {engine: 'postgresql', dbName: 'my db'},
      field: 'dbName',
      message: /letters, digits/,
    },
    {
      name: 'empty database user',
      value: {engine: 'mariadb', dbUser: ''},
      field: 'dbUser',
      message: /^Enter the database user/,
    },
    {
      name: 'host name',
      value: {...EXTERNAL_PG, dbHost: 'db.example.com'},
      field: 'dbHost',
      message: null,
    },
    {
      name: 'empty host',
      value: {...EXTERNAL_PG, dbHost: ''},
      field: 'dbHost',
      message: /^Enter the host name/,
    },
    {
      name: 'localhost',
      value: {...EXTERNAL_PG, dbHost: 'localhost'},
      field: 'dbHost',
      message: /container itself/,
    },
    {
      name: 'loopback address',
      value: {...EXTERNAL_PG, dbHost: '127.0.0.1'},
      field: 'dbHost',
      message: /container itself/,
    },
    {
      name: 'host with a space',
      value: {...EXTERNAL_PG, dbHost: 'my host'},
      field: 'dbHost',
      message: /dots and hyphens/,
    },
    {
      name: 'database port 70000',
      value: {...EXTERNAL_PG, dbPort: '70000'},
      field: 'dbPort',
      message: /database port must be/,
    },
    // Issue 15 item 10: edge cases.
    {
      name: 'dollar sign in a folder (escaped in the compose file)',
      value: {dataPath: './a$b'},
      field: 'dataPath',
      message: null,
    },
    {
      name: 'root as the data folder',
      value: {dataPath: '/'},
      field: 'dataPath',
      message: /not the root folder/,
    },
    {
      name: 'root with a trailing dot',
      value: {dataPath: '/.'},
      field: 'dataPath',
      message: /not the root folder/,
    },
    {
      name: 'root twice',
      value: {logsPath: '//'},
      field: 'logsPath',
      message: /not the root folder/,
    },
    {
      name: 'root through ..',
      value: {dataPath: '/../'},
      field: 'dataPath',
      message: /not the root folder/,
    },
    {
      name: 'a folder under root',
      value: {dataPath: '/data'},
      field: 'dataPath',
      message: null,
    },
    {
      name: 'PostgreSQL name of 63 bytes',
      value: {engine: 'postgresql', dbName: 'a'.repeat(63)},
      field: 'dbName',
      message: null,
    },
    {
      name: 'PostgreSQL name of 64 bytes',
      value: {engine: 'postgresql', dbName: 'a'.repeat(64)},
      field: 'dbName',
      message: /at most 63 characters/,
    },
    {
      name: 'PostgreSQL user of 64 bytes',
      value: {engine: 'postgresql', dbUser: 'a'.repeat(64)},
      field: 'dbUser',
      message: /at most 63 characters/,
    },
    {
      name: 'MariaDB name of 64 characters',
      value: {engine: 'mariadb', dbName: 'a'.repeat(64)},
      field: 'dbName',
      message: null,
    },
    {
      name: 'MariaDB name of 65 characters',
      value: {engine: 'mariadb', dbName: 'a'.repeat(65)},
      field: 'dbName',
      message: /at most 64 characters/,
    },
    {
      name: 'IPv6 address',
      value: {...EXTERNAL_PG, dbHost: 'fd00::1'},
      field: 'dbHost',
      message: null,
    },
    {
      name: 'IPv6 address in brackets',
      value: {...EXTERNAL_PG, dbHost: '[fd00::1]'},
      field: 'dbHost',
      message: null,
    },
    {
      name: 'full IPv6 address',
      value: {...EXTERNAL_PG, dbHost: '2001:db8:0:0:0:0:0:1'},
      field: 'dbHost',
      message: null,
    },
    {
      name: 'IPv6 address with a port',
      value: {...EXTERNAL_PG, dbHost: '[fd00::1]:5432'},
      field: 'dbHost',
      message: /Database port field/,
    },
    {
      name: 'host name with a port',
      value: {...EXTERNAL_PG, dbHost: 'db.lan:5432'},
      field: 'dbHost',
      message: /Database port field/,
    },
    {
      name: 'IPv6 loopback',
      value: {...EXTERNAL_PG, dbHost: '::1'},
      field: 'dbHost',
      message: /container itself/,
    },
    {
      name: 'not an IPv6 address',
      value: {...EXTERNAL_PG, dbHost: 'fd00:::1:zz'},
      field: 'dbHost',
      message: /IPv6 address/,
    },
    {
      name: 'unclosed bracket',
      value: {...EXTERNAL_PG, dbHost: '[fd00::1'},
      field: 'dbHost',
      message: /IPv6 address/,
    },
  ];

  it.each(cases)('$name', ({value, field, message}) => {
    const error = validateDraft(draft(value))[field];
    if (message) expect(error).toMatch(message);
    else expect(error).toBeUndefined();
  });

  it('ignores fields the current choices do not use', () => {
    expect(validateDraft(draft({dbHost: '', dbName: '', dbPort: 'x'}))).toEqual(
      {},
    );
    expect(
      validateDraft(draft({engine: 'postgresql', dbHost: '', dbPort: 'x'})),
    ).toEqual({});
  });
});

describe('resolveDraft', () => {
  it('turns a valid draft into choices', () => {
    expect(
      resolveDraft(draft({...EXTERNAL_PG, hostPort: '8080', ai: 'gemini'})),
    ).toEqual({
      choices: {
        database: {
          engine: 'postgresql',
          location: 'external',
          host: 'pg.lan',
          port: 5432,
          name: 'wrangler',
          user: 'wrangler',
        },
        hostPort: 8080,
        dataPath: './data',
        logsPath: './logs',
        ai: 'gemini',
      },
      errors: {},
    });
  });

  it('uses defaults for invalid fields and the compose database for a bad external host', () => {
    const {choices, errors} = resolveDraft(
      draft({
        ...EXTERNAL_PG,
        dbHost: 'localhost',
        hostPort: '0',
        dataPath: 'x\ny',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'dataPath',
      'dbHost',
      'hostPort',
    ]);
    expect(choices).toMatchObject({
      database: {engine: 'postgresql', location: 'compose'},
      hostPort: 9082,
      dataPath: './data',
    });
  });
});
