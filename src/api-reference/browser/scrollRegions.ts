/**
 * Redoc's request and response samples scroll inside their tab panels but cannot take keyboard
 * focus, so keyboard users cannot scroll them (axe: scrollable-region-focusable). Make each such
 * region focusable and name it.
 *
 * The regions are found by Redoc's markup, not by reading computed styles: asking for an element's
 * style makes the browser compute the styles of every section off screen, which it otherwise skips
 * (content-visibility in src/api-reference/theme/Redoc/styles.css), and cost 0.4–0.7 s of blocked main thread per check on a
 * throttled phone. The scrolling elements are the wrapper of each JSON sample and each `pre`; the
 * API browser test runs axe over the whole page to catch a Redoc update that changes this.
 */
const SAMPLE_SCROLLERS =
  '[role="tabpanel"] :is(div:has(> .redoc-json), pre):not([tabindex])';

/**
 * Each region's name says which sample it is, "createReceipt: curl sample", "createReceipt: 200
 * sample": a page has a region per sample shown, and landmarks of one name are one too many (axe:
 * landmark-unique). The operation is its section's id (Redoc's `data-section-id`,
 * `tag/Receipt/operation/createReceipt`), the sample its tab's label; where either is missing the
 * name is "Code sample".
 */
function sampleName(element: Element): string {
  const panel = element.closest('[role="tabpanel"]');
  const tabId = panel?.getAttribute('aria-labelledby');
  const tab = tabId ? element.ownerDocument.getElementById(tabId) : null;
  const sample = tab?.textContent?.trim();
  const operation = element
    .closest('[data-section-id*="/operation/"]')
    ?.getAttribute('data-section-id')
    ?.split('/operation/')[1];
  return sample && operation ? `${operation}: ${sample} sample` : 'Code sample';
}

export function makeScrollRegionsFocusable(root: ParentNode): number {
  const regions = Array.from(root.querySelectorAll(SAMPLE_SCROLLERS));
  for (const element of regions) {
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', sampleName(element));
  }
  return regions.length;
}
