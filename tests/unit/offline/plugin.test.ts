import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {pwaOptions} from '../../../src/plugins/offline';

describe('offline reading plugin options', () => {
  const options = pwaOptions('/site/build', {
    versions: ['6.x', '5.x'],
    themeColor: '#0079c0',
  });

  it('turns offline mode on for every reader and registers through our idle client module', () => {
    expect(options.offlineModeActivationStrategies).toEqual(['always']);
    expect(options.swRegister).toMatch(/src\/offline\/registerWhenIdle\.ts$/);
    expect(options.swCustom).toMatch(/src\/offline\/sw\.js$/);
    expect(existsSync(options.swRegister as string)).toBe(true);
    expect(existsSync(options.swCustom ?? '')).toBe(true);
  });

  it('links the manifest and the theme colour in every page head', () => {
    expect(options.pwaHead).toEqual(
      expect.arrayContaining([
        {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
        {tagName: 'meta', name: 'theme-color', content: '#0079c0'},
      ]),
    );
  });

  it('filters the precache manifest with the build folder it was given', async () => {
    const [transform] = options.injectManifestConfig.manifestTransforms ?? [];
    const entries = [
      {url: 'offline.html', revision: 'a', size: 1},
      {url: 'docs/5.x/index.html', revision: 'b', size: 1},
      {url: 'docs/x/index.html', revision: 'c', size: 1},
    ];
    const result = await transform?.(entries);
    expect(result?.manifest.map((entry) => entry.url)).toEqual([
      'offline.html',
      'docs/x/index.html',
    ]);
  });
});
