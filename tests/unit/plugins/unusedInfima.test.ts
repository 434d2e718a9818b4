import {afterEach, describe, expect, it} from 'vitest';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import {unusedInfimaPlugin} from '../../../src/plugins/main-bundle/unusedInfima';

const CSS = `:root{--ifm-color-primary:#3578e5}
.button{color:red}
.button--primary{color:blue}
.avatar{width:2rem}
.avatar__name{font-weight:bold}
@media (min-width:997px){.avatar{width:3rem}.navbar__item{display:block}}
@keyframes spin{to{transform:rotate(1turn)}}`;

const sites: string[] = [];
afterEach(() => {
  for (const dir of sites.splice(0)) rmSync(dir, {recursive: true});
});

/** A site whose only markup is `code` in src/. */
function site(code: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'unused-infima-'));
  sites.push(dir);
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src', 'Page.tsx'), code);
  return dir;
}

async function run(siteDir: string, from: string): Promise<string> {
  const result = await postcss([unusedInfimaPlugin(siteDir)]).process(CSS, {
    from,
  });
  return result.css;
}

describe('unusedInfimaPlugin', () => {
  const infima = '/site/node_modules/infima/dist/css/default/default.css';

  it('keeps the Infima rules whose classes the site names, custom properties and keyframes', async () => {
    const css = await run(
      site(
        'export default () => <a className="button button--primary navbar__item" />;',
      ),
      infima,
    );
    expect(css).toContain('.button{color:red}');
    expect(css).toContain('.button--primary{color:blue}');
    expect(css).toContain('.navbar__item{display:block}');
    expect(css).toContain('--ifm-color-primary:#3578e5');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('.avatar');
  });

  it('leaves every other stylesheet whole', async () => {
    const css = await run(site(''), '/site/src/css/custom.css');
    expect(css).toBe(CSS);
  });
});
