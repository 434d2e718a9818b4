/**
 * Serves the production build on 127.0.0.1 (free port) for the browser tests and checks that
 * Debian's Chromium is there. Under CI a missing browser is a failure with the fix, never a skip.
 */
import {existsSync} from 'node:fs';
import type {TestProject} from 'vitest/node';
import {startStaticServer} from '../../scripts/static-server.mjs';
import {CHROMIUM_PATH} from '../../scripts/chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(
  project: TestProject,
): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`,
    );
  }
  if (!existsSync('build/index.html')) {
    throw new Error(
      'No production build in build/. Run `npm run build` first (npm test does it for you).',
    );
  }
  const server = (await startStaticServer('build')) as {
    url: string;
    close(): Promise<void>;
  };
  project.provide('baseUrl', server.url);
  return () => server.close();
}
