/**
 * The ids Redoc gives the sections of a document: `tag/<Tag>` for a tag, and for an operation
 * `tag/<Tag>/operation/<operationId>` (or, without an id, its path and method). A plain module:
 * the tag pages run it in the browser bundle (src/api-reference/theme/ApiDoc), the build in Node.
 */

import {HTTP_METHODS} from './httpMethods.mjs';

export {HTTP_METHODS};

/** Redoc's anchor of an operation (its `data-section-id`): by operationId, else by path and method. */
export function operationAnchor(
  tag: string,
  operationId: string | undefined,
  path: string,
  method: string,
): string {
  if (operationId) return `tag/${tag}/operation/${operationId}`;
  return `tag/${tag}/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
}

interface DocumentSections {
  tags?: {name: string}[];
  paths?: Record<string, Record<string, unknown> | undefined>;
}

/** An operation of a tag page, as its menu lists it (src/api-reference/components/ApiTagMenu). */
export interface PageOperation {
  /** Redoc's section id of the operation, the link's hash without `#`. */
  id: string;
  /** `GET`, `POST`, … */
  method: string;
  /** The operation's summary, else its path. */
  label: string;
}

/**
 * The operations of a tag page's document (one that names the tag of each operation), in
 * Redoc's order: the order of the paths, and of the methods within each path item.
 */
export function pageOperations(document: DocumentSections): PageOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item?.[method] as
        {operationId?: string; summary?: string; tags?: string[]} | undefined;
      const tag = operation?.tags?.[0];
      if (!operation || tag === undefined) return [];
      return [
        {
          id: operationAnchor(tag, operation.operationId, path, method),
          method: method.toUpperCase(),
          label: operation.summary || path,
        },
      ];
    }),
  );
}

/** The section ids of a tag page's document: its tags, then its operations. */
export function sectionIds(document: DocumentSections): string[] {
  return [
    ...(document.tags ?? []).map(({name}) => `tag/${name}`),
    ...pageOperations(document).map(({id}) => id),
  ];
}
