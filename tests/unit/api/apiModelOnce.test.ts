/**
 * The OpenAPI document is parsed once per build: the API reference plugin's loadContent parses,
 * samples and splits it (src/api-reference/build/apiModel.ts), and the Markdown copies are written from
 * that content as Docusaurus hands it to postBuild (`props.plugins`), not from the YAML the build
 * publishes. Every YAML parse of the site's code goes through the `yaml` package, counted here;
 * Redocly's lint (its own parser, in node_modules) is not ours and not counted.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';

const parses = vi.hoisted(() => ({texts: [] as string[]}));
vi.mock('yaml', async (importOriginal) => {
  const yaml = await importOriginal<typeof import('yaml')>();
  return {
    ...yaml,
    parse: (...args: Parameters<typeof yaml.parse>) => {
      parses.texts.push(String(args[0]));
      return yaml.parse(...args);
    },
  };
});

const {default: apiReferencePlugin, apiReferenceModelOf} =
  await import('../../../src/api-reference/plugin');
const {resolveSpecSource} =
  await import('../../../src/api-reference/plugin/specSource');
const {writeLlmsFiles} = await import('../../../src/llms/writeLlmsFiles');

const SPEC = path.resolve(__dirname, '../../../api-spec/openapi.yaml');

describe('the OpenAPI document in one build', () => {
  it('is parsed once: by the reference plugin’s loadContent, whose content the Markdown copies are written from', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'api-model-'));
    try {
      const outDir = path.join(siteDir, 'build');
      const context = {
        siteDir,
        outDir,
        generatedFilesDir: path.join(siteDir, '.docusaurus'),
        baseUrl: '/',
        siteConfig: {baseUrl: '/'},
      } as unknown as LoadContext;
      const plugin = apiReferencePlugin(context, {
        spec: resolveSpecSource(undefined, SPEC),
        lintConfig: path.resolve(__dirname, '../../../api-spec/redocly.yaml'),
        route: '/api/',
        downloadPath: 'api/openapi.yaml',
        themeId: 'theme-redoc-api',
      });
      const content = await plugin.loadContent?.();

      // What the Markdown converter leaves in the output folder before the API copies are written.
      mkdirSync(path.join(outDir, 'docs'), {recursive: true});
      writeFileSync(path.join(outDir, 'docs', 'intro.md'), '# Intro\n');
      writeFileSync(
        path.join(outDir, 'llms.txt'),
        '# Site\n\n- [Intro](/docs/intro.md): The first page\n',
      );
      const report = await writeLlmsFiles({
        outDir,
        api: apiReferenceModelOf([
          {name: 'docusaurus-plugin-content-docs', content: {}},
          {name: plugin.name, content},
        ]),
        versions: ['6.x'],
        title: 'Site',
        summary: 'A site.',
        siteUrl: 'https://example.org',
      });

      expect(report.apiFiles).toBeGreaterThan(100);
      expect(readFileSync(path.join(outDir, 'api.md'), 'utf8')).toContain(
        '# Receipt Wrangler API',
      );
      const documentText = readFileSync(SPEC, 'utf8');
      expect(parses.texts.filter((text) => text === documentText)).toHaveLength(
        1,
      );
      // Nor any other YAML: the tag pages' documents are handed over as objects.
      expect(parses.texts).toHaveLength(1);
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });
});
