/**
 * The request samples of the API reference (src/api-reference/build/codeSamples): what they send, and,
 * for every operation, each sample run for real (curl, Node, Python `requests`) against a local
 * server whose captured request is checked against the spec (tests/support/specRequest.ts).
 */
import {execFile} from 'node:child_process';
import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  SAMPLE_BASE_URL,
  codeSamples,
  operationSamples,
  sampleRequest,
  withCodeSamples,
} from '../../../src/api-reference/build/codeSamples';
import type {CodeSample} from '../../../src/api-reference/build/codeSamples';
import {HTTP_METHODS} from '../../../src/api-reference/sectionIds';
import table from '../../fixtures/api/server-routes.json';
import {SpecRequestValidator} from '../../support/specRequest';
import type {CapturedRequest} from '../../support/specRequest';
import {readApiSpec} from '../../support/apiSpec';

type Spec = Record<string, unknown> & {
  paths: Record<string, Record<string, {operationId?: string}>>;
};
const spec = readApiSpec() as Spec;
const validator = new SpecRequestValidator(spec, '/api');

const operations = Object.entries(spec.paths).flatMap(([template, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({
    template,
    method,
    operationId: item[method]?.operationId ?? `${method} ${template}`,
  })),
);
const samplesOf = (operationId: string): Record<string, string> => {
  const {template, method} =
    operations.find((entry) => entry.operationId === operationId) ?? {};
  if (!template || !method) throw new Error(`No operation ${operationId}`);
  return Object.fromEntries(
    operationSamples(spec, template, method).map(({label, source}) => [
      label,
      source,
    ]),
  );
};

describe('the samples of an operation', () => {
  it('are curl, JavaScript and Python, as Redoc and Markdown name them', () => {
    expect(
      operationSamples(spec, '/receipt/', 'post').map(
        ({lang, label, fence}) => [lang, label, fence],
      ),
    ).toEqual([
      ['Shell', 'curl', 'bash'],
      ['JavaScript', 'JavaScript', 'javascript'],
      ['Python', 'Python', 'python'],
    ]);
  });

  it.each([
    ['createReceipt', 'curl', "-H 'Authorization: key.1.<id>.<secret>'"],
    ['createReceipt', 'JavaScript', "Authorization: 'key.1.<id>.<secret>'"],
    ['createReceipt', 'Python', '"Authorization": "key.1.<id>.<secret>"'],
    // Uploads are a multipart form.
    [
      'quickScanReceipt',
      'curl',
      "-F 'files=@path/to/file' \\\n  -F 'groupIds=1'",
    ],
    ['quickScanReceipt', 'JavaScript', 'const form = new FormData();'],
    [
      'quickScanReceipt',
      'JavaScript',
      "form.append('files', await openAsBlob('path/to/file'), 'file');",
    ],
    [
      'quickScanReceipt',
      'Python',
      'files=[\n        ("files", open("path/to/file", "rb")),',
    ],
    // Downloads are written to disk.
    ['downloadReceiptImageById', 'curl', "-o 'download'"],
    [
      'downloadReceiptImageById',
      'JavaScript',
      "await writeFile('download', Buffer.from(await response.arrayBuffer()));",
    ],
    [
      'downloadReceiptImageById',
      'Python',
      'with open("download", "wb") as file:',
    ],
    // Required path and query parameters take their examples.
    [
      'hasAccessToReceipt',
      'curl',
      `'${SAMPLE_BASE_URL}/receipt/hasAccess?receiptId=42&groupRole=EDITOR'`,
    ],
    ['getReceiptById', 'curl', `'${SAMPLE_BASE_URL}/receipt/42'`],
  ])('%s: the %s sample has %j', (operationId, label, expected) => {
    expect(samplesOf(operationId)[label]).toContain(expected);
  });

  it('send an API key as the whole Authorization value, as the server reads it', () => {
    for (const source of Object.values(samplesOf('createReceipt')))
      expect(source).not.toContain('Bearer');
    // api/internal/middleware/auth.go L82–L95 at v6.7.0: a key is an Authorization value of four
    // dot-separated parts, the first `key` (constants.V1Prefix).
    const [, value] =
      sampleRequest(spec, '/receipt/', 'post').headers.find(
        ([name]) => name === 'Authorization',
      ) ?? [];
    expect(value?.split('.')).toHaveLength(4);
    expect(value?.split('.')[0]).toBe('key');
  });

  it('send no credentials for a public operation', () => {
    for (const source of Object.values(samplesOf('login'))) {
      expect(source).not.toMatch(/Authorization|Cookie|cookies|-b /);
      expect(source).toContain('/api/login/');
    }
  });

  it('come from whatever document is given: a bearer-only API, a key in the query, a public default', () => {
    const other = {
      openapi: '3.1.0',
      paths: {
        '/items/{itemId}': {
          parameters: [
            {
              name: 'itemId',
              in: 'path',
              required: true,
              schema: {type: 'string'},
            },
          ],
          get: {operationId: 'getItem', responses: {200: {description: 'ok'}}},
          put: {
            operationId: 'putItem',
            security: [{queryKey: []}],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['size'],
                    properties: {
                      size: {type: 'integer', minimum: 3},
                      note: {type: 'string'},
                    },
                  },
                },
              },
            },
            responses: {200: {description: 'ok'}},
          },
        },
        '/health': {get: {security: [], responses: {200: {description: 'ok'}}}},
      },
      security: [{bearer: []}],
      components: {
        securitySchemes: {
          bearer: {type: 'http', scheme: 'bearer'},
          queryKey: {type: 'apiKey', in: 'query', name: 'token'},
        },
      },
    };
    const get = sampleRequest(other, '/items/{itemId}', 'get');
    expect(get.path).toBe('/items/string');
    expect(get.headers).toEqual([['Authorization', 'Bearer <token>']]);
    const put = sampleRequest(other, '/items/{itemId}', 'put');
    expect(put.query).toEqual([['token', '<token>']]);
    expect(put.body).toEqual({
      kind: 'json',
      mediaType: 'application/json',
      value: {size: 3},
    });
    const health = sampleRequest(other, '/health', 'get');
    expect([...health.headers, ...health.query, ...health.cookies]).toEqual([]);
  });

  it('are added to every operation as x-codeSamples, except where the document has its own', () => {
    const own = [{lang: 'Go', source: 'client.Do(request)'}];
    const document = {
      ...spec,
      paths: {
        ...spec.paths,
        '/receipt/{id}': {
          ...spec.paths['/receipt/{id}'],
          get: {...spec.paths['/receipt/{id}']?.get, 'x-codeSamples': own},
        },
      },
    };
    const sampled = withCodeSamples(document) as unknown as {
      paths: Record<string, Record<string, {'x-codeSamples'?: unknown[]}>>;
    };
    expect(sampled.paths['/receipt/{id}']?.get?.['x-codeSamples']).toBe(own);
    const counts = operations
      .filter(({template}) => template !== '/receipt/{id}')
      .map(
        ({template, method}) =>
          sampled.paths[template]?.[method]?.['x-codeSamples']?.length,
      );
    expect(new Set(counts)).toEqual(new Set([3]));
    // The document itself is left as it was.
    expect(JSON.stringify(spec)).not.toContain('x-codeSamples');
  });
});

