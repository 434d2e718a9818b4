/**
 * The operation ledger (api-spec/ledger/, see its README): one record per operation of the spec,
 * read by hand against the server's source. This module reads the records and says where the spec
 * (its schemas, parameters, statuses and request samples) disagrees with them; each check returns
 * sentences, [] when there is nothing to say.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import path from 'node:path';
import {parse} from 'yaml';
import {resolveRef} from './apiSpec';

export const LEDGER_DIR = fileURLToPath(
  new URL('../../api-spec/ledger/', import.meta.url),
);

export const ANSWERS = [
  'readBack',
  'echo',
  'built',
  'empty',
  'file',
  'none',
] as const;

export interface Need {
  in: 'body' | 'query' | 'path' | 'form' | 'header' | 'cookie';
  name: string;
  values?: (string | number | boolean)[];
  without: string;
  /**
   * Only needed when the body matches: each body path has this value or one of these values (a
   * field left out counts as its zero value: false, '', 0).
   */
  when?: Record<string, unknown> | null;
}

/** Whether a body meets a need's `when` (always, without one). */
export function applies(need: Need, body: unknown): boolean {
  if (!need.when) return true;
  return Object.entries(need.when).every(([where, wanted]) => {
    const accepted = Array.isArray(wanted) ? wanted : [wanted];
    const found = valuesAt(body, where);
    const value = found.length ? found[0] : undefined;
    if (value === undefined || value === null)
      return accepted.some(
        (v) => v === false || v === '' || v === 0 || v === null,
      );
    return accepted.includes(value);
  });
}
export interface Limit {
  in: Need['in'];
  name: string;
  values: (string | number | boolean)[];
  otherwise: string;
}
export interface LedgerRecord {
  operationId: string;
  route: string;
  read: string[];
  access: string;
  needs?: Need[] | null;
  limits?: Limit[] | null;
  serverSets?: {name: string; from: string}[] | null;
  ignored?: {name: string; why?: string}[] | null;
  replaces?: {name: string; omitted: string}[] | null;
  sideEffects?: string[] | null;
  statuses: Record<string, string[]>;
  answer: (typeof ANSWERS)[number];
  answerNotes?: string | null;
  nullable?: string[] | null;
  /** Set by readLedger: the file the record came from. */
  file: string;
}

/** Every record of every file of the ledger (or of `dir`), in file order. */
export function readLedger(dir = LEDGER_DIR): LedgerRecord[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const parsed = parse(text) as {operations?: LedgerRecord[]} | null;
      if (!parsed || !Array.isArray(parsed.operations))
        throw new Error(`${name}: no list under "operations:"`);
      return parsed.operations.map((record) => ({...record, file: name}));
    });
}

// ---- the spec, read loosely -------------------------------------------------------------------

type Node = Record<string, unknown>;
export interface Schema extends Node {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  readOnly?: boolean;
  description?: string;
  example?: unknown;
}
export interface Spec {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}
interface Operation {
  operationId?: string;
  description?: string;
  parameters?: Node[];
  requestBody?: Node;
  responses?: Record<string, Node>;
}

/** A reference followed (tests/support/apiSpec.ts); {} where it names nothing. */
export function deref<T extends Node>(spec: Spec, value: T | undefined): T {
  return (resolveRef(spec, value) ?? {}) as T;
}

const isNullBranch = (spec: Spec, s: Schema): boolean => {
  const r = deref(spec, s);
  return (
    r.type === 'null' ||
    (Array.isArray(r.enum) && r.enum.every((v) => v === null))
  );
};

/** Whether a value of the schema may be `null`. */
export function allowsNull(spec: Spec, schema: Schema | undefined): boolean {
  if (!schema) return false;
  const s = deref(spec, schema);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('null')) return true;
  if (s.enum?.includes(null)) return true;
  for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? [])])
    if (allowsNull(spec, branch)) return true;
  if (s.allOf?.length) return s.allOf.every((part) => allowsNull(spec, part));
  return false;
}

