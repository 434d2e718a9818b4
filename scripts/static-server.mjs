/**
 * A small static server for the production build, used by the browser tests and the benchmark:
 * resolves clean URLs the way a static host does (/x → /x.html or /x/index.html), answers unknown
 * paths with 404.html and status 404, and gzips text responses when the client accepts it.
 */
import http from 'node:http';
import path from 'node:path';
import {promises as fs} from 'node:fs';
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
      let body = await fs.readFile(file);
      const headers = {
        'content-type': TYPES[extension] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      };
      if (
        COMPRESSIBLE.has(extension) &&
        /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
      ) {
        body = zlib.gzipSync(body, {level: 9});
        headers['content-encoding'] = 'gzip';
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
