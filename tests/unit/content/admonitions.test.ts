/**
 * Admonition titles use the bracket syntax (`:::warning[Title]`): with future.v4 (strict MDX) the old
 * form `:::warning Title` renders as raw text. tests/build/admonitions.test.ts checks the build.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

describe('admonitions', () => {
  it('never take a title after a space', () => {
    const offenders = ['docs', 'versioned_docs', 'blog', 'src/pages']
      .flatMap(sources)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({line, index}))
          .filter(({line}) => /^\s*:::+\w+[ \t]+\S/.test(line))
          .map(({line, index}) => `${file}:${index + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
