import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {ApiNavigation} from '@site/src/api-reference/splitSpec';

interface Props {
  navigation: ApiNavigation;
}

/**
 * The phone menu of a tag page of the API reference (the navbar sidebar's secondary menu, where docs
 * pages list their sidebar): the index, then every tag page by area, so another tag is one tap away.
 */
export default function ApiPagesMenu({navigation}: Props): ReactNode {
  const {pathname} = useLocation();
  const sidebar = useNavbarMobileSidebar();
  // A link closes the menu, as the docs sidebar's links do.
  const link = (to: string, label: string) => (
    <Link
      to={to}
      className={clsx('menu__link', pathname === to && 'menu__link--active')}
      aria-current={pathname === to ? 'page' : undefined}
      onClick={() => sidebar.toggle()}>
      {label}
    </Link>
  );
  return (
    <nav aria-label="API reference pages">
      <ul className="menu__list">
        <li className="menu__list-item">
          {link(navigation.route, 'API reference')}
        </li>
        {navigation.areas.map((area) => (
          <li key={area.name ?? ''} className="menu__list-item">
            {area.name && (
              <span className="menu__link menu__link--sublist-caret-none">
                <strong>{area.name}</strong>
              </span>
            )}
            <ul className="menu__list">
              {area.pages.map((page) => (
                <li key={page.route} className="menu__list-item">
                  {link(page.route, page.title)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
