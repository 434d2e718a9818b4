/**
 * One request (./sampleRequest) written three ways: a curl command, a JavaScript `fetch` call (an ES
 * module for Node 20 or later: files are read with `node:fs`) and a Python `requests` call.
 */
import {SAMPLE_BASE_URL} from './sampleRequest';
import type {SampleRequest} from './sampleRequest';

function url(request: SampleRequest, withQuery = true): string {
  const query = request.query
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    )
    .join('&');
  return `${SAMPLE_BASE_URL}${request.path}${withQuery && query ? `?${query}` : ''}`;
}

const cookieHeader = (request: SampleRequest): string =>
  request.cookies.map(([name, value]) => `${name}=${value}`).join('; ');

const contentType = (request: SampleRequest): string | null =>
  request.body && request.body.kind !== 'form' ? request.body.mediaType : null;

/** A POSIX shell word in single quotes. */
const shell = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlSample(request: SampleRequest): string {
  // The URL on a line of its own, as the Authorization header: the two lines a reader copies first
  // stay short enough for the sample panel (tests/browser/api-samples.test.ts).
  const parts: string[] = [
    `curl${request.method === 'GET' ? '' : ` -X ${request.method}`}`,
    shell(url(request)),
  ];
  for (const [name, value] of request.headers)
    parts.push(`-H ${shell(`${name}: ${value}`)}`);
  if (request.cookies.length > 0)
    parts.push(`-b ${shell(cookieHeader(request))}`);
  const type = contentType(request);
  if (type) parts.push(`-H ${shell(`Content-Type: ${type}`)}`);
  const {body} = request;
  if (body?.kind === 'json')
    parts.push(`-d ${shell(JSON.stringify(body.value, null, 2))}`);
  else if (body?.kind === 'text') parts.push(`--data-raw ${shell(body.value)}`);
  else if (body?.kind === 'form')
    for (const field of body.fields)
      parts.push(
        'file' in field
          ? `-F ${shell(`${field.name}=@${field.file}`)}`
          : // A value starting with @ or < would be read from a file by -F.
            `${/^[@<]/.test(field.value) ? '--form-string' : '-F'} ${shell(`${field.name}=${field.value}`)}`,
      );
  if (request.response.kind === 'file')
    parts.push(`-o ${shell(request.response.file)}`);
  // A command of nothing but the URL stays on one line.
  if (parts.length === 2) return parts.join(' ');
  return parts.join(' \\\n  ');
}

