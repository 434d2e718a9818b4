import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {ApiNavigation} from '@site/src/api-reference/build/splitSpec';
import type {PageOperation} from '@site/src/api-reference/sectionIds';
import styles from './styles.module.css';

interface Props {
  navigation: ApiNavigation;
  /** The operations of the page being read (src/api-reference/sectionIds.ts `pageOperations`). */
  operations: PageOperation[];
  /** The id of the operation on screen (src/api-reference/browser/pageMenu.ts `followReading`), if any. */
  reading: string | null;
  /** Called when one of the menu's links is followed. */
  onNavigate?: () => void;
}

/**
 * The menu of a tag page of the API reference: the index, then every tag page by area, and under
 * the page being read its operations, the one on screen marked. Beside the reference on a wide
 * screen (`ApiTagMenuColumn`), in the navbar's menu on a phone (`ApiTagMenuInSidebar`).
 */
export default function ApiTagMenu({
  navigation,
  operations,
  reading,
  onNavigate,
}: Props): ReactNode {
  const {pathname} = useLocation();
  const page = (to: string, label: string) => (
    <Link
      to={to}
      className={clsx('menu__link', pathname === to && 'menu__link--active')}
      aria-current={pathname === to ? 'page' : undefined}
      onClick={onNavigate}>
      {label}
    </Link>
  );
  return (
    <nav aria-label="API reference pages">
      <ul className="menu__list">
        <li className="menu__list-item">
          {page(navigation.route, 'API reference')}
        </li>
        {navigation.areas.map((area) => (
          <li key={area.name ?? ''} className="menu__list-item">
            {area.name && (
              <span className={clsx('menu__link', styles.area)}>
                <strong>{area.name}</strong>
              </span>
            )}
            <ul className="menu__list">
              {area.pages.map(({route, title}) => (
                <li key={route} className="menu__list-item">
                  {page(route, title)}
                  {route === pathname && operations.length > 0 && (
                    <ul className="menu__list">
                      {operations.map(({id, method, label}) => (
                        <li key={id} className="menu__list-item">
                          <Link
                            to={`#${id}`}
                            className={clsx(
                              'menu__link',
                              styles.operation,
                              reading === id && 'menu__link--active',
                            )}
                            aria-current={
                              reading === id ? 'location' : undefined
                            }
                            onClick={onNavigate}>
                            <span className={styles.method}>{method}</span>
                            <span>{label}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The menu in a sticky column beside the reference, on screens wide enough for one. */
export function ApiTagMenuColumn(props: Omit<Props, 'onNavigate'>): ReactNode {
  return (
    <div className={clsx('menu thin-scrollbar', styles.column)}>
      <ApiTagMenu {...props} />
    </div>
  );
}

/** The menu in the navbar's menu on a phone: a followed link closes it, as the docs sidebar's do. */
export function ApiTagMenuInSidebar(
  props: Omit<Props, 'onNavigate'>,
): ReactNode {
  const sidebar = useNavbarMobileSidebar();
  return <ApiTagMenu {...props} onNavigate={() => sidebar.toggle()} />;
}
