/** Reading the site's Markdown in tests: every page under a folder, and the fenced code blocks in one. */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

export interface CodeBlock {
  file: string;
  /** The fence's language; `text` when the fence names none. */
  language: string;
  title: string;
  code: string;
}

export function codeBlocks(file: string): CodeBlock[] {
  const source = readFileSync(file, 'utf8');
  // A fence indented inside JSX (a TabItem) indents its code by as much: remove that indent only, so
  // YAML keeps its own nesting.
  return [
    ...source.matchAll(
      /^([ \t]*)```(\w*)([^\n]*)\n([\s\S]*?)^[ \t]*```[ \t]*$/gm,
    ),
  ].map((match) => {
    const indent = new RegExp(`^ {0,${(match[1] ?? '').length}}`, 'gm');
    return {
      file: path.relative(ROOT, file),
      language: match[2] || 'text',
      title: /title="([^"]+)"/.exec(match[3] ?? '')?.[1] ?? '',
      code: (match[4] ?? '').replace(indent, ''),
    };
  });
}
