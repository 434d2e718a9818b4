import {describe, expect, it} from 'vitest';
import {giveGroupListsTheirRole} from '../../../src/api-reference/menuRoles';

describe('giveGroupListsTheirRole', () => {
  it('gives the tag list of each menu group the role menu, and nothing else', () => {
    document.body.innerHTML = `<div class="menu-content"><ul id="menu" role="menu">
      <li data-item-id="group/Receipts"><label>Receipts</label><ul id="tags"><li role="menuitem" data-item-id="tag/Receipt"><ul id="ops"></ul></li></ul></li>
    </ul></div>`;
    giveGroupListsTheirRole(document);
    const roles = (): Record<string, string | null> =>
      Object.fromEntries(
        ['menu', 'tags', 'ops'].map((id) => [
          id,
          document.getElementById(id)?.getAttribute('role') ?? null,
        ]),
      );
    // The group's tag list becomes a menu; Redoc's own menu keeps its role, the operations list gets none.
    expect(roles()).toEqual({menu: 'menu', tags: 'menu', ops: null});
  });
});
