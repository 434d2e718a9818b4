/**
 * Search records for the API reference, built with the rest of the index: one per tag page and one
 * per operation, so Ctrl/⌘ K finds `createReceipt`, `POST /receipt/quickScan` or "quick scan" and
 * opens the operation on its page. (Redoc's own search would cover only the page it is on.)
 */
import type {IndexedRecord} from './records';
import {buildRecord, toPlainText} from './records';
import type {OperationSummary} from '../../api-reference/build/splitSpec';

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
    const source = {
      permalink: page.route,
      title: `${page.title} API`,
      lvl0: API_LVL0,
      version: null,
    };
    const noLevels = {lvl2: null, lvl3: null};
    return [
      buildRecord(
        source,
        0,
        'lvl1',
        null,
        noLevels,
        toPlainText(page.description),
      ),
      ...page.operations.map((operation, index) =>
        buildRecord(
          source,
          index + 1,
          'lvl2',
          operation.anchor,
          {lvl2: operation.summary, lvl3: null},
          [
            `${operation.method} ${operation.path}`,
            operation.operationId ?? '',
            toPlainText(operation.description),
          ]
            .filter(Boolean)
            .join(' · '),
        ),
      ),
    ];
  });
}
