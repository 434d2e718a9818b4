/**
 * `npm start` (docusaurus start) serves the raw spec at the address the API reference's Download
 * button links to. The dev server answers once the site is loaded (some 20 s here), before its first
 * compilation ends; it writes .docusaurus/ like a build, so it runs under the same lock as the other
 * browser tests.
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : 0),
      );
    });
  });
}

async function fetchWhenUp(
  url: string,
  deadline: number,
  exited: () => string | null,
): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url, {
        headers: {accept: 'text/html,application/yaml,*/*'},
      });
    } catch (error) {
      const exit = exited();
      if (exit !== null)
        throw new Error(`docusaurus start ended before answering: ${exit}`);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

describe('npm start', () => {
  it('serves /api/openapi.yaml, the spec in YAML, not the HTML shell', async () => {
    const port = await freePort();
    // Its own process group, so the whole tree (npx, node, workers) can be ended at once.
    const child = spawn(
      'npx',
      [
        'docusaurus',
        'start',
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--no-open',
      ],
      {
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        // vitest sets NODE_ENV=test, a browserslist environment package.json does not define (rspack stops).
        env: {...process.env, NODE_ENV: 'development', BROWSER: 'none'},
      },
    );
    let output = '';
    let exit: string | null = null;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => {
      exit = `exit code ${code}\n${output}`;
    });
    try {
      const response = await fetchWhenUp(
        `http://127.0.0.1:${port}/api/openapi.yaml`,
        Date.now() + 150_000,
        () => exit,
      );
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toMatch(/<html/i);
      expect(text).toMatch(/^openapi: 3\.1\.0$/m);
      expect((parse(text) as {info: {title: string}}).info.title).toMatch(
        /Receipt Wrangler/,
      );
    } finally {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
  }, 180_000);
});
