/**
 * Search records for the API reference, built with the rest of the index: one per tag page and one
 * per operation, so Ctrl/⌘ K finds `createReceipt`, `POST /receipt/quickScan` or "quick scan" and
 * opens the operation on its page. (Redoc's own search would cover only the page it is on.)
 */
import type {IndexedRecord} from './records';
import {STORED_CONTENT_LENGTH, cutAtWord} from './records';
import type {OperationSummary} from '../../api-reference/splitSpec';

export interface ApiPageEntry {
  /** The tag's display name, e.g. "Receipts". */
  title: string;
  /** e.g. `/api/receipt/` */
  route: string;
  description: string;
  operations: OperationSummary[];
}

/** Results are grouped under this heading. */
export const API_LVL0 = 'API reference';

export function apiRecords(pages: readonly ApiPageEntry[]): IndexedRecord[] {
  return pages.flatMap((page) => {
    const pageTitle = `${page.title} API`;
    const pageText = plainText(page.description);
    const record = (
      id: string,
      anchor: string | null,
      lvl2: string | null,
      text: string,
    ): IndexedRecord => ({
      objectID: `${page.route}#${id}`,
      url: anchor ? `${page.route}#${anchor}` : page.route,
      url_without_anchor: page.route,
      anchor,
      type: lvl2 ? 'lvl2' : 'lvl1',
      hierarchy: {
        lvl0: API_LVL0,
        lvl1: pageTitle,
        lvl2,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: text ? cutAtWord(text, STORED_CONTENT_LENGTH) : null,
      version: null,
      text,
    });
    return [
      record('page', null, null, pageText),
      ...page.operations.map((operation) => {
        const signature = `${operation.method} ${operation.path}`;
        const text = [
          signature,
          operation.operationId ?? '',
          plainText(operation.description),
        ]
          .filter(Boolean)
          .join(' · ');
        return record(
          operation.anchor,
          operation.anchor,
          operation.summary,
          text,
        );
      }),
    ];
  });
}

/** Markdown to the words a reader sees: links keep their text, emphasis and code marks go. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
