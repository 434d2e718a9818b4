// @ts-check
/**
 * The operations a path item can hold, in OpenAPI's order. Plain JavaScript, checked by TypeScript
 * through its JSDoc, so that the site (through sectionIds.ts) and the tools under scripts/, which
 * Node runs without a TypeScript loader, walk a document with the one list.
 */
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
