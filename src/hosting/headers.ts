/**
 * The HTTP headers the built site is served with, in one place: the nginx include
 * (deploy/nginx/receipt-wrangler-docs.conf includes it) and the `_headers` file for static hosts
 * that read one are both written from these rules by scripts/hosting-headers.mjs after each build.
 *
 * Scripts: no 'unsafe-inline'. Docusaurus emits a few inline scripts (colour mode before first
 * paint, the base-URL banner, the redirect pages); each one's SHA-256 is computed from the built
 * HTML and listed, so a changed script without a rebuild of the headers is blocked, and the browser
 * tests over nginx fail on the violation.
 */
import {createHash} from 'node:crypto';

export type Header = readonly [name: string, value: string];

/** Content-hashed files (/assets/**, search-index.<shard>.<hash>.json) never change under their name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

// Types under which a browser runs an inline <script>; any other type (JSON-LD's
// application/ld+json) is a data block that is never executed, so CSP does not apply to it.
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE =
  /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The text of every inline script a browser would execute, exactly as the HTML carries it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    if (
      SCRIPT_TYPES.has(
        (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase(),
      )
    )
      scripts.push(body);
  }
  return scripts;
}

/** A CSP source for one script: 'sha256-<base64 of the SHA-256 of its UTF-8 text>'. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The sorted, distinct hashes of the inline scripts of all the given pages. */
export function scriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages)
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
  return [...hashes].sort();
}

export interface PolicyOptions {
  scriptHashes: readonly string[];
  /** Hosts the search client talks to besides our own (hosted DocSearch); none for the local index. */
  searchHosts?: readonly string[];
}

export function contentSecurityPolicy({
  scriptHashes: hashes,
  searchHosts = [],
}: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    // 'unsafe-inline' for styles only: Redoc renders with styled-components, which inserts <style>
    // elements at run time, and React (Docusaurus, Redoc) writes style="" attributes. Neither can be
    // hashed ahead of time; styles cannot run code, so scripts stay strict.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    // The local search index is a JSON file of this site.
    ['connect-src', "'self'", ...searchHosts],
    ['manifest-src', "'self'"],
    // Redoc starts its search worker from a blob: URL its own (hash-checked) bundle creates.
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Sent with every response. */
export const COMMON_HEADERS: readonly Header[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  ],
  // For browsers without CSP frame-ancestors.
  ['X-Frame-Options', 'DENY'],
];

/**
 * Sent with pages and anything a browser may open as a document (SVG included). Not with the
 * content-hashed bundles and the search index: a policy there does nothing, and with one hash
 * per redirect page it is some 3 KB per response.
 */
export function pageHeaders(options: PolicyOptions): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ...COMMON_HEADERS,
  ];
}

const GENERATED_NOTE =
  'Generated after the build by scripts/hosting-headers.mjs (rules: src/hosting/headers.ts): do not edit.';

/** nginx `add_header` lines; `always` so 404 and error responses carry them too. */
export function nginxInclude(headers: readonly Header[]): string {
  const lines = headers.map(([name, value]) => {
    if (/["\\$\n]/.test(value))
      throw new Error(
        `${name}: the value cannot be written into nginx's config safely: ${value}`,
      );
    return `add_header ${name} "${value}" always;`;
  });
  return [`# ${GENERATED_NOTE}`, ...lines, ''].join('\n');
}

/**
 * A Netlify/Cloudflare Pages `_headers` file. Cache-Control is set only on the immutable files:
 * both hosts join the values of every matching rule, so a `/*` rule would add to theirs, and their
 * default for other files already revalidates.
 */
export function headersFile(
  headers: readonly Header[],
  immutablePaths: readonly string[],
): string {
  const block = (path: string, pairs: readonly Header[]): string =>
    [path, ...pairs.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    `# ${GENERATED_NOTE}`,
    block('/*', headers),
    ...immutablePaths.map((path) =>
      block(path, [['Cache-Control', IMMUTABLE_CACHE]]),
    ),
    '',
  ].join('\n');
}
