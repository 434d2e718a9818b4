/** Reading an OpenAPI document as plain JSON: local `$ref`s followed, values checked by shape. */

export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const asNode = (value: unknown): Node => (isNode(value) ? value : {});
export const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : [];
export const asString = (value: unknown): string =>
  typeof value === 'string' ? value : '';

/** Follows local `$ref`s (`#/…`) to their target; keys beside a `$ref` win over the target's. */
export function resolveRef(spec: Node, value: unknown): Node {
  let node = asNode(value);
  const siblings: Node = {};
  for (let hops = 0; typeof node.$ref === 'string' && hops < 32; hops += 1) {
    const ref: string = node.$ref;
    for (const [key, child] of Object.entries(node))
      if (key !== '$ref' && !(key in siblings)) siblings[key] = child;
    if (!ref.startsWith('#/')) return {...siblings};
    node = asNode(
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (current, key) =>
            asNode(current)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          spec,
        ),
    );
  }
  return {...node, ...siblings};
}
