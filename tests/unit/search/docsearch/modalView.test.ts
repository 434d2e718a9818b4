import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  fillSearchInput,
  readModalView,
  watchModalView,
} from '../../../../src/search/docsearch/modalView';
import type {ModalView} from '../../../../src/search/docsearch/modalView';

function openModal(query = ''): HTMLInputElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div class="DocSearch-Container"><div class="DocSearch-Modal"><header class="DocSearch-SearchBar"><input class="DocSearch-Input" value="${query}"></header><footer class="DocSearch-Footer"></footer></div></div>`,
  );
  document.body.classList.add('DocSearch--active');
  return document.querySelector<HTMLInputElement>('input.DocSearch-Input')!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('readModalView', () => {
  it('reads a closed modal as closed', () => {
    expect(readModalView(document)).toEqual({
      modal: null,
      query: '',
      hasDropdown: false,
      noResults: null,
    });
  });

  it('reads the query and which screen is shown', () => {
    openModal('redis');
    const modal = document.querySelector('.DocSearch-Modal')!;
    expect(readModalView(document)).toMatchObject({
      modal,
      query: 'redis',
      hasDropdown: false,
      noResults: null,
    });
    modal.insertAdjacentHTML(
      'beforeend',
      '<div class="DocSearch-Dropdown"><div class="DocSearch-NoResults"></div></div>',
    );
    expect(readModalView(document)).toMatchObject({
      hasDropdown: true,
      noResults: modal.querySelector('.DocSearch-NoResults'),
    });
  });
});

describe('watchModalView', () => {
  it('reports opening, screens changing inside the modal, typing and closing; nothing after unsubscribing', async () => {
    const views: ModalView[] = [];
    const stop = watchModalView(document, (view) => views.push(view));
    expect(views.at(-1)?.modal).toBeNull();

    const input = openModal();
    await flush();
    expect(views.at(-1)?.modal).not.toBeNull();

    document
      .querySelector('.DocSearch-Modal')!
      .insertAdjacentHTML(
        'beforeend',
        '<div class="DocSearch-Dropdown"></div>',
      );
    await flush();
    expect(views.at(-1)?.hasDropdown).toBe(true);

    input.value = 'imap';
    input.dispatchEvent(new Event('input', {bubbles: true}));
    expect(views.at(-1)?.query).toBe('imap');

    document.body.innerHTML = '';
    document.body.classList.remove('DocSearch--active');
    await flush();
    expect(views.at(-1)?.modal).toBeNull();

    const seen = views.length;
    stop();
    openModal('late');
    await flush();
    expect(views).toHaveLength(seen);
  });

  it('does no work for DOM changes elsewhere on the page while the modal is closed', async () => {
    const stop = watchModalView(document, () => {});
    const lookups = vi.spyOn(document, 'querySelector');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<main><p>unrelated</p></main>',
    );
    await flush();
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
    stop();
  });
});

describe('fillSearchInput', () => {
  it('sets the value, fires an input event and focuses the field', () => {
    const input = openModal();
    const onInput = vi.fn();
    input.addEventListener('input', onInput);
    fillSearchInput(input, 'environment variables');
    expect(input.value).toBe('environment variables');
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
  });
});
