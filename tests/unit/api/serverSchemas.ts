/**
 * Property-by-property comparison of api-spec/openapi.yaml with the JSON shapes the server's Go
 * source gives (tests/fixtures/api/server-schemas.json, see its README): request bodies, the body
 * of every successful status, and query parameter types. Each function returns the differences as
 * sentences naming the operation, the status and the property, [] when there is none.
 */

import {resolveRef} from '../../support/apiSpec';

export interface GoType {
  go: string;
  type?: string[] | null;
  format?: string;
  ref?: string;
  enum?: string[];
  items?: GoType;
  values?: GoType;
  note?: string;
}
export interface GoField extends GoType {
  name: string;
  goName: string;
  omitempty: boolean;
  embedded?: string;
}
export interface GoStruct {
  source: string;
  fields: GoField[];
  custom?: string[];
  embeddedUnread?: string[];
}
export interface Written {
  status: number;
  kind: 'json' | 'bytes' | 'file' | 'none';
  value?: string;
  type?: GoType;
  source: string;
  echo?: boolean;
  columns?: string[];
  selectedAt?: string;
}
export interface OperationShape {
  method: string;
  path: string;
  operationId: string | null;
  request: GoType | null;
  query: {name: string; type: string; items?: string}[];
  responses: Written[];
  notes: string[];
}
export interface SchemaTable {
  operations: OperationShape[];
  types: Record<string, GoStruct>;
  unresolved: string[];
}

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  schema?: Schema;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, {schema?: Schema}>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: {$ref?: string; content?: Record<string, {schema?: Schema}>};
  responses?: Record<string, Response>;
}
export interface Spec {
  paths: Record<string, Record<string, Operation | undefined>>;
  components: Record<string, Record<string, unknown>>;
}

/**
 * A property the comparison accepts although spec and Go differ: `where` is `Go type.property`
 * (a field the spec leaves out, or a property the spec documents that Go does not have) or
 * `Go type.property: type` for a type difference.
 */
export interface Exception {
  where: string[];
  reason: string;
  /** Set by the comparison when the exception hides a difference. */
  used?: boolean;
}

type Direction = 'request' | 'response';

/** What the comparisons covered: property comparisons, distinct properties, bodies. */
export interface Tally {
  comparisons: number;
  properties: Set<string>;
  requests: number;
  bodies: number;
}
export const newTally = (): Tally => ({
  comparisons: 0,
  properties: new Set(),
  requests: 0,
  bodies: 0,
});

const normalise = (p: string): string =>
  p.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1');

export function specOperation(
  spec: Spec,
  method: string,
  route: string,
): Operation | undefined {
  for (const [specRoute, item] of Object.entries(spec.paths))
    if (normalise(specRoute) === normalise(route)) {
      const op = item[method.toLowerCase()];
      if (op) return op;
    }
  return undefined;
}

export function deref<T extends {$ref?: string}>(spec: Spec, value: T): T {
  return resolveRef(spec, value) as T;
}

/**
 * A schema through $ref, its allOf merged: its properties, required and other keywords. A oneOf
 * or anyOf of one schema and `{type: 'null'}` is that schema, nullable.
 */
function flatten(spec: Spec, schema: Schema): Schema {
  const resolved = deref(spec, schema) ?? {};
  const choice = resolved.oneOf ?? resolved.anyOf;
  const isNull = (part: Schema) => typesOf(part).join() === 'null';
  if (choice?.length === 2 && choice.some(isNull)) {
    const inner = flatten(spec, choice.find((part) => !isNull(part)) ?? {});
    return {...inner, type: [...typesOf(inner), 'null']};
  }
  if (!resolved.allOf) return resolved;
  const out: Schema = {...resolved, allOf: undefined};
  for (const part of resolved.allOf) {
    const flat = flatten(spec, part);
    out.properties = {...flat.properties, ...out.properties};
    out.required = [...(out.required ?? []), ...(flat.required ?? [])];
    out.type ??= flat.type;
  }
  return out;
}

/** The component a schema names, directly or as the non-null branch of a oneOf/anyOf. */
const refOf = (schema: Schema): string | undefined =>
  (
    schema.$ref ??
    (schema.oneOf ?? schema.anyOf)?.find((part) => part.$ref)?.$ref
  )
    ?.split('/')
    .pop();

