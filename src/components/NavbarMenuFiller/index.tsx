import type {ComponentType, ReactNode} from 'react';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';

/** What a menu in the navbar's sidebar receives: its props as one object. */
export type NavbarMenuProps<P> = {readonly menu: P};

/**
 * Puts `component` in the secondary menu of the navbar's sidebar on a phone (the theme's public
 * `NavbarSecondaryMenuFiller`), with its props as one object, `menu`, which the caller memoizes.
 *
 * The theme's filler memoizes its props key by key after sorting the keys with `localeCompare`, and
 * a page's first `localeCompare` creates the browser's collator: about 35 ms on a phone, in the
 * middle of hydration. With one key there is nothing to sort (WORKAROUNDS.md).
 */
export default function NavbarMenuFiller<P>({
  component,
  menu,
}: {
  component: ComponentType<NavbarMenuProps<P>>;
  menu: P;
}): ReactNode {
  return <NavbarSecondaryMenuFiller component={component} props={{menu}} />;
}
