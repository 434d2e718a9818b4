import {describe, expect, it} from 'vitest';
import {capSearchInput} from '../../../../src/search/docsearch/inputLimit';

function input(className: string, value = ''): HTMLInputElement {
  const element = document.createElement('input');
  element.className = className;
  element.maxLength = 512;
  element.value = value;
  return element;
}

describe('capSearchInput', () => {
  it('caps the DocSearch input at 256 characters, enough for a pasted error message, and cuts a longer value', () => {
    const element = input('DocSearch-Input', 'x'.repeat(300));
    capSearchInput(element);
    expect(element.maxLength).toBe(256);
    expect(element.value).toHaveLength(256);
  });

  it('leaves other inputs alone', () => {
    const element = input('search-page-input', 'x'.repeat(80));
    capSearchInput(element);
    expect(element.maxLength).toBe(512);
    expect(element.value).toHaveLength(80);
  });
});
