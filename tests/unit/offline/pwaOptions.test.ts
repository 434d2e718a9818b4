import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, realpathSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {offlineReadingOptions} from '../../../src/offline/pwaOptions';
import {settleMarkdownCopies} from '../../../src/plugins/llms-txt/written';

describe('the precache manifest of a build', () => {
  it('waits for the Markdown copies, keeps what precache.ts selects and adds the copy of each kept page', async () => {
    const siteDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'pwa-')));
    const outDir = path.join(siteDir, 'build');
    mkdirSync(path.join(outDir, 'docs/5.x'), {recursive: true});
    const {injectManifestConfig} = offlineReadingOptions({
      siteDir,
      versions: ['6.x', '5.x'],
      themeColor: '#0079c0',
    });
    const [transform] = injectManifestConfig.manifestTransforms ?? [];
    const result = transform?.([
      {url: 'offline.html', revision: 'a', size: 1},
      {url: 'docs/5.x/index.html', revision: 'b', size: 1},
      {url: 'docs/x/index.html', revision: 'c', size: 1},
      {url: 'search/index.html', revision: 'd', size: 1},
    ]);
    const waiting = Symbol('waiting');
    const later = new Promise((resolve) => setTimeout(resolve, 50, waiting));
    expect(await Promise.race([result, later])).toBe(waiting);
    writeFileSync(path.join(outDir, 'docs/x.md'), '# X\n');
    writeFileSync(path.join(outDir, 'docs/5.x.md'), '# Old\n');
    // As the llms-txt plugin names it: Docusaurus's outDir, which ends with the base URL's slash.
    settleMarkdownCopies(`${outDir}/`);
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
