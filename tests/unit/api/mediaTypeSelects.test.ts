// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {nameMediaTypeSelects} from '../../../src/api-reference/browser/mediaTypeSelects';

// Redoc's markup for a response with two media types (as built for /api/user/).
const PANEL = `
  <div role="tabpanel"><div><span>Content type</span>
    <div><select class="dropdown-select"><option>application/json</option>
      <option>text/plain</option></select><label>application/json</label></div>
  </div></div>
  <select id="elsewhere"><option>x</option></select>`;

describe('nameMediaTypeSelects', () => {
  it('names the media-type select of a samples panel, and only it', () => {
    document.body.innerHTML = PANEL;
    expect(nameMediaTypeSelects(document)).toBe(1);
    expect(
      document.querySelector('.dropdown-select')?.getAttribute('aria-label'),
    ).toBe('Content type');
    expect(
      document.getElementById('elsewhere')?.hasAttribute('aria-label'),
    ).toBe(false);
  });

  it('leaves a named select alone, so running it again changes nothing', () => {
    document.body.innerHTML = PANEL;
    nameMediaTypeSelects(document);
    expect(nameMediaTypeSelects(document)).toBe(0);
  });
});