/** A JavaScript string literal in single quotes. */
const js = (text: string): string =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const jsKey = (name: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? name : js(name);
const reindent = (text: string, by: string): string =>
  text.replace(/\n/g, `\n${by}`);

export function fetchSample(request: SampleRequest): string {
  const imports: string[] = [];
  const before: string[] = [];
  const headers: [string, string][] = [...request.headers];
  if (request.cookies.length > 0)
    headers.push(['Cookie', cookieHeader(request)]);
  const type = contentType(request);
  if (type) headers.push(['Content-Type', type]);
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: ${js(request.method)},`);
  if (headers.length > 0)
    options.push(
      `headers: {\n${headers.map(([name, value]) => `  ${jsKey(name)}: ${js(value)},`).join('\n')}\n},`,
    );
  const {body} = request;
  if (body?.kind === 'json')
    options.push(
      `body: JSON.stringify(${reindent(JSON.stringify(body.value, null, 2), '')}),`,
    );
  else if (body?.kind === 'text') options.push(`body: ${js(body.value)},`);
  else if (body?.kind === 'form') {
    if (body.fields.some((field) => 'file' in field))
      imports.push("import {openAsBlob} from 'node:fs';");
    before.push('const form = new FormData();');
    for (const field of body.fields)
      before.push(
        'file' in field
          ? `form.append(${js(field.name)}, await openAsBlob(${js(field.file)}), ${js(field.file.split('/').pop() ?? field.file)});`
          : `form.append(${js(field.name)}, ${js(field.value)});`,
      );
    options.push('body: form,');
  }
  const after: string[] = [
    'if (!response.ok) throw new Error(`HTTP ${response.status}`);',
  ];
  const answer = request.response;
  if (answer.kind === 'file') {
    imports.push("import {writeFile} from 'node:fs/promises';");
    after.push(
      `await writeFile(${js(answer.file)}, Buffer.from(await response.arrayBuffer()));`,
    );
  } else if (answer.kind === 'json')
    after.push('console.log(await response.json());');
  else if (answer.kind === 'text')
    after.push('console.log(await response.text());');
  else after.push('console.log(response.status);');
  // The URL on a line of its own (as Prettier breaks a call too long for a line).
  const call =
    options.length > 0
      ? `const response = await fetch(\n  ${js(url(request))},\n  {\n${options.map((option) => `    ${reindent(option, '    ')}`).join('\n')}\n  },\n);`
      : `const response = await fetch(\n  ${js(url(request))},\n);`;
  return [
    ...(imports.length > 0 ? [imports.join('\n'), ''] : []),
    ...(before.length > 0 ? [before.join('\n'), ''] : []),
    call,
    ...after,
  ].join('\n');
}

/** A Python literal for a JSON value (JSON strings are Python strings). */
function python(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value))
    return value.length === 0
      ? '[]'
      : `[\n${value.map((item) => `${inner}${python(item, inner)},`).join('\n')}\n${indent}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0
      ? '{}'
      : `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${python(item, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** Pairs as a dict, a repeated name's values as a list (as `requests` sends them). */
function pairs(entries: [string, string][]): Record<string, string | string[]> {
  const grouped: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    const known = grouped[name];
    grouped[name] =
      known === undefined
        ? value
        : Array.isArray(known)
          ? [...known, value]
          : [known, value];
  }
  return grouped;
}

export function requestsSample(request: SampleRequest): string {
  const headers: [string, string][] = [...request.headers];
  const type = contentType(request);
  if (type && request.body?.kind !== 'json')
    headers.push(['Content-Type', type]);
  const args: string[] = [python(url(request, false))];
  const indent = '    ';
  if (request.query.length > 0)
    args.push(`params=${python(pairs(request.query), indent)}`);
  if (headers.length > 0)
    args.push(`headers=${python(Object.fromEntries(headers), indent)}`);
  if (request.cookies.length > 0)
    args.push(`cookies=${python(Object.fromEntries(request.cookies), indent)}`);
  const {body} = request;
  if (body?.kind === 'json') args.push(`json=${python(body.value, indent)}`);
  else if (body?.kind === 'text') args.push(`data=${python(body.value)}`);
  else if (body?.kind === 'form') {
    const values = body.fields.flatMap((field) =>
      'value' in field
        ? [`(${python(field.name)}, ${python(field.value)})`]
        : [],
    );
    const files = body.fields.flatMap((field) =>
      'file' in field
        ? [`(${python(field.name)}, open(${python(field.file)}, "rb"))`]
        : [],
    );
    const list = (items: string[]) =>
      `[\n${items.map((item) => `${indent}${indent}${item},`).join('\n')}\n${indent}]`;
    if (values.length > 0) args.push(`data=${list(values)}`);
    if (files.length > 0) args.push(`files=${list(files)}`);
  }
  const lines = [
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args.map((arg) => `${indent}${arg},`),
    ')',
    'response.raise_for_status()',
  ];
  const answer = request.response;
  if (answer.kind === 'file')
    lines.push(
      `with open(${python(answer.file)}, "wb") as file:`,
      `${indent}file.write(response.content)`,
    );
  else if (answer.kind === 'json') lines.push('print(response.json())');
  else if (answer.kind === 'text') lines.push('print(response.text)');
  else lines.push('print(response.status_code)');
  return lines.join('\n');
}
