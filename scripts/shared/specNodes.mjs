// @ts-check
/**
 * Reading an OpenAPI document as plain JSON, for the tools under scripts/ and the tests that share
 * them (Node runs this file as it is; TypeScript checks it through its JSDoc). The same helpers as
 * src/api-reference/build/specNodes.ts and HTTP_METHODS of src/api-reference/sectionIds.ts, which the site
 * bundles; tests/unit/project/sharedTools.test.ts holds the two alike.
 */

/** @typedef {Record<string, unknown>} Node */

/** The operations a path item can hold, in OpenAPI's order. */
export const HTTP_METHODS = /** @type {const} */ ([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

/** @type {(value: unknown) => value is Node} */
export const isNode = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** @type {(value: unknown) => Node} */
export const asNode = (value) => (isNode(value) ? value : {});
/** @type {(value: unknown) => unknown[]} */
export const asArray = (value) => (Array.isArray(value) ? value : []);
/** @type {(value: unknown) => string} */
export const asString = (value) => (typeof value === 'string' ? value : '');

/**
 * Follows local `$ref`s (`#/…`) to their target; keys beside a `$ref` win over the target's.
 * @param {Node} spec
 * @param {unknown} value
 * @returns {Node}
 */
export function resolveRef(spec, value) {
  let node = asNode(value);
  /** @type {Node} */
  const siblings = {};
  for (let hops = 0; typeof node.$ref === 'string' && hops < 32; hops += 1) {
    /** @type {string} */
    const ref = node.$ref;
    for (const [key, child] of Object.entries(node))
      if (key !== '$ref' && !(key in siblings)) siblings[key] = child;
    if (!ref.startsWith('#/')) return {...siblings};
    node = asNode(
      ref
        .slice(2)
        .split('/')
        .reduce(
          (/** @type {unknown} */ current, key) =>
            asNode(current)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          spec,
        ),
    );
  }
  return {...node, ...siblings};
}
