// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {makeScrollRegionsFocusable} from '../../../src/api-reference/browser/scrollRegions';

function samplePanels(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div role="tabpanel">
      <div class="wrapper"><div class="sample"><div class="redoc-json"><code>{}</code></div></div></div>
      <div class="hoverable"><span>"id": 1</span></div>
      <pre>curl https://example.org</pre>
      <pre tabindex="-1">already focusable</pre>
    </div>
    <div class="sample outside"><div class="redoc-json">outside any panel</div></div>`;
  return root;
}

describe('makeScrollRegionsFocusable', () => {
  it('makes each JSON sample wrapper and code block in a tab panel a focusable, named region', () => {
    const root = samplePanels();
    expect(makeScrollRegionsFocusable(root)).toBe(2);
    const regions = Array.from(root.querySelectorAll('[role="region"]'));
    expect(
      regions.map((element) => element.className || element.tagName),
    ).toEqual(['sample', 'PRE']);
    for (const region of regions) {
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(region.getAttribute('aria-label')).toBe('Code sample');
    }
  });

  it('leaves other elements, focusable ones and samples outside a panel alone, and is idempotent', () => {
    const root = samplePanels();
    makeScrollRegionsFocusable(root);
    expect(root.querySelector('.wrapper')?.hasAttribute('tabindex')).toBe(
      false,
    );
    expect(root.querySelector('.hoverable')?.hasAttribute('tabindex')).toBe(
      false,
    );
    expect(root.querySelector('pre[tabindex="-1"]')?.hasAttribute('role')).toBe(
      false,
    );
    expect(root.querySelector('.outside')?.hasAttribute('tabindex')).toBe(
      false,
    );
    expect(makeScrollRegionsFocusable(root)).toBe(0);
  });

  it('never asks for computed styles (that would lay out every off-screen section)', () => {
    const root = samplePanels();
    const original = window.getComputedStyle;
    let calls = 0;
    window.getComputedStyle = ((...args: Parameters<typeof original>) => {
      calls += 1;
      return original(...args);
    }) as typeof original;
    try {
      makeScrollRegionsFocusable(root);
    } finally {
      window.getComputedStyle = original;
    }
    expect(calls).toBe(0);
  });
});
