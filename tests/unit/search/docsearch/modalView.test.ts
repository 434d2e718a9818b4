// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {watchModalView} from '../../../../src/search/docsearch/modalView';
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
        '<div class="DocSearch-Dropdown"><div class="DocSearch-NoResults"></div></div>',
      );
    await flush();
    expect(views.at(-1)?.dropdown?.className).toBe('DocSearch-Dropdown');
    expect(views.at(-1)?.noResults?.className).toBe('DocSearch-NoResults');

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