const typesOf = (schema: Schema): string[] =>
  schema.type === undefined
    ? schema.properties || schema.additionalProperties
      ? ['object']
      : []
    : Array.isArray(schema.type)
      ? schema.type
      : [schema.type];

interface Context {
  spec: Spec;
  table: SchemaTable;
  direction: Direction;
  exceptions: Exception[];
  seen: Set<string>;
  out: string[];
  tally: Tally;
}

function excepted(ctx: Context, where: string): boolean {
  const exception = ctx.exceptions.find((e) =>
    e.where.some((w) => w === where || w === `${ctx.direction} ${where}`),
  );
  if (exception) exception.used = true;
  return !!exception;
}

function compare(
  ctx: Context,
  schema: Schema,
  go: GoType,
  where: string,
  owner: string,
  item = false,
): void {
  const flat = flatten(ctx.spec, schema);
  const refName = refOf(schema);
  if (!go.type) return; // any JSON value (interface{}, json.RawMessage)
  const specTypes = typesOf(flat);
  const goTypes = go.type;
  const nonNull = (list: string[]) => list.filter((t) => t !== 'null').sort();
  const decimalRead =
    go.format === 'decimal' &&
    ctx.direction === 'request' &&
    nonNull(specTypes).every((t) => t === 'string' || t === 'number');
  if (
    !decimalRead &&
    specTypes.length > 0 &&
    nonNull(specTypes).join() !== nonNull(goTypes).join() &&
    !excepted(ctx, `${owner}: type`)
  )
    ctx.out.push(
      `${where}: the spec says ${nonNull(specTypes).join('|')}, the server ${ctx.direction === 'request' ? 'reads' : 'writes'} ${nonNull(goTypes).join('|')} (Go ${go.go})`,
    );
  if (specTypes.length === 0 && !excepted(ctx, `${owner}: type`))
    ctx.out.push(`${where}: the spec gives no type, Go has ${go.go}`);
  // Null: a Go pointer, slice or map is written as null when nil (a slice the handler never
  // filled, an association not preloaded); anything else never is.
  if (ctx.direction === 'response') {
    const specNull = specTypes.includes('null');
    // A list or map that is the whole answer or an element of a list is read from the database
    // (gorm's Find makes an empty slice), never nil: only properties are checked.
    if (
      /^(\[\]|map\[)/.test(go.go) &&
      go.go !== '[]byte' &&
      !item &&
      /\.[^.[\]{}]+$/.test(where) &&
      !specNull &&
      !excepted(ctx, `${owner}: null`)
    )
      ctx.out.push(
        `${where}: Go ${go.go} is written as null when nil, the spec does not allow null`,
      );
    // Items of a slice of pointers are read from the database, never nil: not checked.
    if (
      go.go.startsWith('*') &&
      !item &&
      !specNull &&
      !excepted(ctx, `${owner}: null`)
    )
      ctx.out.push(
        `${where}: Go ${go.go} can be null, the spec does not say so`,
      );
    if (!goTypes.includes('null') && specNull)
      ctx.out.push(`${where}: the spec allows null, Go ${go.go} is never null`);
  }
  // Integers: the spec says int64 for Go's int, int64, uint and uint64 (64 bits on the server's
  // platforms), the format generators map to a 64-bit type; uint64 is not one they support.
  const expectedFormat = go.format === 'uint64' ? 'int64' : go.format;
  if (
    (flat.format !== undefined || goTypes.includes('integer')) &&
    expectedFormat !== flat.format
  )
    ctx.out.push(
      `${where}: format ${flat.format ?? 'none'} in the spec, Go ${go.go} is ${expectedFormat ?? 'without a format'}`,
    );
  if (go.format === 'date-time' && flat.format !== 'date-time')
    ctx.out.push(
      `${where}: Go ${go.go} is a date-time, the spec gives no such format`,
    );
  // "" is every Go string's zero value: a spec may list it or not. A spec may narrow a request's
  // plain Go string to the values its validation accepts.
  const specEnum = (flat.enum ?? [])
    .filter((v) => v !== null && v !== '')
    .map(String);
  if (go.enum || (flat.enum && ctx.direction === 'response')) {
    const want = [...(go.enum ?? [])]
      .filter((v) => v !== '')
      .sort()
      .join();
    const got = [...specEnum].sort().join();
    if (
      want !== got &&
      !excepted(ctx, `${owner}: enum`) &&
      !excepted(ctx, `${go.go.replace(/^\*/, '')}: enum`)
    )
      ctx.out.push(
        `${where}: enum [${got}] in the spec, Go ${go.go} has [${want}]`,
      );
  }
  if (goTypes.includes('array') && go.items && flat.items)
    compare(ctx, flat.items, go.items, `${where}[]`, `${owner}[]`, true);
  if (go.values) {
    if (
      flat.additionalProperties &&
      typeof flat.additionalProperties === 'object'
    )
      compare(
        ctx,
        flat.additionalProperties,
        go.values,
        `${where}{}`,
        `${owner}{}`,
      );
    for (const [name, property] of Object.entries(flat.properties ?? {}))
      compare(ctx, property, go.values, `${where}.${name}`, `${owner}{}`);
  }
  if (go.ref) compareStruct(ctx, flat, refName, go, where);
}

function compareStruct(
  ctx: Context,
  flat: Schema,
  refName: string | undefined,
  go: GoType,
  where: string,
): void {
  const struct = ctx.table.types[go.ref ?? ''];
  if (!struct) {
    ctx.out.push(`${where}: Go type ${go.ref} is not in the fixture`);
    return;
  }
  const key = `${ctx.direction}|${refName ?? where}|${go.ref}|${go.items?.go ?? ''}`;
  if (ctx.seen.has(key)) return;
  ctx.seen.add(key);
  const properties = flat.properties ?? {};
  const fields = struct.fields;
  // encoding/json matches the keys of a request case-insensitively; a response has the Go names.
  const same = (a: string, b: string) =>
    ctx.direction === 'request' ? a.toLowerCase() === b.toLowerCase() : a === b;
  const owner = go.ref ?? '';
  for (const field of fields) {
    const name = Object.keys(properties).find((p) => same(p, field.name));
    const at = `${where}.${field.name}`;
    if (name === undefined) {
      if (!excepted(ctx, `${owner}.${field.name}`))
        ctx.out.push(
          `${at}: the server ${ctx.direction === 'request' ? 'reads' : 'writes'} it (Go ${owner}.${field.goName} ${field.go}), the spec does not document it`,
        );
      continue;
    }
    ctx.tally.comparisons += 1;
    ctx.tally.properties.add(`${ctx.direction} ${owner}.${field.name}`);
    let fieldType: GoType = field;
    // PagedData.Data is []any: the handler's list gives its items.
    if (owner === 'structs.PagedData' && field.name === 'data' && go.items)
      fieldType = {...field, items: go.items};
    compare(
      ctx,
      properties[name] as Schema,
      fieldType,
      at,
      `${owner}.${field.name}`,
    );
    if (
      ctx.direction === 'response' &&
      field.omitempty &&
      (flat.required ?? []).includes(name)
    )
      ctx.out.push(
        `${at}: required in the spec, but Go leaves it out when empty (omitempty)`,
      );
  }
  for (const name of Object.keys(properties)) {
    if (fields.some((field) => same(name, field.name))) continue;
    if (!excepted(ctx, `${owner}.${name}`))
      ctx.out.push(
        `${where}.${name}: documented, but Go ${owner} has no such property${struct.embeddedUnread ? ` (it embeds ${struct.embeddedUnread.join(', ')}, not read)` : ''}`,
      );
  }
}

function context(
  spec: Spec,
  table: SchemaTable,
  direction: Direction,
  exceptions: Exception[],
  tally: Tally = newTally(),
): Context {
  return {spec, table, direction, exceptions, seen: new Set(), out: [], tally};
}

/** The request body: the spec's JSON schema against the command the route decodes. */
export function requestDifferences(
  spec: Spec,
  table: SchemaTable,
  op: OperationShape,
  exceptions: Exception[],
  tally?: Tally,
): string[] {
  if (!op.request) return [];
  const specOp = specOperation(spec, op.method, op.path);
  const body = specOp?.requestBody && deref(spec, specOp.requestBody);
  const schema = body?.content?.['application/json']?.schema;
  if (!schema)
    return [`${op.method} ${op.path}: no JSON request body in the spec`];
  const ctx = context(spec, table, 'request', exceptions, tally);
  if (tally) tally.requests += 1;
  compare(
    ctx,
    schema,
    op.request,
    `${op.method} ${op.path} request`,
    op.request.go,
  );
  return ctx.out;
}

/** Every successful status: the schema of each media type against the value the handler writes. */
export function responseDifferences(
  spec: Spec,
  table: SchemaTable,
  op: OperationShape,
  exceptions: Exception[],
  tally?: Tally,
): string[] {
  const specOp = specOperation(spec, op.method, op.path);
  const out: string[] = [];
  const statuses = [...new Set(op.responses.map((w) => w.status))];
  for (const status of statuses) {
    const written = op.responses.filter((w) => w.status === status);
    const where = `${op.method} ${op.path} ${status}`;
    const response = deref(spec, specOp?.responses?.[String(status)] ?? {});
    const schemas = Object.entries(response?.content ?? {})
      .map(([type, media]) => ({type, schema: media.schema}))
      .filter(
        (entry): entry is {type: string; schema: Schema} => !!entry.schema,
      );
    // One entry per Go type: a handler can write the same type on two paths.
    const json = written.filter(
      (w, i) =>
        w.kind === 'json' &&
        written.findIndex(
          (x) => x.kind === 'json' && x.type?.go === w.type?.go,
        ) === i,
    );
    if (written.every((w) => w.kind === 'none')) {
      if (schemas.length > 0)
        out.push(
          `${where}: the handler writes no body, the spec gives a schema`,
        );
      continue;
    }
    if (json.length === 0) continue; // a file or an archive: media types are checked elsewhere
    // Each schema of the spec is one of the values written, and each value written has a schema.
    const matched = new Set<number>();
    for (const {type, schema} of schemas) {
      const tries = json.map((w) => {
        if (!w.type) return [`${where}: the type of ${w.value} is not known`];
        const ctx = context(spec, table, 'response', exceptions);
        compare(ctx, schema, w.type, `${where} ${type}`, w.type.go);
        return ctx.out;
      });
      const best = tries.findIndex((diffs) => diffs.length === 0);
      if (best >= 0) {
        matched.add(best);
        // Count what the matching comparison covered.
        if (tally) {
          const w = json[best];
          const ctx = context(spec, table, 'response', exceptions, tally);
          if (w?.type) compare(ctx, schema, w.type, where, w.type.go);
          tally.bodies += 1;
        }
        continue;
      }
      const shortest = tries.reduce((a, b) => (b.length < a.length ? b : a));
      out.push(...shortest);
    }
    json.forEach((w, i) => {
      if (!matched.has(i) && schemas.length > 0 && out.length === 0)
        out.push(
          `${where}: no schema of the spec describes ${w.value} (Go ${w.type?.go})`,
        );
      if (schemas.length === 0)
        out.push(
          `${where}: the handler writes ${w.value} (Go ${w.type?.go}), the spec gives no schema`,
        );
    });
  }
  return out;
}

/** The query parameters: the spec's schema type against what the handler makes of the value. */
export function queryDifferences(
  spec: Spec,
  op: OperationShape,
  exceptions: Exception[],
): string[] {
  const specOp = specOperation(spec, op.method, op.path);
  const out: string[] = [];
  for (const arg of op.query) {
    const parameter = (specOp?.parameters ?? [])
      .map((p) => deref(spec, p))
      .find((p) => p.in === 'query' && p.name === arg.name);
    const schema = parameter?.schema ? flatten(spec, parameter.schema) : {};
    const types = typesOf(schema).filter((t) => t !== 'null');
    const want = arg.type;
    const where = `${op.method} ${op.path} query ${arg.name}`;
    const exception = exceptions.find((e) => e.where.includes(where));
    if (exception) {
      exception.used = true;
      continue;
    }
    if (types.join() !== want)
      out.push(
        `${where}: the spec says ${types.join('|') || 'nothing'}, the handler reads ${want}`,
      );
    if (arg.items && schema.items && typesOf(schema.items).join() !== arg.items)
      out.push(
        `${where}[]: the spec says ${typesOf(schema.items).join('|')}, the handler reads ${arg.items}`,
      );
  }
  return out;
}
