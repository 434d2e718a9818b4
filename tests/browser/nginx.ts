/**
 * Runs Debian's nginx unprivileged over build/ with deploy/nginx/receipt-wrangler-docs.conf: a temp
 * prefix holds the pid, logs and temp paths; the server block is used as shipped, with only its web
 * root and listen line replaced. A missing nginx is a failure naming the install command.
 */
import {spawn} from 'node:child_process';
import type {ChildProcess} from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const SERVER_CONFIG = 'deploy/nginx/receipt-wrangler-docs.conf';
const SHIPPED_ROOT = '/var/www/receipt-wrangler-docs';
const SHIPPED_LISTEN = 'listen 80;';
const MIME_TYPES = '/etc/nginx/mime.types';

export function findNginx(): string {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
  ].map((dir) => path.join(dir, 'nginx'));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found || !existsSync(MIME_TYPES)) {
    throw new Error(
      'nginx is missing (Debian package). Install it with: apt-get update && apt-get install -y nginx',
    );
  }
  return found;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shipped server block with this machine's web root and port. */
export function serverBlock(buildDir: string, port: number): string {
  const shipped = readFileSync(SERVER_CONFIG, 'utf8');
  if (!shipped.includes(SHIPPED_ROOT) || !shipped.includes(SHIPPED_LISTEN)) {
    throw new Error(
      `${SERVER_CONFIG} no longer has "${SHIPPED_ROOT}" and "${SHIPPED_LISTEN}": update tests/browser/nginx.ts.`,
    );
  }
  return shipped
    .replaceAll(SHIPPED_ROOT, buildDir)
    .replace(SHIPPED_LISTEN, `listen 127.0.0.1:${port};`);
}

export interface RunningNginx {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startNginx(buildDir: string): Promise<RunningNginx> {
  const binary = findNginx();
  if (!existsSync(path.join(buildDir, '_nginx/page-headers.conf'))) {
    throw new Error(
      `${buildDir}/_nginx/ is missing: run \`node scripts/hosting-headers.mjs\` after \`docusaurus build\` (npm run build and npm test do).`,
    );
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const port = await freePort();
  const at = (file: string): string => path.join(prefix, file);
  writeFileSync(at('site.conf'), serverBlock(path.resolve(buildDir), port));
  writeFileSync(
    at('nginx.conf'),
    `worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 256; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log ${at('access.log')};
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  include ${at('site.conf')};
}
`,
  );
  const child: ChildProcess = spawn(
    binary,
    [
      '-p',
      prefix,
      '-c',
      at('nginx.conf'),
      '-e',
      at('error.log'),
      '-g',
      'daemon off;',
    ],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', resolve),
  );
  const url = `http://127.0.0.1:${port}`;
  // 10 s was too short once: the whole browser suite squeezed (BROWSER_CPU_SLOWDOWN=6) with two
  // site builds beside it (2026-11-29). nginx answers or exits; this bounds only a hang.
  const deadline = Date.now() + 60_000;
  while (!(await answers(port))) {
    const code = await Promise.race([
      exited,
      new Promise<'running'>((resolve) =>
        setTimeout(() => resolve('running'), 100),
      ),
    ]);
    if (code !== 'running' || Date.now() > deadline) {
      child.kill();
      const log = existsSync(at('error.log'))
        ? readFileSync(at('error.log'), 'utf8')
        : '';
      throw new Error(
        `nginx did not start (${code === 'running' ? 'timeout' : `exit ${code}`}):\n${stderr}${log}`,
      );
    }
  }
  return {
    url,
    port,
    stop: async () => {
      // A graceful stop waits for the requests nginx is serving; a page still fetching (a service
      // worker precaching the site) must not hold the test that started it: after 5 s, a fast stop.
      child.kill('SIGQUIT');
      let timer: NodeJS.Timeout | undefined;
      const graceful = await Promise.race([
        exited.then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), 5000);
        }),
      ]);
      clearTimeout(timer);
      if (!graceful) {
        console.warn(
          `nginx on port ${port} did not stop within 5 s of SIGQUIT: SIGTERM`,
        );
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(prefix, {recursive: true, force: true});
    },
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() !== undefined));
    socket.once('error', () => resolve(false));
  });
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with the path sent exactly as written (no URL normalisation, no decompression). */
export function rawGet(
  port: number,
  requestPath: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: requestPath,
        headers: {connection: 'close', ...headers},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
