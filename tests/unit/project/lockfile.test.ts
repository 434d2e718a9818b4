import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

/**
 * `npm ci` refuses a lockfile in which a package's optional dependency has no entry. Our registry
 * mirror lacks some platform binaries (@swc/*-darwin-*, -win32-*), so a plain `npm install` here
 * silently drops them and the next clean install fails. This test catches that before CI does.
 */
interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const packages = lockfile.packages;

// Node's lookup: the nearest node_modules/<name> from the dependant's folder upwards.
function resolveLocked(
  dependantPath: string,
  name: string,
): LockedPackage | undefined {
  let folder = dependantPath;
  for (;;) {
    const candidate =
      packages[`${folder ? `${folder}/` : ''}node_modules/${name}`];
    if (candidate) return candidate;
    if (!folder) return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent < 0 ? '' : folder.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency, so npm ci accepts it on a fresh clone', () => {
    const missing = Object.entries(packages).flatMap(
      ([dependantPath, locked]) =>
        Object.keys(locked.optionalDependencies ?? {})
          .filter((name) => !resolveLocked(dependantPath, name)?.version)
          .map((name) => `${dependantPath} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('pins every direct dependency to an exact version', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const ranges = Object.entries({
      ...manifest.dependencies,
      ...manifest.devDependencies,
    }).filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version));
    expect(ranges).toEqual([]);
  });
});
