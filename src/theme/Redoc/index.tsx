import {useEffect, useRef} from 'react';
import type {ComponentProps, ReactNode} from 'react';
import Redoc from '@theme-original/Redoc';
import {makeScrollRegionsFocusable} from '@site/src/api-reference/scrollRegions';
import {levelHeadings} from '@site/src/api-reference/headingLevels';

type Props = ComponentProps<typeof Redoc>;

export default function RedocWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let pending = 0;
    const mend = () => {
      pending = 0;
      makeScrollRegionsFocusable(root);
      levelHeadings(root);
    };
    mend();
    // Redoc re-renders parts after hydration and renders a sample panel only when its tab is
    // chosen: mend what appears, once per frame.
    const observer = new MutationObserver(() => {
      pending ||= requestAnimationFrame(mend);
    });
    observer.observe(root, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      cancelAnimationFrame(pending);
    };
  }, []);
  return (
    <div ref={container}>
      <Redoc {...props} />
    </div>
  );
}
