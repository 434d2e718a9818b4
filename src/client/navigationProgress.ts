/**
 * Client module, in place of the classic theme's (`@docusaurus/theme-classic/lib/nprogress.js`,
 * replaced by src/plugins/main-bundle): the same bar at the top of the window when an in-app
 * navigation takes longer than 200 ms, with nprogress (1.7 KB gzip) downloaded when the first
 * navigation starts instead of with every page. If that download fails the navigation goes on
 * without a bar; the navigation's own code reports a network failure.
 */
import type {ClientModule} from '@docusaurus/types';
import type NProgress from 'nprogress';
import {onDemand} from '../resilience/onDemand';
import '@docusaurus/theme-classic/lib/nprogress.css';

const DELAY_MS = 200;

const progressBar = onDemand<typeof NProgress>(() =>
  import('nprogress').then(({default: bar}) =>
    bar.configure({showSpinner: false}),
  ),
);

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname)
      return undefined;
    let due = false;
    let arrived = false;
    // Shown after the delay, or when nprogress arrives if that is later; never once the page is in.
    const timeout = window.setTimeout(() => {
      due = true;
      progressBar.current()?.start();
    }, DELAY_MS);
    progressBar.load().then((progress) => {
      if (due && !arrived) progress.start();
    }, ignore);
    // Called by Docusaurus once the new page is rendered.
    return () => {
      arrived = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    progressBar.current()?.done();
  },
};

// The bar is a hint only: without it the navigation goes on.
function ignore(): void {}

export default clientModule;
