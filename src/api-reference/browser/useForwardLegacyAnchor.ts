import {useLayoutEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {legacyAnchorTarget} from '../legacyAnchors';
import type {LegacyAnchors} from '../legacyAnchors';

/**
 * Sends a link to a tag or operation that another page of the reference now holds (above all the
 * single page of old: `/api/#tag/…`, `/api/#operation/…`) on to that page, replacing the address.
 */
export function useForwardLegacyAnchor(anchors: LegacyAnchors): void {
  const history = useHistory();
  const {pathname, hash} = useLocation();
  useLayoutEffect(() => {
    const target = legacyAnchorTarget(hash, anchors);
    if (target && !target.startsWith(`${pathname}#`)) history.replace(target);
  }, [anchors, pathname, hash, history]);
}
