/**
 * The API reference as Markdown: one file per operation of the OpenAPI document and an index of them
 * by tag, written at build time from the OpenAPI document the build publishes for /api/ (ours, or the one API_SPEC_URL names).
 * Every `$ref` is resolved; schemas are listed as their properties, one level deep, with named
 * schemas named so that a reader can find them in the other operations.
 */
import {parse} from 'yaml';
import {markdownHrefFor} from './markdownUrl';
import {tagSlug} from '../api-reference/splitSpec';
import {HTTP_METHODS, operationAnchor} from '../api-reference/sectionIds';
import {operationSamples} from '../api-reference/codeSamples';
import type {CodeSample} from '../api-reference/codeSamples';

type Node = Record<string, unknown>;

export interface ApiOperationPage {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** The first sentence after the Access line, for /llms.txt. */
  lead: string;
  /** Site path of the Markdown file (`/api/operations/<operationId>.md`). */
  url: string;
  markdown: string;
}

export interface ApiTagSection {
  name: string;
  title: string;
  operations: ApiOperationPage[];
}

export interface ApiMarkdown {
  title: string;
  summary: string;
  /** Markdown of the index (`/api.md`). */
  index: string;
  tags: ApiTagSection[];
}

export const API_INDEX_URL = '/api.md';
export const apiOperationUrl = (operationId: string): string =>
  `/api/operations/${operationId}.md`;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asNode = (value: unknown): Node => (isNode(value) ? value : {});
const asString = (value: unknown): string =>
  typeof value === 'string' ? value : '';
const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : [];

/** Spec prose as Markdown for our files: HTML comments out, links to docs pages pointed at their copies. */
export function specProse(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(
      /\]\((\/[^)\s]*)\)/g,
      (_match, href: string) => `](${markdownHrefFor(href)})`,
    )
    .trim();
}

/** Continuation lines of a list item's text, indented under the item. */
const indent = (text: string, by: string): string =>
  text.replace(/\n/g, `\n${by}`);

class SpecReader {
  constructor(private readonly spec: Node) {}

  /** Follows `$ref` (local only); sibling keys of the reference, such as a description, win. */
  resolve(value: unknown): {node: Node; name?: string} {
    let node = asNode(value);
    let name: string | undefined;
    const siblings: Node = {};
    for (let hops = 0; typeof node.$ref === 'string' && hops < 20; hops += 1) {
      const ref: string = node.$ref;
      Object.assign(
        siblings,
        Object.fromEntries(
          Object.entries(node).filter(([key]) => key !== '$ref'),
        ),
      );
      if (!ref.startsWith('#/'))
        throw new Error(`Only local $ref are supported, got ${ref}`);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (current, key) =>
            asNode(current)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          this.spec,
        );
      if (!isNode(target)) throw new Error(`Unresolved $ref ${ref}`);
      name = ref.split('/').pop();
      node = target;
    }
    return {node: {...node, ...siblings}, name};
  }

  typeLabel(value: unknown): string {
    const {node, name} = this.resolve(value);
    const enumValues = asArray(node.enum);
    const enumText =
      enumValues.length > 0
        ? `one of ${enumValues.map((item) => (item === '' ? 'an empty string' : `\`${String(item)}\``)).join(', ')}`
        : '';
    if (name) return enumText ? `\`${name}\`: ${enumText}` : `\`${name}\``;
    const alternatives = asArray(node.anyOf ?? node.oneOf);
    if (alternatives.length > 0)
      return alternatives.map((item) => this.typeLabel(item)).join(' or ');
    if (asArray(node.allOf).length > 0) return 'object';
    const types =
      asArray(node.type).length > 0
        ? asArray(node.type).map(String)
        : [asString(node.type) || (node.properties ? 'object' : 'any')];
    const labels = types.map((type) => {
      if (type === 'array') return `array of ${this.typeLabel(node.items)}`;
      const format = asString(node.format);
      return format ? `${type} (${format})` : type;
    });
    return [labels.join(' or '), enumText].filter(Boolean).join(', ');
  }

  /** Properties of an object schema, `allOf` parts merged, with the names the schema requires. */
  properties(node: Node): {
    entries: [string, unknown][];
    required: Set<string>;
  } {
    const entries: [string, unknown][] = Object.entries(
      asNode(node.properties),
    );
    const required = new Set(asArray(node.required).map(String));
    for (const part of asArray(node.allOf)) {
      const merged = this.properties(this.resolve(part).node);
      entries.push(...merged.entries);
      merged.required.forEach((key) => required.add(key));
    }
    return {entries, required};
  }

  propertyList(node: Node, prefix = ''): string[] {
    const {entries, required} = this.properties(node);
    return entries.map(([key, property]) => {
      const {node: resolved} = this.resolve(property);
      const flags = [
        this.typeLabel(property),
        required.has(key) ? 'required' : '',
      ]
        .filter(Boolean)
        .join(', ');
      const description = specProse(asString(resolved.description));
      return `${prefix}- \`${key}\` (${flags})${description ? `: ${indent(description, `${prefix}  `)}` : ''}`;
    });
  }

  /** A request or response schema: what it is, then its properties (of the items, for an array). */
  schemaBlock(value: unknown): string[] {
    const {node, name} = this.resolve(value);
    const lines: string[] = [];
    const alternatives = asArray(node.anyOf ?? node.oneOf);
    if (alternatives.length > 0) {
      lines.push('One of:', '');
      for (const alternative of alternatives) {
        const resolved = this.resolve(alternative);
        lines.push(
          `- ${this.typeLabel(alternative)}${resolved.node.description ? `: ${indent(specProse(asString(resolved.node.description)), '  ')}` : ''}`,
        );
        lines.push(...this.propertyList(resolved.node, '  '));
      }
      return lines;
    }
    if (asString(node.type) === 'array') {
      const items = this.resolve(node.items);
      lines.push(
        `Array of ${this.typeLabel(node.items)}.${items.node.description ? ` ${specProse(asString(items.node.description))}` : ''}`,
      );
      const properties = this.propertyList(items.node);
      if (properties.length > 0) lines.push('', ...properties);
      return lines;
    }
    const properties = this.propertyList(node);
    const description = specProse(asString(node.description));
    lines.push(
      `${name ? `Schema \`${name}\`` : this.typeLabel(value)}.${description ? ` ${description}` : ''}`,
    );
    if (properties.length > 0) lines.push('', ...properties);
    return lines;
  }

  contentBlock(content: unknown): string[] {
    return Object.entries(asNode(content)).flatMap(([mediaType, media]) => [
      '',
      `Content type \`${mediaType}\`:`,
      '',
      ...this.schemaBlock(asNode(media).schema),
    ]);
  }
}

