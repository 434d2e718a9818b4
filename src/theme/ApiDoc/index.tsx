import {useEffect, useLayoutEffect} from 'react';
import type {ComponentProps, ReactNode} from 'react';
import ApiDoc from '@theme-original/ApiDoc';
import {useHistory, useLocation} from '@docusaurus/router';
import {legacyAnchorTarget} from '@site/src/api-reference/legacyAnchors';
import type {LegacyAnchors} from '@site/src/api-reference/legacyAnchors';
import {pageLinkTarget} from '@site/src/api-reference/pageLinks';

type Props = ComponentProps<typeof ApiDoc> & {
  /** Which page each tag and operation is on (src/plugins/redoc). */
  legacyAnchors: LegacyAnchors;
};

/**
 * A page of the API reference. A link to a tag or operation of another page (the index's old
 * `/api/#tag/…` links above all) is sent on to that page; links between pages stay in the app.
 */
export default function ApiDocWrapper({
  legacyAnchors,
  ...props
}: Props): ReactNode {
  const history = useHistory();
  const {pathname, hash} = useLocation();
  useLayoutEffect(() => {
    const target = legacyAnchorTarget(hash, legacyAnchors);
    if (target && !target.startsWith(`${pathname}#`)) history.replace(target);
  }, [legacyAnchors, pathname, hash, history]);
  useEffect(() => {
    const {route} = legacyAnchors;
    const onClick = (event: MouseEvent) => {
      const target = pageLinkTarget(event, window.location, route);
      if (!target) return;
      event.preventDefault();
      history.push(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [legacyAnchors, history]);
  return <ApiDoc {...props} />;
}
