#!/usr/bin/env node
// Writes build/_nginx/{page,file}-headers.conf and build/_headers from the finished build: the CSP
// lists the hashes of the inline scripts of every built page (src/hosting/writeHeaders.ts).
// `npm run build` and `npm test` run it after `docusaurus build`.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(import.meta.url);
const {writeHeaders, HEADERS_FILE} = load(
  path.join(root, 'src/hosting/writeHeaders.ts'),
);
const {resolveSearchMode} = load(path.join(root, 'src/search/searchMode.ts'));

const outDir = path.resolve(root, process.argv[2] ?? 'build');
const {site} = await writeHeaders(outDir, resolveSearchMode(process.env));
console.log(
  `${path.relative(root, outDir)}/_nginx/*.conf and ${HEADERS_FILE}: ${site.scriptHashes.length} inline script hashes from ${site.pages} pages.`,
);
