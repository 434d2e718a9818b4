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
  const MYSQL = {engine: 'mariadb'} as const;
  const PG = {engine: 'postgresql'} as const;
  // [field, value, message it must give (null: valid), other choices the case needs]
  const cases: [TextField, string, RegExp | null, Partial<Draft>?][] = [
    ['hostPort', '1', null],
    ['hostPort', '65535', null],
    ['hostPort', ' 8080 ', null],
    ['hostPort', '0', /whole number from 1 to 65535/],
    ['hostPort', '65536', /whole number from 1 to 65535/],
    ['hostPort', '80.5', /whole number/],
    ['hostPort', '80a', /whole number/],
    ['hostPort', '', /^Enter the host port/],
    ['dataPath', './data', null],
    ['dataPath', '/srv/receipts', null],
    ['logsPath', '~/rw/logs', null],
    ['logsPath', '../logs', null],
    ['dataPath', './da\nta', /line break/],
    ['dataPath', './da\tta', /control character/],
    ['logsPath', '  ', /^Enter a folder/],
    ['dataPath', 'data', /named volume/],
    ['dataPath', 'C:\\data', /colon/],
    // Issue 15 item 10: edge cases. A $ is escaped in the compose file.
    ['dataPath', './a$b', null],
    ['dataPath', '/', /not the root folder/],
    ['dataPath', '/.', /not the root folder/],
    ['logsPath', '//', /not the root folder/],
    ['dataPath', '/../', /not the root folder/],
    ['dataPath', '/data', null],
    ['dbName', 'my db', /letters, digits/, PG],
    ['dbUser', '', /^Enter the database user/, MYSQL],
    ['dbName', 'a'.repeat(63), null, PG],
    ['dbName', 'a'.repeat(64), /at most 63 characters/, PG],
    ['dbUser', 'a'.repeat(64), /at most 63 characters/, PG],
    ['dbName', 'a'.repeat(64), null, MYSQL],
    ['dbName', 'a'.repeat(65), /at most 64 characters/, MYSQL],
    ['dbHost', 'db.example.com', null, EXTERNAL_PG],
    ['dbHost', '', /^Enter the host name/, EXTERNAL_PG],
    ['dbHost', 'localhost', /container itself/, EXTERNAL_PG],
    ['dbHost', '127.0.0.1', /container itself/, EXTERNAL_PG],
    ['dbHost', 'my host', /dots and hyphens/, EXTERNAL_PG],
    ['dbPort', '70000', /database port must be/, EXTERNAL_PG],
    ['dbHost', 'fd00::1', null, EXTERNAL_PG],
    ['dbHost', '[fd00::1]', null, EXTERNAL_PG],
    ['dbHost', '2001:db8:0:0:0:0:0:1', null, EXTERNAL_PG],
    ['dbHost', '[fd00::1]:5432', /Database port field/, EXTERNAL_PG],
    ['dbHost', 'db.lan:5432', /Database port field/, EXTERNAL_PG],
    ['dbHost', '::1', /container itself/, EXTERNAL_PG],
    ['dbHost', 'fd00:::1:zz', /IPv6 address/, EXTERNAL_PG],
    ['dbHost', 'fd00::1::2', /IPv6 address/, EXTERNAL_PG],
    ['dbHost', '1:2:3:4:5:6:7:8:9', /IPv6 address/, EXTERNAL_PG],
    ['dbHost', '12345::1', /IPv6 address/, EXTERNAL_PG],
    ['dbHost', '::ffff:192.0.2.1', null, EXTERNAL_PG],
    ['dbHost', '[fd00::1', /IPv6 address/, EXTERNAL_PG],
  ];

  it.each(cases)('%s %j: %s', (field, value, message, choices) => {
    const error = validateDraft(draft({...choices, [field]: value}))[field];
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
