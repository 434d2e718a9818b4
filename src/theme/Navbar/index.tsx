/**
 * Wrap: while the browser hydrates the not-found HTML (rendered as /404.html), the navbar renders as
 * for /404.html, so its markup matches; after hydration it renders for the real address
 * (src/notFound/hydration.ts). Every other page gets the theme's navbar unchanged.
 */
import type {ReactNode} from 'react';
import {StaticRouter} from 'react-router-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Navbar from '@theme-original/Navbar';
import {
  NOT_FOUND_HTML_PATH,
  isHydratingNotFoundHtml,
} from '@site/src/notFound/hydration';

export default function NavbarWrapper(): ReactNode {
  return isHydratingNotFoundHtml(useIsBrowser()) ? (
    <StaticRouter location={NOT_FOUND_HTML_PATH}>
      <Navbar />
    </StaticRouter>
  ) : (
    <Navbar />
  );
}
