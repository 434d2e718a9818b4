// @ts-check
/**
 * Checks an HTTP request against an OpenAPI 3.1 document, as a request-validating mock server would:
 * the method and path are the operation's (no more specific path of the document takes the address),
 * path parameters fit their schemas, every required query parameter is there and fits (our
 * document has no header or cookie parameters), the credentials are those of one of the operation's security requirements (none for a public
 * operation), and the body has a declared content type and validates against its schema (JSON
 * Schema 2020-12, with ajv). Returns the problems found, in words; none means valid.
 *
 * Used by the screenshot stand-in (scripts/screenshots/standIn.mjs) and by the unit tests
 * (through tests/support/specRequest.ts); plain JavaScript that Node runs as it is, checked by
 * TypeScript through its JSDoc.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  asArray,
  asNode,
  asString,
  isNode,
  resolveRef,
} from '../../src/api-reference/build/specNodes.mjs';
import {HTTP_METHODS} from '../../src/api-reference/httpMethods.mjs';

/** @typedef {import('../../src/api-reference/build/specNodes.mjs').Node} Node */

/**
 * @typedef {object} CapturedRequest
 * @property {string} method
 * @property {string} url Path and query, as sent (e.g. `/api/receipt/42?x=1`).
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {Buffer} body
 */

/**
 * The document's `#/…` references made absolute, so a schema compiled on its own finds them.
 * @param {unknown} value
 * @returns {unknown}
 */
function absoluteRefs(value) {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (!isNode(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' && child.startsWith('#/')
        ? `openapi.json${child}`
        : absoluteRefs(child),
    ]),
  );
}

/**
 * @param {unknown} value
 * @param {Set<string>} [found]
 * @returns {Set<string>}
 */
function formatsIn(value, found = new Set()) {
  if (Array.isArray(value)) value.forEach((item) => formatsIn(item, found));
  else if (isNode(value))
    for (const [key, child] of Object.entries(value))
      if (key === 'format' && typeof child === 'string') found.add(child);
      else formatsIn(child, found);
  return found;
}

/**
 * The regular expression of a path template; its parameters capture.
 * @param {string} template
 * @returns {{pattern: RegExp, names: string[]}}
 */
function templatePattern(template) {
  /** @type {string[]} */
  const names = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  // The root of a group (`/receipt/`, `/featureConfig/`) is also answered without its final slash,
  // as the document's introduction says: the web app calls `GET /featureConfig`.
  const isGroupRoot = /^\/[^/{}]+\/$/.test(template);
  return {
    pattern: new RegExp(`^${isGroupRoot ? `${source}?` : source}$`),
    names,
  };
}

/**
 * @param {string} value
 * @param {Node} schema
 * @returns {unknown}
 */
