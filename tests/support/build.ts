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

/** The names of the built scripts (`build/assets/js/`) whose code contains `marker`. */
export function scriptsContaining(
  marker: string,
  dir: string = BUILD,
): string[] {
  const scripts = path.join(dir, 'assets', 'js');
  return readdirSync(scripts).filter((name) =>
    readFileSync(path.join(scripts, name), 'utf8').includes(marker),
  );
}
