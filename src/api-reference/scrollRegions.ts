/**
 * Redoc's request and response samples scroll inside their tab panels but cannot take keyboard
 * focus, so keyboard users cannot scroll them (axe: scrollable-region-focusable). Make each such
 * region focusable and name it after its panel.
 */
const SCROLLING = new Set(['auto', 'scroll']);

export function makeScrollRegionsFocusable(root: ParentNode, getStyle: (element: Element) => {overflowX: string; overflowY: string} = getComputedStyle): number {
  let changed = 0;
  for (const panel of Array.from(root.querySelectorAll('[role="tabpanel"]'))) {
    for (const element of Array.from(panel.querySelectorAll('div, pre'))) {
      if (element.hasAttribute('tabindex')) continue;
      const style = getStyle(element);
      if (!SCROLLING.has(style.overflowX) && !SCROLLING.has(style.overflowY)) continue;
      element.setAttribute('tabindex', '0');
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', 'Code sample');
      changed += 1;
    }
  }
  return changed;
}
