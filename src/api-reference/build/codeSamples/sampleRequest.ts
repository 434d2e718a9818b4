/**
 * What a request sample sends for one operation, read from the OpenAPI document alone: the method,
 * the path with its required path parameters filled in, the required query, header and cookie
 * parameters and the optional ones marked `x-in-samples`, the credentials of the operation's
 * security (none for a public one), the example body (JSON or a multipart form) and whether the
 * answer is a file to save.
 */
import {exampleValue, isFileValue, uploadPath} from './exampleValue';
import {asArray, asNode, asString, isNode, resolveRef} from '../specNodes.mjs';
import type {Node} from '../specNodes.mjs';

/**
 * Marks an optional parameter that the samples send all the same, because the call needs it in
 * practice (one of several optional parameters is needed, or the answer is empty without it).
 */
export const IN_SAMPLES = 'x-in-samples';

/** Where every sample sends its request: the reader puts their server's address in. */
export const SAMPLE_BASE_URL = 'https://<your-server>/api';

export type FormField =
  {name: string; value: string} | {name: string; file: string};

export type SampleBody =
  | {kind: 'json'; mediaType: string; value: unknown}
  | {kind: 'form'; fields: FormField[]}
  | {kind: 'text'; mediaType: string; value: string};

export interface SampleRequest {
  method: string;
  /** The path under the base URL, path parameters filled in and encoded. */
  path: string;
  query: [string, string][];
  headers: [string, string][];
  cookies: [string, string][];
  body: SampleBody | null;
  /** How the answer is read: as JSON, as text, or saved to this file. */
  response:
    | {kind: 'none'}
    | {kind: 'json'}
    | {kind: 'text'}
    | {kind: 'file'; file: string};
}

type Credential =
  | {in: 'header'; name: string; value: string}
  | {in: 'query'; name: string; value: string}
  | {in: 'cookie'; name: string; value: string};

