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

  it('clicks the last control clicked again when released', () => {
    const root = reference();
    const seen = clicksOn(root);
    const held = holdClicks(root);
    (root.querySelector('#curl') as HTMLElement).click();
    (root.querySelector('#python span') as HTMLElement).click();
    held.release();
    expect(seen).toEqual(['curl', 'span', 'span']);
    // Released once: later clicks are not recorded.
    (root.querySelector('#curl') as HTMLElement).click();
    held.release();
    expect(seen).toEqual(['curl', 'span', 'span', 'curl']);
  });

  it('once stopped, records no more clicks and clicks again the last one held before', () => {
    const root = reference();
    const seen = clicksOn(root);
    const held = holdClicks(root);
    (root.querySelector('#curl') as HTMLElement).click();
    held.stop();
    // Handled by Redoc's root once it exists: not to be clicked a second time.
    (root.querySelector('#python') as HTMLElement).click();
    held.release();
    expect(seen).toEqual(['curl', 'python', 'curl']);
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
    held.release();
    expect(seen).toEqual(['span']);
  });

  it('clicks nothing when the control has left the page, or when dropped', () => {
    const root = reference();
    const seen = clicksOn(root);
    const gone = holdClicks(root);
    const curl = root.querySelector('#curl') as HTMLElement;
    curl.click();
    curl.remove();
    gone.release();
    const dropped = holdClicks(root);
    (root.querySelector('#python') as HTMLElement).click();
    dropped.drop();
    dropped.release();
    expect(seen).toEqual(['curl', 'python']);
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
