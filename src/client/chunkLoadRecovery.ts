/** Client module: turns an unrecoverable chunk-load failure into a visible error with Retry. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {
  isChunkLoadError,
  showChunkLoadError,
} from '../resilience/chunkLoadFailure';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    // Logged once here, with its cause, instead of as an unhandled rejection.
    event.preventDefault();
    console.warn('Page code could not be loaded:', event.reason);
    showChunkLoadError(document, event.reason, () => window.location.reload());
  });
}
