import {useEffect, useRef} from 'react';
import type {ComponentProps, ReactNode} from 'react';
import Redoc from '@theme-original/Redoc';
import {makeScrollRegionsFocusable} from '@site/src/api-reference/scrollRegions';

type Props = ComponentProps<typeof Redoc>;

export default function RedocWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    makeScrollRegionsFocusable(root);
    // Redoc renders a sample panel only when its tab is chosen; name new ones as they appear.
    const onTabChange = () => requestAnimationFrame(() => makeScrollRegionsFocusable(root));
    root.addEventListener('click', onTabChange);
    return () => root.removeEventListener('click', onTabChange);
  }, []);
  return (
    <div ref={container}>
      <Redoc {...props} />
    </div>
  );
}