/**
 * One object schema for a schema: $refs followed, allOf parts merged (properties and required),
 * and for oneOf/anyOf the branches that are not `null` merged the same way.
 */
export function flatten(spec: Spec, schema: Schema | undefined): Schema {
  const s = deref(spec, schema);
  const parts = [
    ...(s.allOf ?? []),
    ...[...(s.oneOf ?? []), ...(s.anyOf ?? [])].filter(
      (branch) => !isNullBranch(spec, branch),
    ),
  ];
  if (!parts.length) return s;
  const out: Schema = {
    ...s,
    properties: {...(s.properties ?? {})},
    required: [...(s.required ?? [])],
  };
  for (const part of parts) {
    const flat = flatten(spec, part);
    Object.assign(out.properties!, flat.properties ?? {});
    out.required!.push(...(flat.required ?? []));
    out.items ??= flat.items;
    out.additionalProperties ??= flat.additionalProperties;
    out.type ??= flat.type;
    if (flat.readOnly) out.readOnly = true;
  }
  return out;
}

/** The description of a schema, or of what it refers to. */
function describedAt(spec: Spec, schema: Schema): string {
  return `${schema.description ?? ''} ${deref(spec, schema).description ?? ''}`;
}

/** `a.b[].c` → ['a', 'b', '[]', 'c']; `[].x` → ['[]', 'x']; `m{}` → ['m', '{}']. */
export function pathSteps(where: string): string[] {
  const steps: string[] = [];
  for (const part of where.split('.')) {
    const match = /^([^[{]*)((?:\[\]|\{\})*)$/.exec(part);
    if (!match) throw new Error(`not a ledger path: ${where}`);
    if (match[1]) steps.push(match[1]);
    for (const marker of match[2]?.match(/\[\]|\{\}/g) ?? [])
      steps.push(marker);
  }
  return steps;
}

export interface Step {
  /** The schema reached. */
  schema: Schema;
  /** Whether each named step is in its parent's `required`. */
  required: boolean;
  /** Whether each named step's property is readOnly. */
  readOnly: boolean;
}

/** The schema at a ledger path, or a sentence saying where the path leaves the schema. */
export function schemaAt(
  spec: Spec,
  root: Schema | undefined,
  where: string,
): Step | string {
  let schema: Schema | undefined = root;
  let required = true;
  let readOnly = false;
  for (const step of pathSteps(where)) {
    const flat = flatten(spec, schema);
    // Each element of a list (or value of a map) must have what follows when there is one: the
    // list itself may be optional.
    if (step === '[]' || step === '{}') required = true;
    if (step === '[]') schema = flat.items;
    else if (step === '{}')
      schema =
        typeof flat.additionalProperties === 'object'
          ? flat.additionalProperties
          : undefined;
    else {
      // encoding/json matches keys case-insensitively.
      const key = Object.keys(flat.properties ?? {}).find(
        (name) => name.toLowerCase() === step.toLowerCase(),
      );
      schema = key ? flat.properties?.[key] : undefined;
      required &&= !!key && (flat.required ?? []).includes(key);
      readOnly =
        !!schema && (!!schema.readOnly || !!flatten(spec, schema).readOnly);
    }
    if (!schema) return `the schema has nothing at ${where} (step ${step})`;
  }
  return {schema: schema!, required, readOnly};
}

/** Values at a ledger path in a JSON value ([] steps fan out over every element). */
export function valuesAt(value: unknown, where: string): unknown[] {
  let current: unknown[] = [value];
  for (const step of pathSteps(where)) {
    const next: unknown[] = [];
    for (const v of current) {
      if (step === '[]') {
        if (Array.isArray(v)) next.push(...v);
      } else if (step === '{}') {
        if (v && typeof v === 'object') next.push(...Object.values(v));
      } else if (v && typeof v === 'object' && !Array.isArray(v)) {
        const key = Object.keys(v).find(
          (name) => name.toLowerCase() === step.toLowerCase(),
        );
        if (key !== undefined) next.push((v as Node)[key]);
        else next.push(undefined);
      } else next.push(undefined);
    }
    current = next;
  }
  return current;
}

export interface Located {
  template: string;
  method: string;
  operation: Operation;
}

/** The spec's operation with this operationId. */
export function locate(spec: Spec, operationId: string): Located | null {
  for (const [template, item] of Object.entries(spec.paths))
    for (const [method, operation] of Object.entries(item))
      if ((operation as Operation | undefined)?.operationId === operationId)
        return {template, method, operation: operation as Operation};
  return null;
}

const JSON_TYPES = ['application/json'];

/** The request body's schema for a media type (JSON by default). */
export function requestSchema(
  spec: Spec,
  operation: Operation,
  media = JSON_TYPES,
): Schema | undefined {
  const body = deref(spec, operation.requestBody as Node | undefined) as {
    content?: Record<string, {schema?: Schema}>;
  };
  for (const type of media)
    if (body.content?.[type]) return body.content[type]?.schema;
  return undefined;
}

/** The JSON schemas of the successful (2xx) answers. */
export function successSchemas(spec: Spec, operation: Operation): Schema[] {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => {
      const r = deref(spec, response) as {
        content?: Record<string, {schema?: Schema}>;
      };
      // JSON answers, also those the server labels text/plain (a schema that is not a string).
      return Object.values(r.content ?? {})
        .map((media) => media.schema)
        .filter((s): s is Schema => !!s && deref(spec, s).type !== 'string');
    });
}

const successDescriptions = (spec: Spec, operation: Operation): string =>
  Object.entries(operation.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .map(([, response]) =>
      String((deref(spec, response) as Node).description ?? ''),
    )
    .join('\n');

function parameter(
  spec: Spec,
  operation: Operation,
  where: string,
  name: string,
) {
  return (operation.parameters ?? [])
    .map((p) => deref(spec, p))
    .find((p) => p.in === where && p.name === name) as
    {required?: boolean} | undefined;
}

// ---- the checks -------------------------------------------------------------------------------

// `internal/handlers/prompts.go:15-62,70`, or a library's file read at its version:
// `gorm@v1.31.0 callbacks/update.go:255-296`; several files of one library after commas.
const FILE_LINES = String.raw`[\w./-]+\.(go|py|sh|ts|html|json|yml|yaml):\d+(-\d+)?(,\d+(-\d+)?)*`;
const READ_LINE = new RegExp(
  String.raw`^([\w.-]+@v[\d.]+ )?${FILE_LINES}(, ${FILE_LINES})*$`,
);
const ACCESS =
  /^(public|signed-in|ADMIN|group (VIEWER|EDITOR|OWNER))(: [\s\S]+)?$/;

/** Whether a record is complete and well formed. */
export function recordProblems(record: LedgerRecord): string[] {
  const out: string[] = [];
  if (!/^[a-zA-Z]+$/.test(record.operationId ?? ''))
    out.push('operationId missing');
  if (!/^(GET|POST|PUT|DELETE|PATCH) \/\S*$/.test(record.route ?? ''))
    out.push(`route "${record.route}" is not METHOD /path`);
  if (!Array.isArray(record.read) || record.read.length === 0)
    out.push('read lists no file');
  for (const line of record.read ?? [])
    if (!READ_LINE.test(line)) out.push(`read: "${line}" is not file:lines`);
  if (!ACCESS.test(record.access ?? ''))
    out.push(`access "${record.access}" is not one of the forms`);
  if (!ANSWERS.includes(record.answer))
    out.push(`answer "${record.answer}" is not one of ${ANSWERS.join(', ')}`);
  const statuses = Object.entries(record.statuses ?? {});
  if (!statuses.length) out.push('no statuses');
  for (const [status, causes] of statuses)
    if (!Array.isArray(causes) || causes.length === 0)
      out.push(`status ${status} has no cause`);
  for (const need of record.needs ?? []) {
    if (!need.without) out.push(`need ${need.name}: no "without"`);
    if (
      need.when !== undefined &&
      (typeof need.when !== 'object' || need.when === null)
    )
      out.push(
        `need ${need.name}: "when" is not a map of body paths to values`,
      );
  }
  for (const limit of record.limits ?? [])
    if (!limit.otherwise || !Array.isArray(limit.values))
      out.push(`limit ${limit.name}: no values or no "otherwise"`);
  for (const set of record.serverSets ?? [])
    if (!set.from) out.push(`serverSets ${set.name}: no "from"`);
  for (const r of record.replaces ?? [])
    if (!r.omitted) out.push(`replaces ${r.name}: no "omitted"`);
  for (const p of record.nullable ?? [])
    try {
      pathSteps(p);
    } catch (error) {
      out.push((error as Error).message);
    }
  return out;
}

/** Where the spec disagrees with a record. */
export function specProblems(spec: Spec, record: LedgerRecord): string[] {
  const found = locate(spec, record.operationId);
  if (!found) return [`the spec has no operation ${record.operationId}`];
  const {template, method, operation} = found;
  const out: string[] = [];
  const route = `${method.toUpperCase()} ${template}`;
  if (route !== record.route)
    out.push(`route: the spec has ${route}, the ledger ${record.route}`);

  const specStatuses = Object.keys(operation.responses ?? {}).sort();
  const ledgerStatuses = Object.keys(record.statuses ?? {})
    .map(String)
    .sort();
  if (specStatuses.join() !== ledgerStatuses.join())
    out.push(
      `statuses: the spec answers ${specStatuses.join(', ')}, the ledger ${ledgerStatuses.join(', ')}`,
    );

  const json = requestSchema(spec, operation);
  const form = requestSchema(spec, operation, ['multipart/form-data']);
  for (const need of record.needs ?? []) {
    if (need.when) continue; // required only in some bodies: the sample check holds it
    if (need.in === 'body' || need.in === 'form') {
      const root = need.in === 'form' ? form : json;
      const at = schemaAt(spec, root, need.name);
      if (typeof at === 'string') out.push(`needs ${need.name}: ${at}`);
      // A list's element schema is often shared by calls with different rules (an item's
      // receiptId is needed on update and set by the server on create): there the property's
      // own description must say when it is required.
      else if (
        !at.required &&
        !(
          need.name.includes('[]') &&
          /\brequired\b/i.test(describedAt(spec, at.schema))
        )
      )
        out.push(
          `needs ${need.in} ${need.name} (without it: ${need.without}), the spec does not require it`,
        );
    } else if (
      need.in === 'header' &&
      need.name.toLowerCase() === 'content-type'
    ) {
      // OpenAPI declares the Content-Type through the request body's media types.
      const body = deref(spec, operation.requestBody as Node | undefined) as {
        required?: boolean;
        content?: Node;
      };
      if (!body.content || body.required !== true)
        out.push(
          `needs a ${need.name} (without it: ${need.without}), the spec declares no required request body`,
        );
    } else if (
      need.in === 'cookie' &&
      !parameter(spec, operation, 'cookie', need.name)
    ) {
      // A session cookie is a credential, not a parameter: the operation must name it.
      if (!String(operation.description ?? '').includes(`\`${need.name}\``))
        out.push(
          `needs the cookie ${need.name}, the operation's description does not name it`,
        );
    } else {
      const p = parameter(spec, operation, need.in, need.name);
      if (!p)
        out.push(`needs ${need.in} parameter ${need.name}, the spec has none`);
      else if (p.required !== true)
        out.push(
          `needs ${need.in} parameter ${need.name} (without it: ${need.without}), the spec does not require it`,
        );
    }
  }
  for (const set of record.serverSets ?? []) {
    if (!json) continue;
    const at = schemaAt(spec, json, set.name);
    if (typeof at === 'string') continue; // not in the request schema: nothing to send
    if (at.required)
      out.push(
        `serverSets ${set.name} (${set.from}): the request body requires it`,
      );
    if (!at.readOnly)
      out.push(
        `serverSets ${set.name} (${set.from}): not readOnly in the request body`,
      );
  }
  const success = successSchemas(spec, operation);
  for (const where of record.nullable ?? []) {
    if (!success.length) {
      out.push(`nullable ${where}: the spec has no JSON success answer`);
      continue;
    }
    for (const schema of success) {
      const at = schemaAt(spec, schema, where);
      if (typeof at === 'string') out.push(`nullable ${where}: ${at}`);
      else if (!allowsNull(spec, at.schema))
        out.push(
          `nullable ${where}: the server can write null, the spec does not allow it`,
        );
    }
  }
  const described = successDescriptions(spec, operation);
  if (
    record.answer === 'echo' &&
    !/from the request|as sent|not read back|echo/i.test(described)
  )
    out.push(
      'answer: the server echoes the request, the success description does not say it is built from the request',
    );
  if (
    record.answer === 'readBack' &&
    /built from the request|not read back/i.test(described)
  )
    out.push(
      'answer: the server reads the answer back, the description says it is built from the request',
    );
  return out;
}

/** Where an operation's request sample disagrees with its record. */
export function sampleProblems(
  record: LedgerRecord,
  sample: {
    query: [string, string][];
    body: {kind: string; value?: unknown} | null;
  },
  /** The spec, to know what `replaces: *` covers; without it, `*` asks for nothing. */
  spec?: Spec,
): string[] {
  const found = spec && locate(spec, record.operationId);
  const requestSchemaOf = found
    ? requestSchema(spec, found.operation)
    : undefined;
  const out: string[] = [];
  const body = sample.body?.kind === 'json' ? sample.body.value : undefined;
  for (const need of record.needs ?? []) {
    if (!applies(need, body)) continue;
    if (need.in === 'body') {
      const values = valuesAt(body, need.name);
      // A need inside a list holds for each element sent: an empty list needs nothing.
      if (
        (!values.length && !need.name.includes('[]')) ||
        values.some((v) => v === undefined || v === null || v === '')
      )
        out.push(
          `the sample sends no ${need.name} (without it: ${need.without})`,
        );
      else if (
        need.values &&
        values.some((v) => !need.values!.includes(v as string))
      )
        out.push(
          `the sample's ${need.name} ${JSON.stringify(values)} is not one of ${need.values.join(', ')}`,
        );
    } else if (need.in === 'query') {
      const sent = sample.query
        .filter(([name]) => name === need.name)
        .map(([, v]) => v);
      if (!sent.length) out.push(`the sample sends no query ${need.name}`);
      else if (
        need.values &&
        sent.some((v) => !need.values!.map(String).includes(v))
      )
        out.push(
          `the sample's query ${need.name} is not one of ${need.values.join(', ')}`,
        );
    }
  }
  for (const limit of record.limits ?? []) {
    const sent =
      limit.in === 'query'
        ? sample.query.filter(([name]) => name === limit.name).map(([, v]) => v)
        : limit.in === 'body'
          ? valuesAt(body, limit.name).filter((v) => v !== undefined)
          : [];
    const accepted = limit.values.map(String);
    for (const value of sent)
      if (!accepted.includes(String(value)))
        out.push(
          `the sample's ${limit.name} ${JSON.stringify(value)} is not one of ${limit.values.join(', ')} (otherwise: ${limit.otherwise})`,
        );
  }
  for (const r of record.replaces ?? []) {
    // `*`: the body replaces the whole stored object, so the sample sends every property the
    // request schema declares (and does not mark readOnly); `a, b`: each of these.
    const names =
      r.name === '*'
        ? writableProperties(spec, requestSchemaOf)
        : r.name.split(/,\s*/);
    const missing = names.filter((name) =>
      valuesAt(body, name).some((v) => v === undefined),
    );
    if (missing.length)
      out.push(`the sample leaves out ${missing.join(', ')}: ${r.omitted}`);
  }
  return out;
}

function writableProperties(
  spec: Spec | undefined,
  schema: Schema | undefined,
): string[] {
  if (!spec || !schema) return [];
  const flat = flatten(spec, schema);
  return Object.entries(flat.properties ?? {})
    .filter(
      ([, property]) => !property.readOnly && !flatten(spec, property).readOnly,
    )
    .map(([name]) => name);
}
