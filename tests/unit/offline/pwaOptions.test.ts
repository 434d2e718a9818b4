import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, realpathSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {offlineReadingOptions} from '../../../src/offline/pwaOptions';

describe('the precache manifest of a build', () => {
  it('keeps what precache.ts selects and adds the copy of each kept page, from the output folder it is given', async () => {
    // Not named build/: the transform reads the folder the build was given (`--out-dir`).
    const outDir = path.join(
      realpathSync(mkdtempSync(path.join(tmpdir(), 'pwa-'))),
      'dist',
    );
    mkdirSync(path.join(outDir, 'docs/5.x'), {recursive: true});
    const {injectManifestConfig} = offlineReadingOptions({
      outDir,
      versions: ['6.x', '5.x'],
      themeColor: '#0079c0',
    });
    writeFileSync(path.join(outDir, 'docs/x.md'), '# X\n');
    writeFileSync(path.join(outDir, 'docs/5.x.md'), '# Old\n');
    const [transform] = injectManifestConfig.manifestTransforms ?? [];
    const result = await transform?.([
      {url: 'offline.html', revision: 'a', size: 1},
      {url: 'docs/5.x/index.html', revision: 'b', size: 1},
      {url: 'docs/x/index.html', revision: 'c', size: 1},
      {url: 'search/index.html', revision: 'd', size: 1},
    ]);
    expect(result?.manifest).toEqual([
      {url: 'offline.html', revision: 'a', size: 1},
      {url: 'docs/x/index.html', revision: 'c', size: 1},
      {url: 'search/index.html', revision: 'd', size: 1},
      {
        url: 'docs/x.md',
        revision: createHash('md5').update('# X\n').digest('hex'),
        size: 4,
      },
    ]);
  });
});
