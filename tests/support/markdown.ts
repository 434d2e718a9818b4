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
  return [...source.matchAll(/^\s*```(\w*)([^\n]*)\n([\s\S]*?)^\s*```\s*$/gm)].map((match) => ({
    file: path.relative(ROOT, file),
    language: match[1] || 'text',
    title: /title="([^"]+)"/.exec(match[2] ?? '')?.[1] ?? '',
    code: (match[3] ?? '').replace(/^ {2}/gm, ''),
  }));
}
