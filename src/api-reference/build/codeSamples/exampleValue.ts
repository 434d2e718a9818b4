/**
 * A value for a schema, for a request sample: the schema's own example where it has one, else one
 * built from it (required properties only, the first enum value, a value of the right format).
 */
import {asArray, asNode, asString, isNode, resolveRef} from '../specNodes.mjs';
import type {Node} from '../specNodes.mjs';

/** A file a multipart sample uploads (a property of `format: binary`). */
export interface FileValue {
  file: string;
}
export const isFileValue = (value: unknown): value is FileValue =>
  isNode(value) &&
  typeof value.file === 'string' &&
  Object.keys(value).length === 1;

/** Where a sample reads an uploaded file from: a placeholder path the reader replaces. */
export function uploadPath(schema: Node): string {
  const media = asString(schema.contentMediaType);
  const extension = /json/.test(media)
    ? '.json'
    : /pdf/.test(media)
      ? '.pdf'
      : /^image\//.test(media)
        ? '.jpg'
        : '';
  return `path/to/file${extension}`;
}

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2025-01-31T00:00:00Z',
  date: '2025-01-31',
  time: '12:00:00',
  email: 'user@example.com',
  uuid: '00000000-0000-0000-0000-000000000000',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  password: 'password',
};

/** The schema's first type, `null` last (`type: [string, 'null']` is a string). */
function typeOf(schema: Node): string {
  const types = asArray(schema.type).length
    ? asArray(schema.type).map(String)
    : [asString(schema.type)];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  if (type) return type;
  if (isNode(schema.properties)) return 'object';
  if (schema.items) return 'array';
  return '';
}

/** `allOf` parts merged into one schema (properties and required lists joined). */
function merged(spec: Node, schema: Node): Node {
  const parts = asArray(schema.allOf);
  if (parts.length === 0) return schema;
  const {allOf: _parts, ...rest} = schema;
  return parts
    .map((part) => merged(spec, resolveRef(spec, part)))
    .reduce<Node>(
      (all, part) => ({
        ...part,
        ...all,
        properties: {
          ...asNode(part.properties),
          ...asNode(all.properties),
        },
        required: [...asArray(part.required), ...asArray(all.required)],
      }),
      rest,
    );
}

export function exampleValue(spec: Node, value: unknown, depth = 0): unknown {
  const schema = merged(spec, resolveRef(spec, value));
  if ('example' in schema) return schema.example;
  const examples = asArray(schema.examples);
  if (examples.length > 0) return examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  const choices = asArray(schema.enum);
  if (choices.length > 0) return choices[0];
  const alternatives = asArray(schema.oneOf ?? schema.anyOf);
  if (alternatives.length > 0)
    return exampleValue(spec, alternatives[0], depth + 1);
  if (depth > 8) return null;
  const type = typeOf(schema);
  switch (type) {
    case 'object': {
      const properties = Object.entries(asNode(schema.properties)).filter(
        ([, property]) => resolveRef(spec, property).readOnly !== true,
      );
      // The required properties; all of them for a schema that requires none.
      const required = new Set(asArray(schema.required).map(String));
      return Object.fromEntries(
        properties
          .filter(([name]) => required.size === 0 || required.has(name))
          .map(([name, property]) => [
            name,
            exampleValue(spec, property, depth + 1),
          ]),
      );
    }
    case 'array': {
      const count = Math.max(1, Number(schema.minItems) || 0);
      return Array.from({length: count}, () =>
        exampleValue(spec, schema.items, depth + 1),
      );
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string': {
      const format = asString(schema.format);
      if (format === 'binary' || asString(schema.contentMediaType))
        return {file: uploadPath(schema)} satisfies FileValue;
      if (format in FORMAT_EXAMPLES) return FORMAT_EXAMPLES[format];
      const length = Number(schema.minLength) || 0;
      return 'string'.padEnd(length, 'x');
    }
    default:
      return null;
  }
}
