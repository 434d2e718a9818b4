/**
 * With tag groups (`x-tagGroups`), Redoc 2.4 nests each group's tags in a plain `<ul>` whose items
 * are `role="menuitem"`: a menu item outside any menu or group (axe: aria-required-parent) in a list
 * that holds no list items (axe: list). Giving that `<ul>` the role `menu` (a submenu of the group)
 * gives the items the parent axe and the ARIA spec require.
 */
export const GROUP_LISTS =
  '.menu-content li[data-item-id^="group/"] > ul:not([role])';

export function giveGroupListsTheirRole(root: ParentNode): void {
  for (const list of Array.from(root.querySelectorAll(GROUP_LISTS)))
    list.setAttribute('role', 'menu');
}
