/**
 * The web app's labels as its source writes them: each text of an Angular template (between tags,
 * cut at `{{ … }}` and control-flow braces), each plain attribute value and quoted string of a
 * template, and each string literal of its TypeScript (tab labels, menu entries, snack bar texts).
 * No build: the pictures' manifests are matched against these, so a label that a release removes
 * or renames shows without taking the pictures again.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {squash} from './compare.mjs';

const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
};
const decode = (text) =>
  text.replace(
    /&(?:amp|lt|gt|quot|#39|apos|nbsp);/g,
    (entity) => ENTITIES[entity],
  );

/** The labels of one template's text. */
export function templateLabels(html) {
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  const out = [];
  for (const match of text.matchAll(/>([^<]*)</g))
    for (const piece of (match[1] ?? '').split(
      /\{\{[\s\S]*?\}\}|[{}]|@\w+\s*\([^)]*\)|@else/,
    ))
      out.push(decode(piece));
  // Plain attributes (label="Name", headerText="System Tasks", matTooltip="…"); bound ones are
  // expressions, whose quoted strings are taken below.
  for (const match of text.matchAll(/\s([a-zA-Z][\w.-]*)="([^"]*)"/g))
    out.push(decode(match[2] ?? ''));
  for (const match of text.matchAll(/'([^'\n]*)'/g))
    out.push(decode(match[1] ?? ''));
  return out.map(squash).filter((label) => /[A-Za-z]/.test(label));
}

/** The string literals of one TypeScript file (template literals without `${…}` included). */
export function codeLabels(ts) {
  const text = ts
    .replace(/^\s*import[\s\S]*?;\s*$/gm, '')
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
  const out = [];
  for (const match of text.matchAll(
    /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`$]*)`/g,
  ))
    out.push(match[1] ?? match[2] ?? match[3] ?? '');
  return out.map(squash).filter((label) => /[A-Za-z]/.test(label));
}

function files(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(html|ts)$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

/**
 * Label → the files of the app that hold it (paths under the app's folder, `src/…`), for the web
 * app in `desktopDir` (the folder with `src/`).
 */
export function readLabels(desktopDir) {
  const catalogue = new Map();
  for (const file of files(path.join(desktopDir, 'src'))) {
    const source = readFileSync(file, 'utf8');
    const name = path.relative(desktopDir, file).split(path.sep).join('/');
    const labels = file.endsWith('.html')
      ? templateLabels(source)
      : codeLabels(source);
    for (const label of new Set(labels)) {
      if (!catalogue.has(label)) catalogue.set(label, []);
      catalogue.get(label).push(name);
    }
  }
  return catalogue;
}
