/** The production build the browser tests run against, read as files. */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export const BUILD = 'build';

/** Every file under `dir`, as a path relative to it with `/` separators (`docs/x/index.html`). */
export function filesInBuild(dir: string = BUILD): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/'),
    );
}

/** The names of the built scripts (`build/assets/js/`) whose code contains every one of `markers`. */
export function scriptsContaining(...markers: string[]): string[] {
  const scripts = path.join(BUILD, 'assets', 'js');
  return readdirSync(scripts).filter((name) => {
    const code = readFileSync(path.join(scripts, name), 'utf8');
    return markers.every((marker) => code.includes(marker));
  });
}

/** Whether a requested URL is one of the built scripts `names` (from `scriptsContaining`). */
export function isScriptIn(names: string[]): (url: string) => boolean {
  return (url) => names.some((name) => url.endsWith(`/assets/js/${name}`));
}

/** A request for a search index shard (src/search/engine/shards.ts). */
export const SEARCH_SHARD_REQUEST =
  /\/search-index\.[A-Za-z0-9._-]+\.[0-9a-f]{10}\.json$/;

/** The build's search index shards: shard name ('6.x', 'unversioned'…) → file name in build/. */
export function searchShardFiles(dir: string = BUILD): Map<string, string> {
  return new Map(
    readdirSync(dir).flatMap((name) => {
      const shard =
        /^search-index\.([A-Za-z0-9._-]+)\.[0-9a-f]{10}\.json$/.exec(name)?.[1];
      return shard ? [[shard, name] as const] : [];
    }),
  );
}