function coerce(value, schema) {
  const types = asArray(schema.type).length
    ? asArray(schema.type).map(String)
    : [asString(schema.type)];
  if (types.includes('integer') || types.includes('number')) {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  if (types.includes('boolean'))
    return value === 'true' ? true : value === 'false' ? false : value;
  if (types.includes('object') || types.includes('array')) {
    try {
      return /** @type {unknown} */ (JSON.parse(value));
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * Values of a parameter (several for a repeated query name) as its schema's type.
 * @param {string[]} values
 * @param {Node} schema
 * @param {(v: unknown) => Node} resolve
 * @returns {unknown}
 */
function parameterValue(values, schema, resolve) {
  if (asString(schema.type) === 'array') {
    const items = resolve(schema.items);
    const parts = values.length === 1 ? (values[0] ?? '').split(',') : values;
    return parts.map((part) => coerce(part, items));
  }
  return coerce(values[0] ?? '', schema);
}

/**
 * @param {CapturedRequest} request
 * @param {string} name
 * @returns {string | undefined}
 */
function header(request, name) {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * @param {CapturedRequest} request
 * @returns {Map<string, string>}
 */
function cookies(request) {
  return new Map(
    (header(request, 'cookie') ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return /** @type {[string, string]} */ ([
          part.slice(0, at),
          part.slice(at + 1),
        ]);
      }),
  );
}

/**
 * An operation of the document a call is routed to.
 * @typedef {object} RoutedOperation
 * @property {string} template
 * @property {string} method Lower case, as the document's keys.
 * @property {string} operationId
 * @property {Record<string, string>} pathParameters
 */

export class SpecRequestValidator {
  /**
   * @param {Node} spec
   * @param {string} basePath The path under which the document's paths are served (the servers' URL
   *   path, e.g. `/api`).
   * @param {{isBrowser?: boolean}} [options] `isBrowser`: the caller is a browser: it sends its
   *   cookies with every call, a public one too, so a session cookie on a public operation is not a
   *   problem.
   */
  constructor(spec, basePath, options = {}) {
    /** @private @readonly */
    this.spec = spec;
    /** @private @readonly */
    this.basePath = basePath;
    /** @private @readonly */
    this.options = options;
    /** @private @readonly @type {(value: unknown) => Node} */
    this.resolve = (value) => resolveRef(this.spec, value);
    /** @private @readonly */
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      validateFormats: true,
    });
    addFormats(this.ajv);
    // Formats JSON Schema does not define (OpenAPI's `binary`, the Go server's `uint64`) are not checked.
    for (const format of formatsIn(spec))
      if (!(format in this.ajv.formats)) this.ajv.addFormat(format, true);
    this.ajv.addSchema(
      {$id: 'openapi.json', components: absoluteRefs(spec.components)},
      'openapi.json',
    );
    /**
     * @private @readonly
     * @type {{template: string, method: string, pattern: RegExp, names: string[], item: Node,
     *   operation: Node}[]}
     */
    this.operations = Object.entries(asNode(spec.paths)).flatMap(
      ([template, value]) => {
        const item = this.resolve(value);
        return HTTP_METHODS.filter((method) => isNode(item[method])).map(
          (method) => ({
            template,
            method,
            ...templatePattern(template),
            item,
            operation: asNode(item[method]),
          }),
        );
      },
    );
  }

  /**
   * The operation the server would route a call to (of the templates that match the path, the one
   * with the fewest parameters: OpenAPI puts concrete paths before templated ones), with the path
   * parameters it captures; undefined when none of the document's operations takes the address.
   * @param {string} method
   * @param {string} url
   * @returns {RoutedOperation | undefined}
   */
  route(method, url) {
    const path = new URL(url, 'http://sample.invalid').pathname;
    if (!path.startsWith(`${this.basePath}/`)) return undefined;
    const relative = path.slice(this.basePath.length);
    const target = this.operations
      .filter(
        (entry) =>
          entry.method === method.toLowerCase() && entry.pattern.test(relative),
      )
      .sort((a, b) => a.names.length - b.names.length)[0];
    if (!target) return undefined;
    const captured = target.pattern.exec(relative)?.slice(1) ?? [];
    return {
      template: target.template,
      method: target.method,
      operationId: asString(target.operation.operationId),
      pathParameters: Object.fromEntries(
        target.names.map((name, index) => [
          name,
          decodeURIComponent(captured[index] ?? ''),
        ]),
      ),
    };
  }

  /**
   * Problems of an answer with `status`, `contentType` and the raw `body` (undefined: empty) to the
   * operation at `template` with `method`: the status is one the operation documents, the content type
   * one it declares for that status, and the body, read as JSON wherever its schema is not plain text
   * (the server sends some JSON as `text/plain`), validates against that media type's schema.
   * @param {string} template
   * @param {string} method
   * @param {{status: number, contentType?: string, body?: string}} answer
   * @returns {string[]}
   */
  responseProblems(template, method, answer) {
    const {status} = answer;
    const operation = asNode(
      this.resolve(asNode(this.spec.paths)[template])[method.toLowerCase()],
    );
    const responses = asNode(operation.responses);
    const response = responses[String(status)] ?? responses.default;
    if (response === undefined)
      return [
        `${method.toUpperCase()} ${template} documents no ${status} answer (it has ${Object.keys(responses).join(', ')})`,
      ];
    const content = asNode(this.resolve(response).content);
    if (answer.body === undefined || answer.body === '')
      return Object.keys(content).length === 0
        ? []
        : [
            `the ${status} answer of ${template} has a body (${Object.keys(content).join(', ')}), none was sent`,
          ];
    const type = (answer.contentType ?? '').split(';')[0]?.trim().toLowerCase();
    const media = Object.entries(content).find(
      ([declared]) => declared.toLowerCase() === type,
    )?.[1];
    if (!media)
      return [
        `the ${status} answer of ${template} is ${type || 'untyped'}, not one of ${Object.keys(content).join(', ') || 'no body'}`,
      ];
    const schema = this.resolve(asNode(media).schema);
    if (asString(schema.type) === 'string')
      return this.schemaProblems(schema, answer.body, `${status} answer`);
    /** @type {unknown} */
    let value;
    try {
      value = JSON.parse(answer.body);
    } catch (error) {
      return [`the ${status} answer is not JSON: ${String(error)}`];
    }
    return this.schemaProblems(asNode(media).schema, value, `${status} answer`);
  }

  /**
   * @private
   * @param {unknown} schema
   * @param {unknown} value
   * @param {string} what
   * @returns {string[]}
   */
  schemaProblems(schema, value, what) {
    const validate = this.ajv.compile(asNode(absoluteRefs(schema ?? {})));
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${what}${error.instancePath} ${error.message ?? 'is invalid'}`,
    );
  }

  /**
   * Problems of `request` as a call of the operation at `template` with `method`.
   * @param {CapturedRequest} request
   * @param {string} template
   * @param {string} method
   * @returns {Promise<string[]>}
   */
  async validate(request, template, method) {
    /** @type {string[]} */
    const problems = [];
    const url = new URL(request.url, 'http://sample.invalid');
    if (request.method.toLowerCase() !== method.toLowerCase())
      problems.push(
        `method is ${request.method}, the operation's is ${method.toUpperCase()}`,
      );
    if (!url.pathname.startsWith(`${this.basePath}/`))
      return [...problems, `${url.pathname} is not under ${this.basePath}/`];
    const path = url.pathname.slice(this.basePath.length);
    // The operation the server would route this to: of the templates that match, the one with the
    // fewest parameters (OpenAPI: concrete paths before templated ones).
    const candidates = this.operations
      .filter(
        (entry) =>
          entry.method === method.toLowerCase() && entry.pattern.test(path),
      )
      .sort((a, b) => a.names.length - b.names.length);
    const target = candidates[0];
    if (!target)
      return [
        ...problems,
        `no ${method.toUpperCase()} operation has the path ${path}`,
      ];
    if (target.template !== template)
      return [...problems, `${path} is ${target.template}, not ${template}`];

    /** @type {Map<string, Node>} */
    const parameters = new Map();
    for (const parameter of [
      ...asArray(target.item.parameters),
      ...asArray(target.operation.parameters),
    ]) {
      const node = this.resolve(parameter);
      parameters.set(`${asString(node.in)}:${asString(node.name)}`, node);
    }
    const captured = target.pattern.exec(path)?.slice(1) ?? [];
    for (const parameter of parameters.values()) {
      const name = asString(parameter.name);
      const where = asString(parameter.in);
      /** @type {string[]} */
      let values = [];
      if (where === 'path')
        values = [
          decodeURIComponent(captured[target.names.indexOf(name)] ?? ''),
        ];
      // Our document has path and query parameters only.
      else if (where === 'query') values = url.searchParams.getAll(name);
      if (values.length === 0) {
        if (parameter.required === true || where === 'path')
          problems.push(`required ${where} parameter ${name} is missing`);
        continue;
      }
      const schema = this.resolve(parameter.schema);
      problems.push(
        ...this.schemaProblems(
          parameter.schema,
          parameterValue(values, schema, this.resolve),
          `${where} parameter ${name}`,
        ),
      );
    }

    problems.push(...this.securityProblems(request, target.operation));
    return [
      ...problems,
      ...(await this.bodyProblems(request, target.operation)),
    ];
  }

  /**
   * A credential a scheme reads from the request, if the request has one.
   * @private
   * @param {CapturedRequest} request
   * @param {Node} scheme
   * @returns {string | undefined}
   */
  credential(request, scheme) {
    const type = asString(scheme.type);
    if (type === 'apiKey') {
      const name = asString(scheme.name);
      const where = asString(scheme.in);
      // Our schemes: the key in a header, the session in a cookie.
      return where === 'header'
        ? header(request, name)
        : cookies(request).get(name);
    }
    // Our other scheme: HTTP bearer.
    const authorization = header(request, 'authorization');
    const prefix = `${asString(scheme.scheme).toLowerCase()} `;
    return authorization?.toLowerCase().startsWith(prefix)
      ? authorization
      : undefined;
  }

  /**
   * @private
   * @param {CapturedRequest} request
   * @param {Node} operation
   * @returns {string[]}
   */
  securityProblems(request, operation) {
    const requirements = asArray(
      'security' in operation ? operation.security : this.spec.security,
    ).map(asNode);
    const schemes = asNode(asNode(this.spec.components).securitySchemes);
    const sent = Object.entries(schemes).filter(
      ([, scheme]) =>
        this.credential(request, this.resolve(scheme)) !== undefined,
    );
    const unasked = this.options.isBrowser
      ? sent.filter(
          ([, scheme]) => asString(this.resolve(scheme).in) !== 'cookie',
        )
      : sent;
    if (
      requirements.length === 0 ||
      requirements.some((r) => Object.keys(r).length === 0)
    )
      return unasked.length === 0
        ? []
        : [
            `a public operation, yet the request sends ${unasked.map(([name]) => name).join(', ')}`,
          ];
    const met = requirements.some((requirement) =>
      Object.keys(requirement).every((name) => {
        const scheme = this.resolve(schemes[name]);
        const value = this.credential(request, scheme);
        if (value === undefined) return false;
        // A key whose form the scheme describes ("of the form `key.1.<id>.<secret>`") has that form.
        const form = /\bform\s+`([^`]+)`/i.exec(
          asString(scheme.description),
        )?.[1];
        if (!form) return true;
        const pattern = form
          .split(/(<[^>]+>)/)
          .map((part) =>
            /^<.+>$/.test(part)
              ? '[^.\\s]+'
              : part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'),
          )
          .join('');
        return new RegExp(`^${pattern}$`).test(value);
      }),
    );
    return met
      ? []
      : [
          `the credentials (${sent.map(([name]) => name).join(', ') || 'none'}) meet none of the operation's security requirements`,
        ];
  }

  /**
   * @private
   * @param {CapturedRequest} request
   * @param {Node} operation
   * @returns {Promise<string[]>}
   */
  async bodyProblems(request, operation) {
    const definition = this.resolve(operation.requestBody);
    const content = asNode(definition.content);
    if (request.body.length === 0)
      return definition.required === true
        ? ['the required request body is missing']
        : [];
    if (Object.keys(content).length === 0)
      return ['a body for an operation that takes none'];
    const type =
      (header(request, 'content-type') ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    const media = Object.entries(content).find(
      ([declared]) => declared.toLowerCase() === type,
    )?.[1];
    if (!media)
      return [
        `content type "${type}" is not one of ${Object.keys(content).join(', ')}`,
      ];
    const schema = asNode(media).schema;
    if (/json/.test(type)) {
      /** @type {unknown} */
      let value;
      try {
        value = JSON.parse(request.body.toString('utf8'));
      } catch (error) {
        return [`the body is not JSON: ${String(error)}`];
      }
      return this.schemaProblems(schema, value, 'body');
    }
    if (type === 'multipart/form-data') {
      try {
        return this.schemaProblems(
          schema,
          await this.formValue(request, schema),
          'form',
        );
      } catch (error) {
        return [`the multipart body cannot be read: ${String(error)}`];
      }
    }
    return this.schemaProblems(schema, request.body.toString('utf8'), 'body');
  }

  /**
   * The parts of a multipart body as the schema's object: repeated names as arrays, files as text.
   * @private
   * @param {CapturedRequest} request
   * @param {unknown} schema
   * @returns {Promise<Record<string, unknown>>}
   */
  async formValue(request, schema) {
    const form = await new Request('http://sample.invalid/', {
      method: 'POST',
      headers: {'content-type': header(request, 'content-type') ?? ''},
      body: new Uint8Array(request.body),
    }).formData();
    const properties = asNode(this.resolve(schema).properties);
    /** @type {Record<string, unknown>} */
    const value = {};
    /** @type {Set<string>} */
    const names = new Set();
    form.forEach((_part, name) => names.add(name));
    for (const name of names) {
      const property = this.resolve(properties[name]);
      const isArray = asString(property.type) === 'array';
      const item = isArray ? this.resolve(property.items) : property;
      const parts = form
        .getAll(name)
        .map((part) =>
          typeof part === 'string'
            ? coerce(part, item)
            : `<file ${part.name}, ${part.size} bytes>`,
        );
      value[name] = isArray ? parts : parts[0];
    }
    return value;
  }
}
