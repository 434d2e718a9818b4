/// <reference types="docusaurus-theme-redoc/dist/types/modules" />
import {useEffect, useMemo, useState} from 'react';
import type {ComponentProps, ReactNode} from 'react';
import type ApiDoc from '@theme-init/ApiDoc';
import Layout from '@theme/Layout';
import Redoc from '@theme/Redoc';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import {
  ApiTagMenuColumn,
  ApiTagMenuInSidebar,
} from '@site/src/api-reference/components/ApiTagMenu';
import type {ApiNavigation} from '@site/src/api-reference/build/splitSpec';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useForwardLegacyAnchor} from '@site/src/api-reference/browser/useForwardLegacyAnchor';
import {pageOperations, sectionIds} from '@site/src/api-reference/sectionIds';
import {followReading} from '@site/src/api-reference/browser/pageMenu';
import type {LegacyAnchors} from '@site/src/api-reference/legacyAnchors';
import styles from './styles.module.css';

type Props = ComponentProps<typeof ApiDoc> & {
  /** Which page each tag and operation is on (src/api-reference/plugin). */
  legacyAnchors: LegacyAnchors;
  /** Every page of the reference by area (src/api-reference/plugin). */
  navigation: ApiNavigation;
};

/**
 * A tag page of the API reference: what the theme's ApiDoc renders (Layout around Redoc, with the
 * title and description the page is given), plus the site's menu of the reference (every page, and
 * this page's operations): beside Redoc on a wide screen, in the navbar's menu on a phone, where it
 * must be rendered inside the Layout. Redoc's own side menu could list only this page's tag. A link to a tag or operation of another
 * page is sent on to that page; links between pages are plain page loads. The page names its sections to the build's anchor
 * check, which cannot see inside Redoc, so a link to a missing operation fails the build.
 */
export default function ApiDocWrapper({
  legacyAnchors,
  navigation,
  layoutProps,
  specProps,
}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  // The build collects anchors while it renders each page; in the browser there is nothing to do.
  if (!ExecutionEnvironment.canUseDOM)
    sectionIds(specProps.spec).forEach((id) => brokenLinks.collectAnchor(id));
  useForwardLegacyAnchor(legacyAnchors);
  const operations = useMemo(
    () => pageOperations(specProps.spec ?? {}),
    [specProps.spec],
  );
  const ids = useMemo(() => operations.map(({id}) => id), [operations]);
  // The operation on screen, followed once for both menus (the column and the phone menu).
  const [reading, setReading] = useState<string | null>(null);
  useEffect(() => followReading(ids, setReading), [ids]);
  const menu = {navigation, operations, reading};
  return (
    <Layout
      title={specProps.spec?.info?.title || 'API Docs'}
      description={specProps.spec?.info?.description}
      {...layoutProps}>
      <NavbarSecondaryMenuFiller component={ApiTagMenuInSidebar} props={menu} />
      <div className={styles.page}>
        <ApiTagMenuColumn {...menu} />
        {/* The page's one main landmark: the reference (the Layout renders none). */}
        <main className={styles.reference}>
          <Redoc {...specProps} />
        </main>
      </div>
    </Layout>
  );
}
