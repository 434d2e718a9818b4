import {describe, expect, it} from 'vitest';
import {giveGroupListsTheirRole} from '../../../src/api-reference/menuRoles';

describe('giveGroupListsTheirRole', () => {
  it('gives the tag list of each menu group the role menu, and nothing else', () => {
    document.body.innerHTML = `<div class="menu-content"><ul role="menu">
      <li data-item-id="group/Receipts"><label>Receipts</label><ul id="tags"><li role="menuitem" data-item-id="tag/Receipt"><ul id="ops"></ul></li></ul></li>
    </ul></div>`;
    giveGroupListsTheirRole(document);
    expect(document.getElementById('tags')?.getAttribute('role')).toBe('menu');
    expect(document.getElementById('ops')?.hasAttribute('role')).toBe(false);
    expect(
      document.querySelector('ul[role="menu"]')?.getAttribute('role'),
    ).toBe('menu');
  });
});
