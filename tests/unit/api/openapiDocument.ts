/**
 * Whether an OpenAPI 3.1 document is valid, in two parts: the official OAS 3.1 JSON Schema (through
 * @seriousme/openapi-schema-validator, which ships it) and the rules of the OpenAPI 3.1 text that a
 * JSON Schema cannot express, which request validators and client generators enforce:
 * - Paths: "Templated paths with the same hierarchy but different templated names MUST NOT exist as
 *   they are identical."
 * - Path templating: each template expression MUST correspond to a path parameter of the path item
 *   or of each of its operations, and a path parameter's name MUST occur in the path.
 * - operationId: "The id MUST be unique among all operations described in the API."
 * - Schema Objects are JSON Schema 2020-12 (the official schema leaves them unchecked): each must
 *   pass the 2020-12 meta-schema.
 */
import {Validator} from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import {HTTP_METHODS} from '../../../src/api-reference/sectionIds';

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}
interface PathItem {
  parameters?: Parameter[];
  [method: string]: unknown;
}
export interface Document {
  openapi?: string;
  paths?: Record<string, PathItem>;
  components?: {parameters?: Record<string, Parameter>};
  [key: string]: unknown;
}

/** The errors of the official OAS 3.1 JSON Schema, as `instancePath: message` lines. */
export async function schemaErrors(document: Document): Promise<string[]> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document));
  if (result.valid) return validator.version === '3.1' ? [] : ['not 3.1'];
  const errors = Array.isArray(result.errors) ? result.errors : [result.errors];
  return errors.map((error) =>
    typeof error === 'object' && error
      ? `${String((error as {instancePath?: string}).instancePath)}: ${String((error as {message?: string}).message)}`
      : String(error),
  );
}

const parameterOf = (document: Document, parameter: Parameter): Parameter =>
  parameter.$ref
    ? (document.components?.parameters?.[
        parameter.$ref.split('/').pop() ?? ''
      ] ?? {})
    : parameter;

/** Breaches of the 3.1 text's rules on paths, path parameters and operationIds. */
export function ruleErrors(document: Document): string[] {
  const errors: string[] = [];
  const shapes = new Map<string, string>();
  const operationIds = new Map<string, string>();
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    const shape = template.replace(/\{[^}]*\}/g, '{}');
    const same = shapes.get(shape);
    if (same)
      errors.push(`${template}: identical to ${same} (only the names differ)`);
    else shapes.set(shape, template);
    const names = [...template.matchAll(/\{([^}]+)\}/g)].map(
      (match) => match[1],
    );
    const shared = (item.parameters ?? []).map((p) => parameterOf(document, p));
    for (const method of HTTP_METHODS) {
      const operation = item[method] as
        {operationId?: string; parameters?: Parameter[]} | undefined;
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${template}`;
      const own = (operation.parameters ?? []).map((p) =>
        parameterOf(document, p),
      );
      const declared = new Set(
        [...shared, ...own]
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name),
      );
      for (const name of names)
        if (!declared.has(name))
          errors.push(`${where}: {${name}} has no path parameter`);
      for (const name of declared)
        if (!names.includes(name ?? ''))
          errors.push(`${where}: path parameter ${name} is not in the path`);
      if (operation.operationId) {
        const first = operationIds.get(operation.operationId);
        if (first)
          errors.push(
            `${where}: operationId ${operation.operationId} is also ${first}'s`,
          );
        else operationIds.set(operation.operationId, where);
      }
    }
  }
  return errors;
}

/** Every Schema Object of the document (under a `schema` key or in components.schemas), with where it is. */
function schemaObjects(document: Document): [string, object][] {
  const found: [string, object][] = [];
  const components = (document.components ?? {}) as {
    schemas?: Record<string, object>;
  };
  for (const [name, schema] of Object.entries(components.schemas ?? {}))
    found.push([`#/components/schemas/${name}`, schema]);
  const walk = (node: unknown, pointer: string): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'schema' && value && typeof value === 'object')
        found.push([here, value]);
      else walk(value, here);
    }
  };
  walk(document.paths, '#/paths');
  for (const kind of ['responses', 'parameters', 'requestBodies'])
    walk(
      (document.components as Record<string, unknown> | undefined)?.[kind],
      `#/components/${kind}`,
    );
  return found;
}

/** Schema Objects that fail the JSON Schema 2020-12 meta-schema. */
export function schemaObjectErrors(document: Document): string[] {
  const ajv = new Ajv2020({strict: true});
  return schemaObjects(document).flatMap(([where, schema]) =>
    ajv.validateSchema(schema)
      ? []
      : (ajv.errors ?? []).map(
          (error) => `${where}${error.instancePath}: ${error.message}`,
        ),
  );
}