// Calls that answer nothing useful without an optional parameter: a sample must send it. From the
// server's route table, every query parameter that is optional alone but one of a set the call
// needs ("one of groupId, receiptIds is needed"); and GET /search/, which answers [] without
// searching when searchTerm is empty (api/internal/handlers/search.go:L19-21,L62-70@v6.7.0).
const neededSets = [
  ...table.routes.flatMap((row) => {
    const needed = row.query.filter(({reason}) =>
      /^one of [\w, ]+ is needed/.test(reason ?? ''),
    );
    return needed.length
      ? [
          {
            method: row.method,
            path: row.path,
            names: needed.map(({name}) => name),
          },
        ]
      : [];
  }),
  {method: 'GET', path: '/search/', names: ['searchTerm']},
];

describe('the samples of a call that needs an optional parameter', () => {
  it('are found in the server table', () => {
    expect(neededSets.map(({method, path}) => `${method} ${path}`)).toEqual([
      'GET /user/amountOwedForUser',
      'GET /search/',
    ]);
  });

  it.each(
    neededSets.map((entry) => ({
      ...entry,
      name: `${entry.method} ${entry.path}`,
    })),
  )('$name sends one of $names in every sample', ({method, path, names}) => {
    const template = Object.keys(spec.paths).find(
      (route) => route === path && spec.paths[route]?.[method.toLowerCase()],
    );
    expect(template, `${method} ${path} in the spec`).toBeDefined();
    const request = sampleRequest(spec, template!, method.toLowerCase());
    const sent = request.query.map(([name]) => name);
    expect(names.filter((name) => sent.includes(name)).length).toBeGreaterThan(
      0,
    );
    for (const {label, source} of operationSamples(
      spec,
      template!,
      method.toLowerCase(),
    ))
      expect(
        names.filter((name) => source.includes(name)),
        label,
      ).not.toEqual([]);
  });
});

