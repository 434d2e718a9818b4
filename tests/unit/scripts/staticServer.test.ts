/**
 * The browser tests' static server (scripts/static-server.mjs) compresses each file once and keeps
 * it: a file that changes is served as it is now, never as it was compressed before.
 */
import {mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {get} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startStaticServer} from '../../../scripts/static-server.mjs';

let root = '';
let server: {url: string; close(): Promise<void>};

/** The raw answer: status, headers and the body as sent (still gzipped). */
function fetchRaw(
  url: string,
): Promise<{status: number; encoding?: string; body: Buffer}> {
  return new Promise((resolve, reject) => {
    get(url, {headers: {'accept-encoding': 'gzip'}}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(root, '404.html'), '<h1>Not found</h1>');
  writeFileSync(path.join(root, 'app.js'), 'console.log("first");');
  server = await startStaticServer(root);
});

afterAll(async () => {
  await server?.close();
  rmSync(root, {recursive: true, force: true});
});

describe('the static server', () => {
  it('sends a text file gzipped, the same on the second request', async () => {
    const first = await fetchRaw(`${server.url}/app.js`);
    const second = await fetchRaw(`${server.url}/app.js`);
    expect(first.status).toBe(200);
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe('console.log("first");');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('sends a file as it is now once it has changed, even within the same second', async () => {
    await fetchRaw(`${server.url}/app.js`);
    const file = path.join(root, 'app.js');
    writeFileSync(file, 'console.log("second, longer");');
    expect(
      gunzipSync((await fetchRaw(`${server.url}/app.js`)).body).toString(),
    ).toBe('console.log("second, longer");');
    // Same size, only the modification time differs.
    writeFileSync(file, 'console.log("third, longer!");');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(
      gunzipSync((await fetchRaw(`${server.url}/app.js`)).body).toString(),
    ).toBe('console.log("third, longer!");');
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const missing = await fetchRaw(`${server.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toBe('<h1>Not found</h1>');
  });
});
