/**
 * Facts that several places of the site state must agree: the licence the footer names and the one
 * the API reference names, and the port the mobile app page shows and the one the current docs'
 * installation publishes; and no current docs page calls the mobile app planned while the mobile app
 * page says it is out.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {CURRENT_DOCS} from '../../support/docsVersions';
import {ROOT, codeBlocks, markdownFiles} from '../../support/markdown';
import {copyrightLine} from '../../../src/config/footer';

const SPDX_BY_URL: Readonly<Record<string, string>> = {
  'https://www.gnu.org/licenses/agpl-3.0.en.html': 'AGPL-3.0',
  'https://www.gnu.org/licenses/gpl-3.0.en.html': 'GPL-3.0',
};

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

/** The host ports the current installation page's compose files publish for the application. */
function installationPorts(): string[] {
  return codeBlocks(path.join(CURRENT_DOCS, 'getting-started/installation.mdx'))
    .filter((block) => block.title === 'docker-compose.yml')
    .flatMap((block) => {
      const compose = parse(block.code) as {
        services: Record<string, {ports?: string[]}>;
      };
      return (compose.services.wrangler?.ports ?? []).map(
        (mapping) => mapping.split(':')[0] ?? '',
      );
    });
}

describe('pages that state the same fact', () => {
  it('name one licence in the footer and in the API reference', () => {
    const spec = parse(read('api-spec/openapi.yaml')) as {
      info: {license: {name: string; url: string}};
    };
    const spdx = SPDX_BY_URL[spec.info.license.url];
    expect(spdx, `unknown licence URL ${spec.info.license.url}`).toBeDefined();
    expect(copyrightLine(2031)).toContain(`Licensed under the ${spdx}.`);
    expect(spec.info.license.name).toMatch(
      spdx === 'AGPL-3.0'
        ? /^GNU Affero General Public License v3\.0$/
        : /^GNU General Public License v3\.0$/,
    );
  });

  it('show the mobile app the port the current installation publishes', () => {
    const ports = new Set(installationPorts());
    expect(ports.size).toBe(1);
    const mobile = read('src/pages/mobile-app-registration.md');
    const shown = [...mobile.matchAll(/http:\/\/[\d.]+:(\d+)/g)].map(
      (match) => match[1],
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(ports);
  });

  it('do not call the mobile app planned or coming soon while it is in the stores', () => {
    expect(read('src/pages/mobile-app-registration.md')).toMatch(
      /play\.google\.com\/store\/apps\/details\?id=io\.receiptwrangler/,
    );
    const planned = markdownFiles(CURRENT_DOCS)
      .filter((file) =>
        /mobile app[^.]*\b(?:planned|coming soon)\b/i.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(ROOT, file));
    expect(planned).toEqual([]);
  });
});
