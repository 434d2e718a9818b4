/** The production build the browser tests run against, read as files. */
import {readdirSync} from 'node:fs';
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
