// @ts-check
/**
 * Reading an OpenAPI document as plain JSON: local `$ref`s followed, values checked by shape. Plain
 * JavaScript, checked by TypeScript through its JSDoc, so that the site's build and the tools under
 * scripts/ (scripts/shared/specRequest.mjs, which Node runs without a TypeScript loader) share it.
 */

/** @typedef {Record<string, unknown>} Node */

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
