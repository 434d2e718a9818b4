import {describe, expect, it} from 'vitest';
import {
  REDOC_SCROLL_WRITE_MS,
  delayAfterScroll,
  pageLinkTarget,
} from '../../../src/api-reference/pageLinks';

const HERE = {origin: window.location.origin, pathname: '/api/'};

/** A click on the link `html` makes inside a Redoc page, with the event's modifiers. */
function clickOn(
  html: string,
  init: MouseEventInit = {},
  on = (): Element | null => document.querySelector('.redocusaurus a'),
): MouseEvent {
  document.body.innerHTML = `<div class="redocusaurus">${html}</div><a id="outside" href="/api/user/">outside</a>`;
  const link = on() as Element;
  const event = new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    button: 0,
    ...init,
  });
  Object.defineProperty(event, 'target', {value: link.firstChild ?? link});
  return event;
}

describe('pageLinkTarget', () => {
  it('opens another page of the reference in the app, keeping its anchor', () => {
    expect(
      pageLinkTarget(
        clickOn(
          '<a href="/api/receipt/#tag/Receipt/operation/createReceipt"><code>POST</code></a>',
        ),
        HERE,
        '/api/',
      ),
    ).toBe('/api/receipt/#tag/Receipt/operation/createReceipt');
  });

  it.each([
    ['an in-page anchor', '<a href="#tag/Receipt">x</a>', {}],
    ['another site', '<a href="https://example.com/api/x/">x</a>', {}],
    ['a docs page', '<a href="/docs/getting-started/">x</a>', {}],
    ['the download', '<a href="/api/openapi.yaml" download>x</a>', {}],
    ['a Markdown copy', '<a href="/api/operations/ping.md">x</a>', {}],
    ['a new tab', '<a href="/api/user/" target="_blank">x</a>', {}],
    ['Ctrl+click', '<a href="/api/user/">x</a>', {ctrlKey: true}],
    ['⌘+click', '<a href="/api/user/">x</a>', {metaKey: true}],
    ['Shift+click', '<a href="/api/user/">x</a>', {shiftKey: true}],
    ['a middle click', '<a href="/api/user/">x</a>', {button: 1}],
  ])('leaves %s to the browser', (_, html, init) => {
    expect(pageLinkTarget(clickOn(html, init), HERE, '/api/')).toBeNull();
  });

  it('leaves links outside Redoc and clicks something else handled', () => {
    const outside = clickOn('<span>no link</span>', {}, () =>
      document.getElementById('outside'),
    );
    expect(pageLinkTarget(outside, HERE, '/api/')).toBeNull();
    const handled = clickOn('<a href="/api/user/">x</a>');
    handled.preventDefault();
    expect(pageLinkTarget(handled, HERE, '/api/')).toBeNull();
  });
});

describe('delayAfterScroll', () => {
  it('opens at once when the page has not scrolled lately', () => {
    expect(delayAfterScroll(-Infinity, 1000)).toBe(0);
    expect(delayAfterScroll(1000, 1000 + REDOC_SCROLL_WRITE_MS)).toBe(0);
    expect(delayAfterScroll(1000, 5000)).toBe(0);
  });

  it("waits out Redoc's late write after a scroll", () => {
    expect(REDOC_SCROLL_WRITE_MS).toBeGreaterThan(100);
    expect(delayAfterScroll(1000, 1000)).toBe(REDOC_SCROLL_WRITE_MS);
    expect(delayAfterScroll(1000, 1040)).toBe(REDOC_SCROLL_WRITE_MS - 40);
  });
});
