/**
 * The API reference as Markdown, written at build time from the model the reference's pages are
 * rendered from (../api-reference/build/apiModel: the document /api/ renders, ours or the one API_SPEC_URL
 * names): one file per operation, one per tag page (its operations one after the other) and an index
 * of them by tag, in the order of the tag pages. Every `$ref` is resolved; schemas are listed as their
 * properties, one level deep, with named schemas named so that a reader can find them in the other
 * operations.
 */
import {markdownHrefFor, markdownUrlFor} from './markdownUrl';
import {securitySchemeFacts} from '../api-reference/build/indexPage';
import {sampleKey} from '../api-reference/build/apiModel';
import type {ApiReferenceModel} from '../api-reference/build/apiModel';
import type {CodeSample} from '../api-reference/build/codeSamples';
import {
  asArray,
  asNode,
  asString,
  resolveRef,
} from '../api-reference/build/specNodes.mjs';
import type {Node} from '../api-reference/build/specNodes.mjs';

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
  title: string;
  /** The tag's description (Markdown). */
  description: string;
  /** Site path of the tag page's copy (`/api/receipt.md`). */
  url: string;
  /** The tag page's copy: its title and description, then each operation's copy. */
  markdown: string;
  operations: ApiOperationPage[];
}

export interface ApiMarkdown {
  title: string;
  summary: string;
  version: string;
  /** Markdown of the index (`/api.md`). */
  index: string;
  tags: ApiTagSection[];
}

export const API_INDEX_URL = '/api.md';

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

  /** The node `value` stands for, `$ref`s followed, and the name of the schema it references. */
  resolve(value: unknown): {node: Node; name?: string} {
    const ref = asNode(value).$ref;
    return {
      node: resolveRef(this.spec, value),
      name: typeof ref === 'string' ? ref.split('/').pop() : undefined,
    };
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

interface OperationContext {
  operationId: string;
  method: string;
  path: string;
  tagTitle: string;
  /** Where the operation is on its tag page, e.g. `/api/receipt/#tag/Receipt/operation/createReceipt`. */
  href: string;
  pathParameters: unknown[];
  samples: CodeSample[];
}

/** An operation's copy; `depth` 1 puts its headings a level down, under a tag page's title. */
function operationMarkdown(
  reader: SpecReader,
  operation: Node,
  context: OperationContext,
  depth: 0 | 1,
): string {
  const {operationId, tagTitle} = context;
  const heading = (level: number, text: string): string =>
    `${'#'.repeat(level + depth)} ${text}`;
  const lines: string[] = [
    heading(1, asString(operation.summary) || operationId),
    '',
    `\`${context.method} ${context.path}\` (under \`/api\` on your server). Tag: ${tagTitle}. Operation ID: \`${operationId}\`.`,
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
    lines.push('', heading(2, 'Parameters'), '');
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
      heading(2, 'Request body'),
      '',
      `${body.required === true ? 'Required' : 'Optional'}.${body.description ? ` ${specProse(asString(body.description))}` : ''}`,
    );
    lines.push(...reader.contentBlock(body.content));
  }

  if (context.samples.length > 0) {
    lines.push('', heading(2, 'Request samples'));
    for (const sample of context.samples)
      lines.push(
        '',
        `${sample.label}:`,
        '',
        fenced(sample.source, sample.fence),
      );
  }

  lines.push('', heading(2, 'Responses'));
  for (const [status, response] of Object.entries(
    asNode(operation.responses),
  )) {
    const resolved = reader.resolve(response).node;
    lines.push(
      '',
      heading(3, status),
      '',
      specProse(asString(resolved.description)),
    );
    lines.push(...reader.contentBlock(resolved.content));
  }

  lines.push(
    '',
    '---',
    '',
    `All operations: [API reference index](${API_INDEX_URL}). Interactive version: [${tagTitle} in the API reference](${context.href}).`,
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

function securitySchemes(spec: Node): string {
  const schemes = Object.entries(
    asNode(asNode(spec.components).securitySchemes),
  );
  if (schemes.length === 0) return '';
  const items = schemes.map(([name, scheme]) => {
    const node = resolveRef(spec, scheme);
    const facts = securitySchemeFacts(node)
      .map(([label, value]) => `${label}: \`${value}\``)
      .join('; ');
    return `- \`${name}\`${facts ? ` (${facts})` : ''}: ${indent(specProse(asString(node.description)), '  ')}`;
  });
  return ['## Security schemes', '', ...items].join('\n');
}

export function buildApiMarkdown(model: ApiReferenceModel): ApiMarkdown {
  const spec = asNode(model.document);
  const reader = new SpecReader(spec);
  const info = asNode(spec.info);
  const tags = model.pages.flatMap((page): ApiTagSection[] => {
    const operations = page.operations.flatMap(
      ({operationId, method, path, operation, ...entry}) => {
        if (!operationId) return [];
        const context: OperationContext = {
          operationId,
          method,
          path,
          tagTitle: page.title,
          href: `${page.route}#${entry.anchor}`,
          pathParameters: entry.pathParameters,
          samples: model.samples[sampleKey(method, path)] ?? [],
        };
        return [
          {
            operationId,
            method,
            path,
            summary: asString(operation.summary) || operationId,
            lead: leadSentence(entry.description),
            url: `/api/operations/${operationId}.md`,
            markdown: operationMarkdown(reader, operation, context, 0),
            inTagCopy: operationMarkdown(reader, operation, context, 1),
          },
        ];
      },
    );
    if (operations.length === 0) return [];
    const copy = [
      `# ${page.title}`,
      page.description.trim(),
      'One page of the API reference ([/api/](/api/)); each operation below also has a copy of its own.',
      ...operations.map(
        ({url, inTagCopy}) =>
          `${inTagCopy.trim()}\n\nCopy of this operation: [${url}](${url})`,
      ),
    ].filter(Boolean);
    return [
      {
        title: page.title,
        description: page.description,
        url: markdownUrlFor(page.route),
        markdown: `${copy.join('\n\n')}\n`,
        operations: operations.map(({inTagCopy: _, ...operation}) => operation),
      },
    ];
  });

  const title = asString(info.title) || 'API';
  const summary = asString(info.summary);
  const description = asString(info.description).replace(
    /<!--\s*ReDoc-Inject:\s*<security-definitions>\s*-->/,
    securitySchemes(spec),
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
      const tagDescription = specProse(section.description);
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
    version: asString(info.version),
    index: `${index
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()}\n`,
    tags,
  };
}
