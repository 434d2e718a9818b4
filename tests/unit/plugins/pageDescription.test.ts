/** /api's <meta name="description"> is one sentence, not the spec's whole introduction. */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageDescription} from '../../../src/plugins/redoc';

const specWith = (info: string): string => {
  const file = path.join(
    mkdtempSync(path.join(tmpdir(), 'info-')),
    'spec.yaml',
  );
  writeFileSync(file, `openapi: 3.1.0\ninfo:\n${info}\npaths: {}\n`);
  return file;
};

describe('pageDescription', () => {
  it('is our spec’s summary', () => {
    const description = pageDescription(
      path.resolve(__dirname, '../../../api-spec/openapi.yaml'),
    );
    expect(description).toMatch(/^[^\n]{20,200}[.]$/);
  });

  it('falls back to the first sentence of the description, without Markdown', () => {
    const file = specWith(
      '  title: T\n  version: "1"\n  description: |\n    The **Example** API. See [docs](https://example.com).\n\n    ## More\n    Text.',
    );
    expect(pageDescription(file)).toBe('The Example API.');
  });

  it('falls back to the title when there is no text', () => {
    expect(
      pageDescription(specWith('  title: Only a title\n  version: "1"')),
    ).toBe('Only a title');
  });
});
