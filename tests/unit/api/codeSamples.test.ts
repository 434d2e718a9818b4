// @vitest-environment node
/**
 * The request samples of the API reference (src/api-reference/codeSamples): what they send, and,
 * for every operation, each sample run for real (curl, Node, Python `requests`) against a local
 * server whose captured request is checked against the spec (tests/support/specRequest.ts).
 */
import {execFile} from 'node:child_process';
import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {
  SAMPLE_BASE_URL,
  codeSamples,
  operationSamples,
  sampleRequest,
  withCodeSamples,
} from '../../../src/api-reference/codeSamples';
import type {CodeSample} from '../../../src/api-reference/codeSamples';
import {HTTP_METHODS} from '../../../src/api-reference/sectionIds';
import {SpecRequestValidator} from '../../support/specRequest';
import type {CapturedRequest} from '../../support/specRequest';

type Spec = Record<string, unknown> & {
  paths: Record<string, Record<string, {operationId?: string}>>;
};
const spec = parse(
  readFileSync(
    path.resolve(__dirname, '../../../api-spec/openapi.yaml'),
    'utf8',
  ),
) as Spec;
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

  it('send an API key as the whole Authorization value, as the server reads it', () => {
    const samples = samplesOf('createReceipt');
    expect(samples.curl).toContain("-H 'Authorization: key.1.<id>.<secret>'");
    expect(samples.JavaScript).toContain(
      "Authorization: 'key.1.<id>.<secret>'",
    );
    expect(samples.Python).toContain('"Authorization": "key.1.<id>.<secret>"');
    for (const source of Object.values(samples))
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

  it('upload files as a multipart form', () => {
    const samples = samplesOf('quickScanReceipt');
    expect(samples.curl).toContain("-F 'files=@path/to/file'");
    expect(samples.curl).toContain("-F 'groupIds=1'");
    expect(samples.JavaScript).toContain('const form = new FormData();');
    expect(samples.JavaScript).toContain(
      "form.append('files', await openAsBlob('path/to/file'), 'file');",
    );
    expect(samples.Python).toMatch(
      /files=\[\n\s+\("files", open\("path\/to\/file", "rb"\)\),/,
    );
  });

  it('write a downloaded file to disk', () => {
    const samples = samplesOf('downloadReceiptImageById');
    expect(samples.curl).toContain("-o 'download'");
    expect(samples.JavaScript).toContain(
      "await writeFile('download', Buffer.from(await response.arrayBuffer()));",
    );
    expect(samples.Python).toContain('with open("download", "wb") as file:');
  });

  it('fill in required path and query parameters with the examples', () => {
    expect(samplesOf('hasAccessToReceipt').curl).toContain(
      `'${SAMPLE_BASE_URL}/receipt/hasAccess?receiptId=42&groupRole=EDITOR'`,
    );
    expect(samplesOf('getReceiptById').curl).toContain(
      `'${SAMPLE_BASE_URL}/receipt/42'`,
    );
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

const capture = (body: Buffer): CapturedRequest => ({
  method: 'POST',
  url: '/api/receipt/',
  headers: {
    authorization: 'key.1.7.secret',
    'content-type': 'application/json',
  },
  body,
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

  it('accepts a request the spec describes', async () => {
    await expect(
      validator.validate(
        capture(Buffer.from(JSON.stringify(receipt))),
        '/receipt/',
        'post',
      ),
    ).resolves.toEqual([]);
  });

  it('finds a missing required body field, a wrong path, a key sent as a bearer token, credentials on a public operation', async () => {
    const {name: _name, ...nameless} = receipt;
    await expect(
      validator.validate(
        capture(Buffer.from(JSON.stringify(nameless))),
        '/receipt/',
        'post',
      ),
    ).resolves.toEqual(["body must have required property 'name'"]);
    await expect(
      validator.validate(
        {...capture(Buffer.from('{}')), url: '/api/receipt/hasAccess'},
        '/receipt/{id}',
        'get',
      ),
    ).resolves.toContain("method is POST, the operation's is GET");
    await expect(
      validator.validate(
        {
          method: 'GET',
          url: '/api/receipt/hasAccess',
          headers: {authorization: 'key.1.7.secret'},
          body: Buffer.alloc(0),
        },
        '/receipt/{id}',
        'get',
      ),
    ).resolves.toEqual([
      '/receipt/hasAccess is /receipt/hasAccess, not /receipt/{id}',
    ]);
    await expect(
      validator.validate(
        {
          method: 'GET',
          url: '/api/receipt/hasAccess',
          headers: {authorization: 'Bearer key.1.7.secret'},
          body: Buffer.alloc(0),
        },
        '/receipt/hasAccess',
        'get',
      ),
    ).resolves.toEqual([
      'required query parameter receiptId is missing',
      'required query parameter groupRole is missing',
    ]);
    const problems = await validator.validate(
      {
        method: 'POST',
        url: '/api/login/',
        headers: {
          authorization: 'key.1.7.secret',
          'content-type': 'application/json',
        },
        body: Buffer.from('{"username": "jdoe", "password": "pw"}'),
      },
      '/login/',
      'post',
    );
    expect(problems).toEqual([
      'a public operation, yet the request sends apiKeyAuth',
    ]);
    const malformedKey = await validator.validate(
      {
        ...capture(Buffer.from(JSON.stringify(receipt))),
        headers: {
          authorization: 'key.1.7',
          'content-type': 'application/json',
        },
      },
      '/receipt/',
      'post',
    );
    expect(malformedKey).toEqual([
      "the credentials (apiKeyAuth) meet none of the operation's security requirements",
    ]);
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
