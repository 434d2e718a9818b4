/**
 * The stand-in server of the screenshot refresh: serves the web app's build and answers `/api/`
 * from our API document. Each call is routed by the document's paths and checked against it (path,
 * parameters, credentials, body; scripts/shared/specRequest.mjs), answered from the demo fixtures
 * (scripts/shared/demoApi.mjs), and the answer is checked against the document's schema for its
 * status. The first call that fails any of this is kept as `failure`: the refresh stops on it.
 */
import {createHash} from 'node:crypto';
import {readFileSync, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {parse} from 'yaml';
import {createDemoApi} from '../shared/demoApi.mjs';
import {SpecRequestValidator} from '../shared/specRequest.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
};

/** Cookie names a request carries (their values are the demo's own tokens, not worth keeping). */
function cookieNames(header) {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .filter(Boolean);
}

/**
 * @param {{root: string, specPath: string, now?: () => Date}} options the app's built files, our API
 *   document, the server's clock (the browser's fixed clock, so that the session's claims, and so
 *   every answer, are the same in every run)
 */
export async function startStandIn({root, specPath, now}) {
  const spec = parse(readFileSync(specPath, 'utf8'));
  const validator = new SpecRequestValidator(spec, '/api', {isBrowser: true});
  let answer = createDemoApi(undefined, now);
  const state = {
    /**
     * Every call answered, in order: {method, path, query, contentType, body, cookies, operationId,
     * status, answer: {bytes, sha256} of the body sent}.
     */
    calls: [],
    /** @type {string | undefined} */
    failure: undefined,
  };

  async function api(request, response, body) {
    const url = new URL(request.url, 'http://stand-in.invalid');
    const route = validator.route(request.method, url.pathname);
    const requestType = request.headers['content-type'];
    const shown = `${request.method} ${url.pathname}${url.search}${body.length ? ` with ${body.toString('utf8').slice(0, 2000)}` : ''}`;
    const refuse = (problem) => {
      state.failure ??= `${shown}\n  ${problem}`;
      response.writeHead(400, {'content-type': 'application/json'});
      response.end(JSON.stringify({errorMsg: problem}));
    };
    if (!route)
      return refuse('no operation of the API document takes this call');
    const problems = await validator.validate(
      {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body,
      },
      route.template,
      route.method,
    );
    if (problems.length)
      return refuse(`${route.operationId}: ${problems.join('; ')}`);
    let json;
    if (body.length && /json/.test(requestType ?? ''))
      json = JSON.parse(body.toString('utf8'));
    let result;
    try {
      result = answer({
        operationId: route.operationId,
        pathParameters: route.pathParameters,
        query: url.searchParams,
        body: json,
        cookies: cookieNames(request.headers.cookie),
      });
    } catch (error) {
      return refuse(String(error));
    }
    const contentType = result.contentType ?? 'application/json';
    const text =
      result.body === undefined ? undefined : JSON.stringify(result.body);
    const answerProblems = validator.responseProblems(
      route.template,
      route.method,
      {status: result.status, contentType, body: text},
    );
    if (answerProblems.length)
      return refuse(
        `the demo answer of ${route.operationId} fails the API document: ${answerProblems.join('; ')}`,
      );
    // A multipart body is kept as its parts (a file as its name, type, size and hash), so that the
    // unit tests can send an equivalent body again.
    let parts;
    if (/^multipart\/form-data/.test(requestType ?? '')) {
      const form = await new Request('http://stand-in.invalid/', {
        method: 'POST',
        headers: {'content-type': requestType},
        body: new Uint8Array(body),
      }).formData();
      parts = [];
      for (const [name, part] of form.entries())
        parts.push(
          typeof part === 'string'
            ? {name, value: part}
            : {
                name,
                file: part.name,
                type: part.type,
                bytes: part.size,
                sha256: createHash('sha256')
                  .update(Buffer.from(await part.arrayBuffer()))
                  .digest('hex'),
              },
        );
    }
    state.calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(
        [...new Set(url.searchParams.keys())].map((key) => [
          key,
          url.searchParams.getAll(key),
        ]),
      ),
      contentType: body.length ? (requestType ?? '') : undefined,
      body:
        json ?? (body.length && !parts ? `<${body.length} bytes>` : undefined),
      parts,
      cookies: cookieNames(request.headers.cookie),
      operationId: route.operationId,
      status: result.status,
      answer:
        text === undefined
          ? null
          : {
              bytes: Buffer.byteLength(text),
              sha256: createHash('sha256').update(text).digest('hex'),
            },
    });
    const headers = {};
    if (result.setCookies) headers['set-cookie'] = result.setCookies;
    if (text !== undefined) headers['content-type'] = contentType;
    response.writeHead(result.status, headers);
    response.end(text);
  }

  function file(request, response) {
    const url = new URL(request.url, 'http://stand-in.invalid');
    let target = path.join(root, decodeURIComponent(url.pathname));
    if (!target.startsWith(root)) target = root;
    // The app routes in the browser: any address that is not a file gets its index.html.
    if (!existsSync(target) || statSync(target).isDirectory())
      target = path.join(root, 'index.html');
    response.writeHead(200, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(target));
  }

  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.url?.startsWith('/api/') || request.url === '/api')
        api(request, response, body).catch((error) => {
          state.failure ??= `${request.method} ${request.url}\n  ${error.stack ?? error}`;
          response.writeHead(500);
          response.end();
        });
      else file(request, response);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    state,
    /** A new demo, without what the writes before kept (each write flow starts with one). */
    resetDemo: () => {
      answer = createDemoApi(undefined, now);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
