/** Page object for the DocSearch modal (DOM we don't own, so DocSearch's own class names). */
import type {Locator, Page} from 'playwright-core';

export class SearchModal {
  constructor(private readonly page: Page) {}

  get button(): Locator {
    return this.page.locator('.DocSearch-Button');
  }

  get modal(): Locator {
    return this.page.locator('.DocSearch-Modal');
  }

  get input(): Locator {
    return this.page.locator('.DocSearch-Input');
  }

  get hits(): Locator {
    return this.page.locator('.DocSearch-Hit');
  }

  get dropdown(): Locator {
    return this.page.locator('.DocSearch-Dropdown');
  }

  async open(): Promise<void> {
    await this.button.click();
    await this.modal.waitFor({state: 'visible'});
  }

  async search(query: string): Promise<void> {
    await this.input.fill(query);
  }

  async waitForHits(): Promise<void> {
    await this.hits.first().waitFor({state: 'visible'});
  }

  /** Searches, opens the first hit with Enter and waits for its page: the hit becomes a Recent. */
  async openFirstHitFor(query: string): Promise<void> {
    await this.open();
    await this.search(query);
    await this.waitForHits();
    const target = await this.page
      .locator('.DocSearch-Hit[aria-selected="true"] a')
      .getAttribute('href');
    await this.page.keyboard.press('Enter');
    await this.page.waitForURL(
      (url) => `${url.pathname}${url.hash}` === target,
    );
  }
}