/** A scheme's credential as a sample sends it, with a placeholder for the secret. */
export function credentialFor(scheme: Node): Credential | null {
  const type = asString(scheme.type);
  if (type === 'apiKey') {
    const where = asString(scheme.in);
    const name = asString(scheme.name);
    if (!name || !['header', 'query', 'cookie'].includes(where)) return null;
    // A described form of the key ("of the form `key.1.<id>.<secret>`") is what the reader sends.
    const form = /\bform\s+`([^`]+)`/i.exec(asString(scheme.description))?.[1];
    return {
      in: where as Credential['in'],
      name,
      value: form ?? `<${name}>`,
    };
  }
  if (type === 'http') {
    const kind = asString(scheme.scheme).toLowerCase();
    if (kind === 'bearer')
      return {in: 'header', name: 'Authorization', value: 'Bearer <token>'};
    if (kind === 'basic')
      return {
        in: 'header',
        name: 'Authorization',
        value: 'Basic <base64 of username:password>',
      };
    return null;
  }
  if (type === 'oauth2' || type === 'openIdConnect')
    return {in: 'header', name: 'Authorization', value: 'Bearer <token>'};
  return null;
}

/** Which credential a sample shows when an operation takes several: a key in a header first. */
function preference(credential: Credential): number {
  if (credential.in === 'header')
    return credential.value.startsWith('Bearer ') ? 1 : 0;
  return credential.in === 'query' ? 2 : 3;
}

/**
 * The credentials of one security requirement of the operation (its own `security`, else the
 * document's): none for a public operation (an empty requirement, or none at all).
 */
export function sampleCredentials(spec: Node, operation: Node): Credential[] {
  const requirements = asArray(
    'security' in operation ? operation.security : spec.security,
  ).map(asNode);
  if (requirements.some((requirement) => Object.keys(requirement).length === 0))
    return [];
  const schemes = asNode(asNode(spec.components).securitySchemes);
  const options = requirements
    .map((requirement) =>
      Object.keys(requirement).map((name) =>
        credentialFor(resolveRef(spec, schemes[name])),
      ),
    )
    .filter((credentials): credentials is Credential[] =>
      credentials.every(Boolean),
    );
  const score = (credentials: Credential[]) =>
    Math.max(...credentials.map(preference));
  return [...options].sort((a, b) => score(a) - score(b))[0] ?? [];
}

/** The example of a parameter: its own, its first named one, else one built from its schema. */
function parameterExample(spec: Node, parameter: Node): unknown {
  if ('example' in parameter) return parameter.example;
  const named = Object.values(asNode(parameter.examples)).map((example) =>
    resolveRef(spec, example),
  );
  if (named[0] && 'value' in named[0]) return named[0].value;
  const media = Object.values(asNode(parameter.content))[0];
  if (media) return mediaExample(spec, asNode(media));
  return exampleValue(spec, parameter.schema);
}

function mediaExample(spec: Node, media: Node): unknown {
  if ('example' in media) return media.example;
  const named = Object.values(asNode(media.examples)).map((example) =>
    resolveRef(spec, example),
  );
  if (named[0] && 'value' in named[0]) return named[0].value;
  return exampleValue(spec, media.schema);
}

const scalar = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** A parameter's value as `style: form` / `simple` serialise it (arrays: repeated or joined). */
function serialise(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(scalar);
  if (isNode(value))
    return Object.entries(value).flatMap(([key, item]) => [key, scalar(item)]);
  return [scalar(value)];
}

const isBinary = (spec: Node, schema: unknown): boolean => {
  const node = resolveRef(spec, schema);
  if (asString(node.type) === 'array') return isBinary(spec, node.items);
  return asString(node.format) === 'binary' || !!node.contentMediaType;
};

function formFields(spec: Node, media: Node): FormField[] {
  const schema = resolveRef(spec, media.schema);
  const properties = asNode(schema.properties);
  const value = asNode(mediaExample(spec, media));
  return Object.entries(value).flatMap(([name, item]) =>
    (Array.isArray(item) ? item : [item]).map((entry): FormField => {
      if (isFileValue(entry)) return {name, file: entry.file};
      if (isBinary(spec, properties[name]))
        return {name, file: exampleFile(spec, properties[name])};
      return {
        name,
        value: isNode(entry) ? JSON.stringify(entry) : scalar(entry),
      };
    }),
  );
}

function exampleFile(spec: Node, schema: unknown): string {
  const node = resolveRef(spec, schema);
  return uploadPath(
    asString(node.type) === 'array' ? resolveRef(spec, node.items) : node,
  );
}

function requestBody(spec: Node, operation: Node): SampleBody | null {
  const body = resolveRef(spec, operation.requestBody);
  const content = Object.entries(asNode(body.content));
  const [mediaType, media] =
    content.find(([type]) => /json/i.test(type)) ??
    content.find(([type]) => /^multipart\/form-data/i.test(type)) ??
    content[0] ??
    [];
  if (!mediaType || !media) return null;
  if (/^multipart\/form-data/i.test(mediaType))
    return {kind: 'form', fields: formFields(spec, asNode(media))};
  const value = mediaExample(spec, asNode(media));
  if (/json/i.test(mediaType)) return {kind: 'json', mediaType, value};
  return {
    kind: 'text',
    mediaType,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  };
}

const FILE_EXTENSIONS: Record<string, string> = {
  'application/zip': '.zip',
  'application/pdf': '.pdf',
  'text/csv': '.csv',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/** How the success answer is read: none, JSON, text, or saved to a file (any other body). */
function responseKind(spec: Node, operation: Node): SampleRequest['response'] {
  const [, success] =
    Object.entries(asNode(operation.responses)).find(([status]) =>
      /^2/.test(status),
    ) ?? [];
  const types = Object.keys(asNode(resolveRef(spec, success).content));
  if (types.length === 0) return {kind: 'none'};
  if (types.some((type) => /json/i.test(type))) return {kind: 'json'};
  if (types.some((type) => /^text\//i.test(type))) return {kind: 'text'};
  return {
    kind: 'file',
    file: `download${FILE_EXTENSIONS[types[0] ?? ''] ?? ''}`,
  };
}

export function sampleRequest(
  spec: Node,
  path: string,
  method: string,
): SampleRequest {
  const item = resolveRef(spec, asNode(spec.paths)[path]);
  const operation = asNode(item[method]);
  const parameters = new Map<string, Node>();
  for (const parameter of [
    ...asArray(item.parameters),
    ...asArray(operation.parameters),
  ]) {
    const node = resolveRef(spec, parameter);
    parameters.set(`${asString(node.in)}:${asString(node.name)}`, node);
  }
  const request: SampleRequest = {
    method: method.toUpperCase(),
    path,
    query: [],
    headers: [],
    cookies: [],
    body: requestBody(spec, operation),
    response: responseKind(spec, operation),
  };
  for (const parameter of parameters.values()) {
    const where = asString(parameter.in);
    if (
      parameter.required !== true &&
      parameter[IN_SAMPLES] !== true &&
      where !== 'path'
    )
      continue;
    const name = asString(parameter.name);
    const values = serialise(parameterExample(spec, parameter));
    if (where === 'path')
      request.path = request.path.replace(
        `{${name}}`,
        values.map(encodeURIComponent).join(','),
      );
    else if (where === 'query')
      request.query.push(
        ...values.map((value): [string, string] => [name, value]),
      );
    else if (where === 'header') request.headers.push([name, values.join(',')]);
    else if (where === 'cookie') request.cookies.push([name, values.join(',')]);
  }
  for (const credential of sampleCredentials(spec, operation)) {
    const entry: [string, string] = [credential.name, credential.value];
    if (credential.in === 'header') request.headers.unshift(entry);
    else if (credential.in === 'query') request.query.push(entry);
    else request.cookies.push(entry);
  }
  return request;
}
