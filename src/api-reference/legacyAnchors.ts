/**
 * The API reference was one page, and links to it name a tag or an operation in the hash:
 * `/api/#tag/Receipt`, `/api/#tag/Receipt/operation/createReceipt`, or Redoc's older
 * `/api/#operation/createReceipt`. Each tag now has a page of its own (./build/splitSpec); this finds the
 * page and anchor such a hash means, so the index can send the reader on. Runs in the browser.
 */
export interface LegacyAnchors {
  /** The reference's route, e.g. `/api/`. */
  route: string;
  /** Tag name → slug of its page. */
  pages: Record<string, string>;
  /** operationId → tag name. */
  operations: Record<string, string>;
}

/** The address `hash` now lives at, or null when it is not a tag or an operation (it stays here). */
export function legacyAnchorTarget(
  hash: string,
  anchors: LegacyAnchors,
): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  const own = (key: string, record: Record<string, string>): string | null =>
    Object.hasOwn(record, key) ? (record[key] ?? null) : null;
  const operationId = /^operation\/(.+)$/.exec(id)?.[1];
  if (operationId !== undefined) {
    const tag = own(operationId, anchors.operations);
    const slug = tag === null ? null : own(tag, anchors.pages);
    return slug === null
      ? null
      : `${anchors.route}${slug}/#${encodeHash(`tag/${tag}/operation/${operationId}`)}`;
  }
  const tag = /^tag\/([^/]+)(\/.*)?$/.exec(id)?.[1];
  if (tag !== undefined) {
    const slug = own(tag, anchors.pages);
    return slug === null ? null : `${anchors.route}${slug}/#${encodeHash(id)}`;
  }
  return null;
}

/** Keeps `/` readable in the hash, as Redoc writes its anchors. */
function encodeHash(id: string): string {
  return encodeURIComponent(id).replace(/%2F/g, '/');
}
