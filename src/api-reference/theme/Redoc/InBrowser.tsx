import {useLayoutEffect, useState} from 'react';
import type {ComponentProps, ReactNode} from 'react';
import {StyleSheetManager} from 'styled-components';
import Redoc from '@theme-init/Redoc';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {ColorModeProvider} from '@docusaurus/theme-common/internal';
import {createStyleHost} from '@site/src/api-reference/browser/styleHost';

export type RedocProps = ComponentProps<typeof Redoc>;

/**
 * Redoc as the browser runs it (./index.tsx loads this module, and Redoc and styled-components
 * with it, only when Redoc is to run): "is browser" already true, so the theme builds Redoc's store
 * once, with the browser's options.
 *
 * Redoc's styled-components write their rules into a style host (../../browser/styleHost) that
 * joins the document in one piece once Redoc has committed, so the hundreds of rules added while
 * Redoc renders cost the browser one restyle, or none when Redoc `hydrates` the server's markup,
 * whose styles (Redoc's server styles, for the light theme) cover it: then the rules join with the
 * next one, when the reader opens something the server did not render.
 */
export default function RedocInBrowser({
  inBrowser,
  hydrates,
  ownRoot = false,
  ...props
}: RedocProps & {
  inBrowser: boolean;
  hydrates: boolean;
  /**
   * In a React root of its own (./index.tsx), which sees none of the page's contexts: it gets the
   * colour mode's provider too, inside "is browser", so that the provider starts from the page's
   * colour mode and choice and does not change them once mounted (a change reaching Redoc before
   * it has hydrated had React render it anew: error #421).
   */
  ownRoot?: boolean;
}): ReactNode {
  const [styles] = useState(() =>
    typeof document === 'undefined' ? undefined : createStyleHost(document),
  );
  // After Redoc's own layout effects, before the browser paints what it rendered.
  useLayoutEffect(() => {
    if (!styles) return undefined;
    return hydrates ? styles.attachOnNextRule() : styles.attach();
  }, [styles, hydrates]);
  const redoc = (
    <StyleSheetManager
      target={styles?.element}
      disableCSSOMInjection={!!styles}>
      <Redoc {...props} />
    </StyleSheetManager>
  );
  return (
    <BrowserContext.Provider value={inBrowser}>
      {ownRoot ? <ColorModeProvider>{redoc}</ColorModeProvider> : redoc}
    </BrowserContext.Provider>
  );
}
