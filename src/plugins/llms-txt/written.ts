/**
 * Docusaurus runs every plugin's postBuild at once (Promise.all). The offline plugin precaches the
 * Markdown copies of the pages it saves, so it waits for this plugin to have written them: the
 * llms-txt plugin settles this promise for its build folder, the offline plugin's manifest transform
 * (src/offline/pwaOptions.ts) awaits it. Kept on `globalThis` because each plugin file is loaded
 * on its own (jiti) and may get its own copy of a module.
 */
import path from 'node:path';

interface Pending {
  promise: Promise<void>;
  settle: (error?: unknown) => void;
}

const KEY = Symbol.for('receipt-wrangler-docs.markdown-copies-written');

function pendingFor(folder: string): Pending {
  // Docusaurus's outDir ends with the base URL's slash; the offline plugin's options name it without.
  const outDir = path.resolve(folder);
  const registry = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<
    string,
    Pending
  >()) as Map<string, Pending>;
  let pending = registry.get(outDir);
  if (!pending) {
    let settle: Pending['settle'] = () => undefined;
    const promise = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Nobody may be waiting (the offline plugin is off in some builds): no unhandled rejection.
    promise.catch(() => undefined);
    pending = {promise, settle};
    registry.set(outDir, pending);
  }
  return pending;
}

/** Resolves once the Markdown copies of the build in `outDir` are written; rejects if that failed. */
export function markdownCopiesWritten(outDir: string): Promise<void> {
  return pendingFor(outDir).promise;
}

/** Called by the llms-txt plugin when it is done with `outDir`, with the error if it failed. */
export function settleMarkdownCopies(outDir: string, error?: unknown): void {
  pendingFor(outDir).settle(error);
}