describe('the request checker', () => {
  const receipt = {
    name: 'Grocery run',
    amount: '54.20',
    date: '2025-09-20T00:00:00Z',
    groupId: 1,
    paidByUserId: 1,
    status: 'OPEN',
  };
  const {name: _name, ...nameless} = receipt;
  const request = (
    url: string,
    authorization: string,
    body?: object,
  ): CapturedRequest => ({
    method: body ? 'POST' : 'GET',
    url: `/api${url}`,
    headers: {
      authorization,
      ...(body ? {'content-type': 'application/json'} : {}),
    },
    body: body ? Buffer.from(JSON.stringify(body)) : Buffer.alloc(0),
  });
  const KEY = 'key.1.7.secret';

  it.each([
    [
      'a request the spec describes',
      request('/receipt/', KEY, receipt),
      '/receipt/',
      'post',
      [],
    ],
    [
      'a missing required body field',
      request('/receipt/', KEY, nameless),
      '/receipt/',
      'post',
      ["body must have required property 'name'"],
    ],
    [
      'a wrong method',
      request('/receipt/hasAccess', KEY, {}),
      '/receipt/{id}',
      'get',
      [
        "method is POST, the operation's is GET",
        '/receipt/hasAccess is /receipt/hasAccess, not /receipt/{id}',
      ],
    ],
    [
      'a path another operation takes',
      request('/receipt/hasAccess', KEY),
      '/receipt/{id}',
      'get',
      ['/receipt/hasAccess is /receipt/hasAccess, not /receipt/{id}'],
    ],
    [
      'missing query parameters and a key sent as a bearer token',
      request('/receipt/hasAccess', `Bearer ${KEY}`),
      '/receipt/hasAccess',
      'get',
      [
        'required query parameter receiptId is missing',
        'required query parameter groupRole is missing',
      ],
    ],
    [
      'credentials on a public operation',
      request('/login/', KEY, {username: 'jdoe', password: 'pw'}),
      '/login/',
      'post',
      ['a public operation, yet the request sends apiKeyAuth'],
    ],
    [
      'a malformed key',
      request('/receipt/', 'key.1.7', receipt),
      '/receipt/',
      'post',
      [
        "the credentials (apiKeyAuth) meet none of the operation's security requirements",
      ],
    ],
  ])('finds %s', async (_case, captured, template, method, expected) => {
    await expect(
      validator.validate(captured, template, method),
    ).resolves.toEqual(expected);
  });
});

