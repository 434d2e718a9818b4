// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {
  INTENT_EVENTS,
  holdClicks,
  onFirstIntent,
} from '../../../src/api-reference/browser/startOnIntent';

function reference(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<ul role="tablist"><li role="tab" id="curl">curl</li><li role="tab" id="python"><span>Python</span></li></ul>' +
    '<a href="#tag/Receipt" id="link"><span>Receipts</span></a>';
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('onFirstIntent', () => {
  it.each(INTENT_EVENTS)('starts at a %s inside the element', (type) => {
    const root = reference();
    let starts = 0;
    onFirstIntent(root, () => (starts += 1));
    root.querySelector('#curl')?.dispatchEvent(new Event(type));
    expect(starts).toBe(1);
  });

  it('starts once, whatever follows, and not for events outside the element', () => {
    const root = reference();
    const outside = document.createElement('button');
    document.body.append(outside);
    let starts = 0;
    onFirstIntent(root, () => (starts += 1));
    outside.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(starts).toBe(0);
    root.dispatchEvent(new Event('focusin'));
    root.dispatchEvent(new Event('keydown'));
    root.dispatchEvent(new Event('pointerdown'));
    expect(starts).toBe(1);
  });

  it('starts nothing once stopped', () => {
    const root = reference();
    let starts = 0;
    onFirstIntent(root, () => (starts += 1))();
    root.dispatchEvent(new Event('pointerover'));
    expect(starts).toBe(0);
  });
});

describe('holdClicks', () => {
  /** Records the clicks each element of the reference receives. */
  function clicksOn(root: HTMLElement): string[] {
    const seen: string[] = [];
    root.addEventListener('click', (event) =>
      seen.push((event.target as HTMLElement).id || 'span'),
    );
    return seen;
  }

  it('holds clicks from every handler of the page and clicks the last control again, once, when released', () => {
    const root = reference();
    const seen = clicksOn(root);
    let seenByDocument = 0;
    const countDocument = () => (seenByDocument += 1);
    document.addEventListener('click', countDocument);
    const held = holdClicks(root);
    (root.querySelector('#curl') as HTMLElement).click();
    (root.querySelector('#python span') as HTMLElement).click();
    // Neither Redoc's root (a listener on the reference) nor the page's saw them.
    expect(seen).toEqual([]);
    expect(seenByDocument).toBe(0);
    held.release();
    expect(seen).toEqual(['span']);
    expect(seenByDocument).toBe(1);
    // Released once: later clicks reach the page at once and are not clicked again.
    (root.querySelector('#curl') as HTMLElement).click();
    held.release();
    expect(seen).toEqual(['span', 'curl']);
    document.removeEventListener('click', countDocument);
  });

  it("keeps a held click's default action", () => {
    const root = reference();
    root.insertAdjacentHTML(
      'beforeend',
      '<label id="label">Show<input type="checkbox" id="box"></label>',
    );
    const held = holdClicks(root);
    (root.querySelector('#box') as HTMLInputElement).click();
    expect((root.querySelector('#box') as HTMLInputElement).checked).toBe(true);
    held.drop();
  });

  it('leaves a click on a link to the browser', () => {
    const root = reference();
    const seen = clicksOn(root);
    const held = holdClicks(root);
    (root.querySelector('#link span') as HTMLElement).addEventListener(
      'click',
      (event) => event.preventDefault(),
    );
    (root.querySelector('#link span') as HTMLElement).click();
    // Handled at once, as the browser would, and not clicked again.
    expect(seen).toEqual(['span']);
    held.release();
    expect(seen).toEqual(['span']);
  });

  it('clicks the element now in the place of one rendered anew meanwhile', () => {
    const root = reference();
    const seen = clicksOn(root);
    const held = holdClicks(root);
    (root.querySelector('#python span') as HTMLElement).click();
    // React renders the reference anew: the same markup, new elements.
    const list = root.querySelector('ul') as HTMLElement;
    list.replaceWith(list.cloneNode(true));
    held.release();
    expect(seen).toEqual(['span']);
    expect(root.querySelector('#python span')?.isConnected).toBe(true);
  });

  it('clicks nothing when the control and its place have left the page', () => {
    const root = reference();
    const seen = clicksOn(root);
    const held = holdClicks(root);
    (root.querySelector('#curl') as HTMLElement).click();
    root.querySelector('ul')?.remove();
    held.release();
    expect(seen).toEqual([]);
  });

  it('clicks nothing when dropped, and lets clicks reach the page again', () => {
    const root = reference();
    const seen = clicksOn(root);
    const held = holdClicks(root);
    (root.querySelector('#python') as HTMLElement).click();
    held.drop();
    held.release();
    expect(seen).toEqual([]);
    (root.querySelector('#python') as HTMLElement).click();
    expect(seen).toEqual(['python']);
  });

  it('ignores clicks outside the element', () => {
    const root = reference();
    const outside = document.createElement('button');
    document.body.append(outside);
    let outsideClicks = 0;
    outside.addEventListener('click', () => (outsideClicks += 1));
    const held = holdClicks(root);
    outside.click();
    held.release();
    expect(outsideClicks).toBe(1);
  });
});
