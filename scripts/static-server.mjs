/**
 * A small static server for the production build, used by the browser tests and the benchmark:
 * resolves clean URLs the way a static host does (/x → /x.html or /x/index.html), answers unknown
 * paths with 404.html and status 404, and gzips text responses when the client accepts it. Each
 * file is compressed once (gzip-9) and kept while its size and modification time stay the same: the
 * browser tests load the same scripts thousands of times with `cache-control: no-cache`.
 */
import http from 'node:http';
import path from 'node:path';
import {promises as fs} from 'node:fs';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.yaml',
  '.md',
]);

/** Compressed bodies by file, with the size and modification time they were made from. */
const compressed = new Map();
const gzip = promisify(zlib.gzip);

async function gzipped(file) {
  const {size, mtimeMs} = await fs.stat(file);
  const kept = compressed.get(file);
  if (kept && kept.size === size && kept.mtimeMs === mtimeMs) return kept.body;
  const body = await gzip(await fs.readFile(file), {level: 9});
  compressed.set(file, {size, mtimeMs, body});
  return body;
}

async function isFile(file) {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(root, urlPath) {
  const clean = path
    .normalize(decodeURIComponent(urlPath))
    .replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = clean.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Starts the server on 127.0.0.1 and a free port; resolves to {url, close()}. */
export async function startStaticServer(root, {port = 0} = {}) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer(async (request, response) => {
    try {
      const {pathname} = new URL(request.url ?? '/', 'http://localhost');
      let file = await resolveFile(absoluteRoot, pathname);
      let status = 200;
      if (!file) {
        file = path.join(absoluteRoot, '404.html');
        status = 404;
      }
      const extension = path.extname(file);
      const headers = {
        'content-type': TYPES[extension] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      };
      let body;
      if (
        COMPRESSIBLE.has(extension) &&
        /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
      ) {
        body = await gzipped(file);
        headers['content-encoding'] = 'gzip';
      } else {
        body = await fs.readFile(file);
      }
      headers['content-length'] = body.length;
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, {'content-type': 'text/plain'});
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {url} = await startStaticServer(process.argv[2] ?? 'build', {
    port: Number(process.env.PORT ?? 0),
  });
  console.log(`Serving the build at ${url}`);
}
