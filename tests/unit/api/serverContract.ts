/**
 * Comparisons between api-spec/openapi.yaml and a row of tests/fixtures/api/server-routes.json:
 * each returns what differs (null or [] when nothing does), so a test can show the difference.
 */

import {resolveRef} from '../../support/apiSpec';

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  $ref?: string;
}
interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, unknown>;
  allOf?: Schema[];
}
interface MediaType {
  schema?: Schema;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: {$ref?: string; content?: Record<string, MediaType>};
  responses?: Record<string, Response>;
}
export interface Spec {
  paths: Record<string, Record<string, Operation | undefined>>;
  components: Record<string, Record<string, unknown>>;
}
export interface ServerRow {
  method: string;
  path: string;
  success: {statuses: number[]; contentTypes: string[]};
  body: null | {
    mediaType: string;
    fields: {name: string}[];
    required: string[];
  };
  query: {name: string; required: boolean}[];
  errors: {status: number; contentType: string | null}[];
}

const normalise = (p: string): string =>
  p.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1');

/** The spec's operation at the row's method and path (parameter names and final slash ignored). */
export function operationOf(spec: Spec, row: ServerRow): Operation {
  for (const [route, item] of Object.entries(spec.paths))
    if (normalise(route) === normalise(row.path)) {
      const op = item[row.method.toLowerCase()];
      if (op) return op;
    }
  throw new Error(`the spec has no ${row.method} ${row.path}`);
}

function deref<T extends {$ref?: string}>(spec: Spec, value: T): T {
  return resolveRef(spec, value) as T;
}

/** `required` of a schema, through $ref and allOf. */
function requiredOf(spec: Spec, schema: Schema | undefined): string[] {
  const resolved = schema && deref(spec, schema);
  if (!resolved) return [];
  const out = new Set(resolved.required ?? []);
  for (const part of resolved.allOf ?? [])
    for (const name of requiredOf(spec, part)) out.add(name);
  return [...out].sort();
}

function propertiesOf(spec: Spec, schema: Schema | undefined): string[] {
  const resolved = schema && deref(spec, schema);
  if (!resolved) return [];
  const out = new Set(Object.keys(resolved.properties ?? {}));
  for (const part of resolved.allOf ?? [])
    for (const name of propertiesOf(spec, part)) out.add(name);
  return [...out].sort();
}

const list = (names: string[]): string => names.join(', ') || 'none';

/**
 * What makes a field required in practice beyond the validation code the Go reader sees, from the
 * operation ledger (api-spec/ledger/): `needs`, the top-level body fields and query parameters
 * without which the call fails wherever that is checked (a paged list's `orderBy` in the
 * repository), and `serverSets`, the fields the server fills itself before validating (they are
 * never the client's to send).
 */
export interface InPractice {
  /** A need with `when` holds only for some bodies, so no schema can require it. */
  needs: {in: string; name: string; when?: unknown}[];
  serverSets: {name: string}[];
}
const NO_PRACTICE: InPractice = {needs: [], serverSets: []};

/**
 * The request body: declared iff the server reads one, requiring what the validation code
 * requires, less what the server sets itself, plus what the ledger says the call needs.
 */
export function bodyMismatch(
  spec: Spec,
  row: ServerRow,
  practice: InPractice = NO_PRACTICE,
): string | null {
  const op = operationOf(spec, row);
  const body = op.requestBody && deref(spec, op.requestBody);
  if (!row.body)
    return body ? 'declares a request body the server never reads' : null;
  const media = body?.content?.[row.body.mediaType];
  if (!media) return `declares no ${row.body.mediaType} request body`;
  if (row.body.mediaType === 'multipart/form-data') {
    const declared = propertiesOf(spec, media.schema);
    const read = row.body.fields.map((field) => field.name).sort();
    return JSON.stringify(declared) === JSON.stringify(read)
      ? null
      : `form fields: declares ${list(declared)}, the server reads ${list(read)}`;
  }
  // encoding/json matches keys case-insensitively, and a field without a JSON tag is named after
  // its Go field (`ReceiptIds`): compare in lower case.
  const lower = (names: string[]) =>
    [...new Set(names.map((n) => n.toLowerCase()))].sort();
  const declared = lower(requiredOf(spec, media.schema));
  const setByServer = new Set(lower(practice.serverSets.map((s) => s.name)));
  const required = lower([
    ...row.body.required.filter((name) => !setByServer.has(name.toLowerCase())),
    // A nested need (`filter.associatedGroup`) makes its top-level object required too; an
    // element's field (`items[].name`) does not make the list required.
    ...practice.needs
      .filter(
        (need) =>
          need.in === 'body' && !need.when && /^\w+(\.\w+)*$/.test(need.name),
      )
      .map((need) => need.name.split('.')[0] ?? need.name),
  ]);
  return JSON.stringify(declared) === JSON.stringify(required)
    ? null
    : `required: declares ${list(declared)}, the server requires ${list(required)}`;
}

/** Query parameters: the names the handler reads, each required iff the call fails without it. */
export function queryMismatch(
  spec: Spec,
  row: ServerRow,
  practice: InPractice = NO_PRACTICE,
): string | null {
  const op = operationOf(spec, row);
  const show = (p: {name: string; required?: boolean}) =>
    `${p.name}${p.required ? ' (required)' : ''}`;
  const declared = (op.parameters ?? [])
    .map((p) => deref(spec, p))
    .filter((p) => p.in === 'query')
    .map(show)
    .sort();
  const needed = new Set(
    practice.needs
      .filter((n) => n.in === 'query' && !n.when)
      .map((n) => n.name),
  );
  const read = row.query
    .map((p) => ({...p, required: p.required || needed.has(p.name)}))
    .map(show)
    .sort();
  return JSON.stringify(declared) === JSON.stringify(read)
    ? null
    : `query: declares ${list(declared)}, the handler reads ${list(read)}`;
}

/** The media type without parameters (`text/plain; charset=utf-8` → `text/plain`). */
const base = (type: string): string => type.split(';')[0]?.trim() ?? type;

/** Statuses that never carry a body (net/http drops it). */
const BODYLESS = new Set([204, 304]);

/** Per declared status: the media types must be those the server sends with it. */
export function mediaTypeMismatches(spec: Spec, row: ServerRow): string[] {
  const op = operationOf(spec, row);
  const out: string[] = [];
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const code = Number(status);
    const sent = new Set(
      row.errors
        .filter((error) => error.status === code && error.contentType)
        .map((error) => base(error.contentType ?? '')),
    );
    if (row.success.statuses.includes(code) && !BODYLESS.has(code))
      for (const type of row.success.contentTypes) sent.add(base(type));
    const declared = Object.keys(deref(spec, response).content ?? {})
      .map(base)
      .sort();
    const expected = [...sent].sort();
    if (JSON.stringify(declared) !== JSON.stringify(expected))
      out.push(
        `${status}: declares ${list(declared)}, the server sends ${list(expected)}`,
      );
  }
  return out;
}
