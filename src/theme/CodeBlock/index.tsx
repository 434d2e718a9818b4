import {lazy, useEffect, useState} from 'react';
import type {ComponentType, ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {onDemand} from '@site/src/resilience/onDemand';

// The theme's code block (Prism, the copy button, line numbers) and the grammars it needs beyond
// prism-react-renderer's (src/prism/grammars.ts) are downloaded by the pages that show one;
// Markdown's code component imports it on every docs page, code or not.
const themeCodeBlock = onDemand<{default: ComponentType<Props>}>(
  () =>
    Promise.all([
      import('@theme-original/CodeBlock'),
      import('@site/src/prism/grammars'),
    ]).then(([block]) => block),
  (error) => console.warn('The code blocks could not be loaded:', error),
);
// Reported once, above; the blocks stay as they are.
const reported = (): undefined => undefined;
// A page served with code starts the download now, so it arrives as the page hydrates.
if (
  typeof document !== 'undefined' &&
  document.querySelector('.theme-code-block')
)
  themeCodeBlock.load().catch(reported);
// The server's render waits for it (no Suspense boundary: the page's shell waits).
const ServerCodeBlock = lazy(themeCodeBlock.load);

/**
 * A block the browser hydrates keeps the server's highlighted markup untouched until the code has
 * arrived (no Suspense boundary is hydrated, so no update can force one to re-render empty, React
 * #421); a block rendered after an in-app navigation shows its plain text meanwhile. If the code
 * cannot be downloaded, the block stays as it is, readable, and a warning says why.
 */
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Mounted while the browser hydrates the server's page, not after a navigation.
  const [fromServer] = useState(!isBrowser);
  const [Block, setBlock] = useState(() => themeCodeBlock.current()?.default);
  useEffect(() => {
    if (Block) return undefined;
    let mounted = true;
    themeCodeBlock
      .load()
      .then((module) => mounted && setBlock(() => module.default), reported);
    return () => {
      mounted = false;
    };
  }, [Block]);
  if (typeof window === 'undefined' || Block) {
    const Render = Block ?? ServerCodeBlock;
    return (
      <div data-code-block="">
        <Render {...props} />
      </div>
    );
  }
  if (fromServer)
    return (
      <div
        data-code-block=""
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  return (
    <div data-code-block="">
      <pre className={props.className}>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
