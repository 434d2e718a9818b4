import {describe, expect, it} from 'vitest';
import {latestVersionAliases} from '../../../src/config/redirects';

const VERSIONS = ['6.x', '5.x', '4.x'];

describe('latestVersionAliases', () => {
  const aliases = latestVersionAliases(VERSIONS);

  it.each([
    ['/docs/concepts/tasks', ['/docs/6.x/concepts/tasks']],
    ['/docs/getting-started/', ['/docs/6.x/getting-started/']],
    ['/docs/category/getting-started', ['/docs/6.x/category/getting-started']],
  ])('gives the latest version page %s the alias %j', (path, expected) => {
    expect(aliases(path)).toEqual(expected);
  });

  it.each([
    '/docs/5.x/concepts/system-tasks',
    '/docs/4.x/configuration/',
    '/docs/5.x',
    '/blog',
    '/api/',
    '/',
    '/docsearch',
    '/docs',
  ])('gives %s no alias', (path) => {
    expect(aliases(path)).toBeUndefined();
  });
});
