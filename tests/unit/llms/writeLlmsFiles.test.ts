/**
 * The Markdown copies of the API reference describe the document the build rendered at /api/ (ours,
 * or the one API_SPEC_URL names), and a build without the reference lists no API section.
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeLlmsFiles} from '../../../src/llms/writeLlmsFiles';
import {apiReferenceModel} from '../../../src/api-reference/build/apiModel';

const FOREIGN_SPEC = `openapi: 3.1.0
info:
  title: Another Server
  version: 9.9.9
tags:
  - name: Widget
paths:
  /widget/{id}:
    get:
      operationId: getWidget
      tags: [Widget]
      summary: Get a widget
      parameters:
        - {name: id, in: path, required: true, schema: {type: integer}}
      responses:
        '200': {description: The widget}
`;

/** A build folder as the Markdown converter leaves it: one docs page and its llms.txt entry. */
function convertedBuild(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'llms-'));
  mkdirSync(path.join(outDir, 'docs'), {recursive: true});
  writeFileSync(path.join(outDir, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(
    path.join(outDir, 'llms.txt'),
    '# Site\n\n- [Intro](/docs/intro.md): The first page\n',
  );
  return outDir;
}

const write = (outDir: string, spec: string | null) =>
  writeLlmsFiles({
    outDir,
    api: spec === null ? null : apiReferenceModel(spec, '/api/'),
    versions: ['6.x'],
    title: 'Site',
    summary: 'A site.',
    siteUrl: 'https://example.org',
  });

describe('writeLlmsFiles', () => {
  it('writes the API copies from the document rendered at /api/', async () => {
    const outDir = convertedBuild();
    const report = await write(outDir, FOREIGN_SPEC);
    expect(report.apiFiles).toBe(3); // the index, the Widget page's copy, the operation
    expect(readFileSync(path.join(outDir, 'api.md'), 'utf8')).toContain(
      'Another Server',
    );
    expect(
      readFileSync(path.join(outDir, 'api/operations/getWidget.md'), 'utf8'),
    ).toContain('/widget/{id}');
    expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain(
      '/api/operations/getWidget.md',
    );
  });

  it('lists no API section when the build has no API reference', async () => {
    const outDir = convertedBuild();
    const report = await write(outDir, null);
    expect(report.apiFiles).toBe(0);
    expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).not.toMatch(
      /\/api/,
    );
  });
});