/** A server on 127.0.0.1 that keeps every request, by the first segment of its path, and answers `{}`. */
async function captureServer(): Promise<{
  origin: string;
  requests: Map<string, CapturedRequest[]>;
  close: () => Promise<void>;
}> {
  const requests = new Map<string, CapturedRequest[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const [, id = '', rest = ''] =
        /^\/([^/]+)(.*)$/.exec(request.url ?? '') ?? [];
      requests.set(id, [
        ...(requests.get(id) ?? []),
        {
          method: request.method ?? '',
          url: rest,
          headers: request.headers,
          body: Buffer.concat(chunks),
        },
      ]);
      response.writeHead(200, {'content-type': 'application/json'});
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/*
 * Each language's samples run in one process, one after another, each in a folder of its own (its
 * working directory, with the files it uploads): curl from one bash loop; the JavaScript samples
 * imported as ES modules by one Node process; the Python samples executed by one interpreter. A
 * sample that fails leaves its error in `error.txt`.
 */
const DRIVERS = {
  curl: {
    file: 'sample.sh',
    driver: 'driver.sh',
    source: `for dir in "$@"; do (cd "$dir" && { bash sample.sh >/dev/null 2>stderr.txt || { echo "exit $?"; cat stderr.txt; } >error.txt; }); done`,
    command: (driver: string, dirs: string[]): [string, string[]] => [
      'bash',
      [driver, ...dirs],
    ],
  },
  JavaScript: {
    file: 'sample.mjs',
    driver: 'driver.mjs',
    source: `import {writeFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
console.log = () => {};
for (const dir of process.argv.slice(2)) {
  process.chdir(dir);
  try {
    await import(pathToFileURL(\`\${dir}/sample.mjs\`).href);
  } catch (error) {
    writeFileSync('error.txt', String(error?.stack ?? error));
  }
}`,
    command: (driver: string, dirs: string[]): [string, string[]] => [
      process.execPath,
      [driver, ...dirs],
    ],
  },
  Python: {
    file: 'sample.py',
    driver: 'driver.py',
    source: `import builtins, os, sys, traceback
builtins.print = lambda *args, **kwargs: None
for folder in sys.argv[1:]:
    os.chdir(folder)
    try:
        with open("sample.py") as file:
            exec(compile(file.read(), os.path.join(folder, "sample.py"), "exec"), {"__name__": "__main__"})
    except BaseException:
        with open("error.txt", "w") as file:
            file.write(traceback.format_exc())
`,
    command: (driver: string, dirs: string[]): [string, string[]] => [
      'python3',
      [driver, ...dirs],
    ],
  },
} as const;

interface SampleRun {
  id: string;
  sample: CodeSample;
  error: string | null;
  /** For a download: whether the answer was written to the sample's file. */
  saved: boolean | null;
}

/** Runs every sample of every operation against `origin`; the results by operation. */
async function runAll(origin: string): Promise<Map<string, SampleRun[]>> {
  const root = await mkdtemp(path.join(tmpdir(), 'rw-samples-'));
  try {
    const planned = operations.flatMap(({template, method, operationId}) => {
      const request = sampleRequest(spec, template, method);
      return codeSamples(request).map((sample) => ({
        operationId,
        request,
        sample,
      }));
    });
    const jobs = await Promise.all(
      planned.map(async (job, index) => {
        const id = `s${index}`;
        const dir = path.join(root, id);
        await mkdir(dir);
        const {body} = job.request;
        for (const field of body?.kind === 'form' ? body.fields : [])
          if ('file' in field) {
            await mkdir(path.join(dir, path.dirname(field.file)), {
              recursive: true,
            });
            await writeFile(path.join(dir, field.file), '{}');
          }
        const driver = DRIVERS[job.sample.label as keyof typeof DRIVERS];
        await writeFile(
          path.join(dir, driver.file),
          job.sample.source.replaceAll(SAMPLE_BASE_URL, `${origin}/${id}/api`),
        );
        return {...job, id, dir};
      }),
    );
    await Promise.all(
      Object.entries(DRIVERS).map(async ([label, driver]) => {
        const file = path.join(root, driver.driver);
        await writeFile(file, driver.source);
        const [command, args] = driver.command(
          file,
          jobs
            .filter((job) => job.sample.label === label)
            .map((job) => job.dir),
        );
        await new Promise<void>((resolve, reject) =>
          execFile(
            command,
            args,
            {timeout: 240_000},
            (failure, _out, stderr) =>
              failure
                ? reject(new Error(`${label} driver: ${stderr}`))
                : resolve(),
          ),
        );
      }),
    );
    const read = (file: string) => readFile(file, 'utf8').catch(() => null);
    const results = new Map<string, SampleRun[]>();
    for (const job of jobs) {
      const {response} = job.request;
      const saved =
        response.kind === 'file'
          ? (await read(path.join(job.dir, response.file))) === '{}'
          : null;
      results.set(job.operationId, [
        ...(results.get(job.operationId) ?? []),
        {
          id: job.id,
          sample: job.sample,
          error: await read(path.join(job.dir, 'error.txt')),
          saved,
        },
      ]);
    }
    return results;
  } finally {
    await rm(root, {recursive: true, force: true});
  }
}

describe('every sample, sent to a server and checked against the spec', () => {
  let server: Awaited<ReturnType<typeof captureServer>>;
  let runs: Map<string, SampleRun[]>;
  beforeAll(async () => {
    server = await captureServer();
    runs = await runAll(server.origin);
  }, 240_000);
  afterAll(() => server.close());

  it('covers every operation of the spec', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(runs.size).toBe(operations.length);
  });

  it.for(operations)(
    '$operationId',
    async ({template, method, operationId}) => {
      const samples = runs.get(operationId) ?? [];
      expect(samples.map(({sample}) => sample.label)).toEqual([
        'curl',
        'JavaScript',
        'Python',
      ]);
      for (const {id, sample, error, saved} of samples) {
        expect(error, sample.label).toBeNull();
        const sent = server.requests.get(id) ?? [];
        expect(sent, `${sample.label} sends one request`).toHaveLength(1);
        await expect(
          validator.validate(sent[0] as CapturedRequest, template, method),
          sample.label,
        ).resolves.toEqual([]);
        if (saved !== null)
          expect(saved, `${sample.label} saves the answer`).toBe(true);
      }
    },
  );
});