/** The Access line's rule for tools, as written in `x-required-role`. */
function requiredRole(value: unknown): string {
  const entries = Object.entries(asNode(value));
  return entries.length === 0
    ? ''
    : `Required role (\`x-required-role\`): ${entries.map(([key, role]) => `${key} \`${String(role)}\``).join(', ')}.`;
}

/** The first sentence after the Access paragraph. */
export function leadSentence(description: string): string {
  const body = description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph && !paragraph.startsWith('**Access:**'))
    .join(' ')
    .replace(/\s+/g, ' ');
  const sentence = /^(.+?[.!?])(\s|$)/.exec(body)?.[1] ?? body;
  return specProse(sentence);
}

function operationMarkdown(
  reader: SpecReader,
  operation: Node,
  context: {
    method: string;
    path: string;
    tag: Node;
    pathParameters: unknown[];
    samples: CodeSample[];
  },
): string {
  const operationId = asString(operation.operationId);
  const tagName = asString(context.tag.name);
  const tagTitle = asString(context.tag['x-displayName']) || tagName;
  const lines: string[] = [
    `# ${asString(operation.summary) || operationId}`,
    '',
    `\`${context.method.toUpperCase()} ${context.path}\` (under \`/api\` on your server). Tag: ${tagTitle}. Operation ID: \`${operationId}\`.`,
    '',
    specProse(asString(operation.description)),
  ];
  if (Array.isArray(operation.security) && operation.security.length === 0)
    lines.push('', 'No credentials are needed.');
  const role = requiredRole(operation['x-required-role']);
  if (role) lines.push('', role);

  const parameters = [
    ...context.pathParameters,
    ...asArray(operation.parameters),
  ].map((parameter) => reader.resolve(parameter).node);
  if (parameters.length > 0) {
    lines.push('', '## Parameters', '');
    for (const parameter of parameters) {
      const flags = [
        asString(parameter.in),
        reader.typeLabel(parameter.schema),
        parameter.required === true ? 'required' : '',
      ]
        .filter(Boolean)
        .join(', ');
      const description = specProse(asString(parameter.description));
      lines.push(
        `- \`${asString(parameter.name)}\` (${flags})${description ? `: ${indent(description, '  ')}` : ''}`,
      );
    }
  }

  if (operation.requestBody) {
    const body = reader.resolve(operation.requestBody).node;
    lines.push(
      '',
      '## Request body',
      '',
      `${body.required === true ? 'Required' : 'Optional'}.${body.description ? ` ${specProse(asString(body.description))}` : ''}`,
    );
    lines.push(...reader.contentBlock(body.content));
  }

  if (context.samples.length > 0) {
    lines.push('', '## Request samples');
    for (const sample of context.samples)
      lines.push(
        '',
        `${sample.label}:`,
        '',
        fenced(sample.source, sample.fence),
      );
  }

  lines.push('', '## Responses');
  for (const [status, response] of Object.entries(
    asNode(operation.responses),
  )) {
    const resolved = reader.resolve(response).node;
    lines.push(
      '',
      `### ${status}`,
      '',
      specProse(asString(resolved.description)),
    );
    lines.push(...reader.contentBlock(resolved.content));
  }

  const anchor = operationAnchor(
    tagName,
    operationId,
    context.path,
    context.method,
  );
  lines.push(
    '',
    '---',
    '',
    `All operations: [API reference index](${API_INDEX_URL}). Interactive version: [${tagTitle} in the API reference](/api/${tagSlug(tagName)}/#${anchor}).`,
  );
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** A fenced code block, its fence longer than any run of backticks in the code. */
function fenced(code: string, language: string): string {
  const longest = Math.max(
    2,
    ...(code.match(/`+/g) ?? []).map((run) => run.length),
  );
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

function securitySchemes(reader: SpecReader, spec: Node): string {
  const schemes = Object.entries(
    asNode(asNode(spec.components).securitySchemes),
  );
  if (schemes.length === 0) return '';
  const items = schemes.map(([name, scheme]) => {
    const node = reader.resolve(scheme).node;
    const where =
      asString(node.type) === 'http'
        ? `HTTP \`${asString(node.scheme)}\``
        : `\`${asString(node.name)}\` in the ${asString(node.in)}`;
    return `- \`${name}\` (${where}): ${indent(specProse(asString(node.description)), '  ')}`;
  });
  return ['## Security schemes', '', ...items].join('\n');
}

export function buildApiMarkdown(specText: string): ApiMarkdown {
  const spec = asNode(parse(specText));
  const reader = new SpecReader(spec);
  const info = asNode(spec.info);
  const tagNodes = asArray(spec.tags).map(asNode);
  const sections = new Map<string, ApiTagSection>(
    tagNodes.map((tag) => [
      asString(tag.name),
      {
        name: asString(tag.name),
        title: asString(tag['x-displayName']) || asString(tag.name),
        operations: [],
      },
    ]),
  );

  for (const [path, pathItemValue] of Object.entries(asNode(spec.paths))) {
    const pathItem = reader.resolve(pathItemValue).node;
    for (const method of HTTP_METHODS) {
      const operation = asNode(pathItem[method]);
      const operationId = asString(operation.operationId);
      if (!operationId) continue;
      const tagName = asString(asArray(operation.tags)[0]) || 'default';
      const tag = tagNodes.find((candidate) => candidate.name === tagName) ?? {
        name: tagName,
      };
      if (!sections.has(tagName))
        sections.set(tagName, {name: tagName, title: tagName, operations: []});
      sections.get(tagName)?.operations.push({
        operationId,
        method: method.toUpperCase(),
        path,
        summary: asString(operation.summary) || operationId,
        lead: leadSentence(asString(operation.description)),
        url: apiOperationUrl(operationId),
        markdown: operationMarkdown(reader, operation, {
          method,
          path,
          tag,
          pathParameters: asArray(pathItem.parameters),
          samples: operationSamples(spec, path, method),
        }),
      });
    }
  }
  const tags = [...sections.values()].filter(
    (section) => section.operations.length > 0,
  );

  const title = asString(info.title) || 'API';
  const summary = asString(info.summary);
  const description = asString(info.description).replace(
    /<!--\s*ReDoc-Inject:\s*<security-definitions>\s*-->/,
    securitySchemes(reader, spec),
  );
  const index = [
    `# ${title}`,
    '',
    ...(summary ? [`> ${summary}`, ''] : []),
    `Version ${asString(info.version)}. The OpenAPI document: [openapi.yaml](/api/openapi.yaml); the interactive reference: [/api/](/api/). Each operation below links to its own Markdown file.`,
    '',
    specProse(description),
    '',
    '## Operations by tag',
    ...tags.flatMap((section) => {
      const tag = tagNodes.find((candidate) => candidate.name === section.name);
      const tagDescription = tag ? specProse(asString(tag.description)) : '';
      return [
        '',
        `### ${section.title}`,
        '',
        ...(tagDescription ? [tagDescription, ''] : []),
        ...section.operations.map(
          (operation) =>
            `- [${operation.summary}](${operation.url}): \`${operation.method} ${operation.path}\``,
        ),
      ];
    }),
  ];
  return {
    title,
    summary,
    index: `${index
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
    tags,
  };
}
