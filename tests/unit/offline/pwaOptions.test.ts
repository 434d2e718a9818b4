import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, realpathSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {offlineReadingOptions} from '../../../src/offline/pwaOptions';
import {waitForFile} from '../../../src/plugins/offline';

const waiting = Symbol('waiting');
const after = (ms: number): Promise<typeof waiting> =>
  new Promise((resolve) => setTimeout(resolve, ms, waiting));

describe('the precache manifest of a build', () => {
  it('waits for the Markdown copies, keeps what precache.ts selects and adds the copy of each kept page, from the output folder it is given', async () => {
    // Not named build/: the transform reads the folder the build was given (`--out-dir`).
    const outDir = path.join(
      realpathSync(mkdtempSync(path.join(tmpdir(), 'pwa-'))),
      'dist',
    );
    mkdirSync(path.join(outDir, 'docs/5.x'), {recursive: true});
    let copiesWritten = (): void => undefined;
    const written = new Promise<void>((resolve) => {
      copiesWritten = resolve;
    });
    const {injectManifestConfig} = offlineReadingOptions({
      outDir,
      versions: ['6.x', '5.x'],
      themeColor: '#0079c0',
      markdownCopiesWritten: () => written,
    });
    const [transform] = injectManifestConfig.manifestTransforms ?? [];
    const result = transform?.([
      {url: 'offline.html', revision: 'a', size: 1},
      {url: 'docs/5.x/index.html', revision: 'b', size: 1},
      {url: 'docs/x/index.html', revision: 'c', size: 1},
      {url: 'search/index.html', revision: 'd', size: 1},
    ]);
    expect(await Promise.race([result, after(50)])).toBe(waiting);
    writeFileSync(path.join(outDir, 'docs/x.md'), '# X\n');
    writeFileSync(path.join(outDir, 'docs/5.x.md'), '# Old\n');
    copiesWritten();
    expect((await result)?.manifest).toEqual([
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

describe('the offline plugin waiting for the llms-txt plugin’s last file', () => {
  it('resolves once the file exists in the output folder', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'pwa-wait-'));
    const file = path.join(outDir, 'llms-full.txt');
    const done = waitForFile(file, 60_000, 'never');
    expect(await Promise.race([done, after(300)])).toBe(waiting);
    writeFileSync(file, '# All\n');
    await expect(done).resolves.toBeUndefined();
  });

  it('fails with the message naming the cause when the file never comes', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'pwa-wait-'));
    await expect(
      waitForFile(path.join(outDir, 'llms-full.txt'), 200, 'llms-txt missing'),
    ).rejects.toThrow('llms-txt missing');
  });
});
