/**
 * Own view of the theme's DocSidebar/Mobile: the same list in the navbar's sidebar, closed by a
 * followed link as the theme's is, handed to the sidebar through `NavbarMenuFiller` so hydration
 * creates no collator (src/components/NavbarMenuFiller).
 */
import {memo, useMemo} from 'react';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
import NavbarMenuFiller from '@site/src/components/NavbarMenuFiller';
import type {NavbarMenuProps} from '@site/src/components/NavbarMenuFiller';

type Menu = Pick<Props, 'sidebar' | 'path'>;

function DocSidebarMobileSecondaryMenu({
  menu,
}: NavbarMenuProps<Menu>): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={menu.sidebar}
        activePath={menu.path}
        onItemClick={(item) => {
          // As the theme's: a link, or a category that is a link, closes the sidebar.
          if (item.type === 'link' || (item.type === 'category' && item.href))
            mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return (
    <NavbarMenuFiller component={DocSidebarMobileSecondaryMenu} menu={menu} />
  );
}

export default memo(DocSidebarMobile);
