/**
 * WORKAROUNDS.md in the other direction: every seam in the code has a row. workarounds.test.ts checks
 * that each row's guard exists; this finds the seams themselves in src/, docusaurus.config.ts and
 * scripts/ and asks, for each, for a row that names its file and what it touches:
 *
 * - a package file that is not a documented export (`<package>/lib/…`, `theme-common/internal`),
 *   imported, required or resolved: the row names the file's base name (`registerSw`);
 * - `NormalModuleReplacementPlugin`: the row says what is replaced; a `resolve.alias`: the row says
 *   what is aliased;
 * - a split-chunks cache group whose test names `node_modules` (directly or through a constant of
 *   the file): the row names the group (`docs-layout`) or the constant it is built from;
 * - `output.chunkFilename`: the row names `chunkFilename`;
 * - `new MutationObserver`: the row names the observer;
 * - a write to a property of the page's global object (`window`, `globalThis`, `self`, a `Window`
 *   parameter, or a constant holding one of them), by assignment or `Object.defineProperty`: the row
 *   names the property;
 * - `!important` in a stylesheet, except inside `@media (prefers-reduced-motion: …)` (the site's own
 *   setting, not a correction of a library): the row names the stylesheet.
 *
 * A row names a file by its path from the root, or by its folder for an `index` file
 * (`src/plugins/main-bundle`).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../../support/markdown';
import {readWorkarounds, rowText, tableRows} from '../../support/workarounds';

interface Marker {
  file: string;
  line: number;
  kind: string;
  /** What a row about this seam must mention besides the file. */
  mention: string | RegExp;
}

/** A package path that is not an export meant for users: `<package>/lib/…` or `…/internal`. */
const PRIVATE_PATH =
  /^(?:@[\w.-]+\/)?[\w.-]+\/(?:lib\/[^'"`]+|internal(?:\/[^'"`]*)?)$/;
const GLOBALS = new Set(['window', 'globalThis', 'self']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) ||
    ts.isStringLiteral(name) ||
    ts.isNoSubstitutionTemplateLiteral(name)
    ? name.text
    : undefined;
}

/** `x as T`, `(x)`, `x!` → x */
function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isAsExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    node = node.expression;
  return node;
}

/** The seams of one source file of code. */
export function codeMarkers(file: string, text: string): Marker[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : undefined,
  );
  const markers: Marker[] = [];
  const add = (node: ts.Node, kind: string, mention: string | RegExp) =>
    markers.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      kind,
      mention,
    });

  // Names that hold the global object, and constants' initialisers (for cache group tests).
  const globalNames = new Set(GLOBALS);
  const constants = new Map<string, string>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (node.initializer) {
        constants.set(node.name.text, node.initializer.getText(source));
        const value = unwrap(node.initializer);
        if (ts.isIdentifier(value) && GLOBALS.has(value.text))
          globalNames.add(node.name.text);
      }
    }
    if (
      ts.isParameter(node) &&
      ts.isIdentifier(node.name) &&
      node.type &&
      /^(?:Window|typeof globalThis)$/.test(node.type.getText(source))
    )
      globalNames.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const isGlobal = (node: ts.Expression): boolean => {
    const value = unwrap(node);
    return ts.isIdentifier(value) && globalNames.has(value.text);
  };

  const visit = (node: ts.Node): void => {
    // Private package paths, wherever a string names one (import, require, require.resolve, a constant).
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      PRIVATE_PATH.test(node.text)
    ) {
      const internal = /(?:^|\/)([\w.-]+\/internal)\b/.exec(node.text);
      add(
        node,
        'private package path',
        internal?.[1] ??
          path.basename(node.text).replace(/\.[cm]?[jt]sx?$|\.css$/, ''),
      );
    }
    if (
      ts.isNewExpression(node) &&
      /(?:^|\.)NormalModuleReplacementPlugin$/.test(
        node.expression.getText(source),
      )
    )
      add(node, 'module replacement', /\breplac/i);
    if (
      ts.isNewExpression(node) &&
      node.expression.getText(source) === 'MutationObserver'
    )
      add(node, 'MutationObserver', 'MutationObserver');
    if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      const parent = node.parent.parent;
      const parentName = ts.isPropertyAssignment(parent)
        ? propertyName(parent.name)
        : undefined;
      if (name === 'alias' && parentName === 'resolve')
        add(node, 'resolve.alias', /\balias/i);
      if (name === 'chunkFilename') add(node, 'chunkFilename', 'chunkFilename');
      if (
        name === 'cacheGroups' &&
        ts.isObjectLiteralExpression(node.initializer)
      )
        for (const group of node.initializer.properties) {
          // The group's own text and that of the constants it names.
          const own = group.getText(source);
          const named = [...own.matchAll(/\b[A-Za-z_$][\w$]*\b/g)]
            .map((match) => match[0])
            .filter((word) => constants.has(word));
          const framework = (words: string): boolean =>
            /node_modules/.test(words);
          if (ts.isPropertyAssignment(group)) {
            const key = propertyName(group.name);
            if (
              key &&
              (framework(own) ||
                named.some((word) => framework(constants.get(word) ?? '')))
            )
              add(group, 'cache group over node_modules', key);
          } else
            for (const word of named)
              if (framework(constants.get(word) ?? ''))
                add(group, 'cache group over node_modules', word);
        }
    }
    // Writes to the global object: `window.x = …`, `scope.x ??= …`, `(window as T)[k] = …`.
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    ) {
      const target = unwrap(node.left);
      if (
        (ts.isPropertyAccessExpression(target) ||
          ts.isElementAccessExpression(target)) &&
        isGlobal(target.expression)
      )
        add(
          node,
          'global write',
          ts.isPropertyAccessExpression(target)
            ? target.name.text
            : ts.isStringLiteral(target.argumentExpression)
              ? target.argumentExpression.text
              : file,
        );
    }
    if (
      ts.isCallExpression(node) &&
      /^Object\.define(?:Property|Properties)$/.test(
        node.expression.getText(source),
      ) &&
      node.arguments[0] &&
      isGlobal(node.arguments[0])
    ) {
      const key = node.arguments[1];
      add(
        node,
        'global write',
        // A property named by a variable: the row need only name the file.
        key && ts.isStringLiteral(key) ? key.text : file,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return markers;
}

/** `!important` declarations of a stylesheet, outside a reduced-motion media query. */
export function cssMarkers(file: string, text: string): Marker[] {
  const markers: Marker[] = [];
  postcss.parse(text, {from: file}).walkDecls((decl) => {
    if (!decl.important) return;
    for (
      let at: postcss.Node | postcss.Document | undefined = decl.parent;
      at;
      at = at.parent
    )
      if (
        at.type === 'atrule' &&
        (at as postcss.AtRule).name === 'media' &&
        /prefers-reduced-motion/.test((at as postcss.AtRule).params)
      )
        return;
    markers.push({
      file,
      line: decl.source?.start?.line ?? 0,
      kind: '!important',
      mention: file,
    });
  });
  return markers;
}

function filesUnder(dir: string, test: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap(
    (entry) => {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'node_modules' || entry.name.startsWith('.')
          ? []
          : filesUnder(file, test);
      return test.test(entry.name) ? [file] : [];
    },
  );
}

function markersOf(file: string): Marker[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return file.endsWith('.css')
    ? cssMarkers(file, text)
    : codeMarkers(file, text);
}

/** The ways a row names a file: its path, or its folder when it is an `index` file. */
function namesFile(row: string, file: string): boolean {
  const names = [file];
  if (/(?:^|\/)index\.[^/]+$/.test(file)) names.push(path.posix.dirname(file));
  return names.some((name) =>
    new RegExp(
      `(?<![\\w/.-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/.-])`,
    ).test(row),
  );
}

function mentions(row: string, mention: string | RegExp): boolean {
  return typeof mention === 'string'
    ? row.includes(mention)
    : mention.test(row);
}

describe('seam markers', () => {
  it('finds each kind of seam in a snippet, and nothing in ordinary code', () => {
    const code = [
      "import {x} from '@docusaurus/core/lib/client/browserContext';",
      "import {y} from '@docusaurus/theme-common/internal';",
      "const THEME = '@docusaurus/theme-classic/lib/nprogress.js';",
      'const GROUP = /[\\\\/]node_modules[\\\\/]@docusaurus[\\\\/]theme-classic[\\\\/]/;',
      'export default () => ({',
      '  resolve: {alias: {[require.resolve(THEME)]: "a"}},',
      "  output: {chunkFilename: '[id].js'},",
      '  plugins: [new bundler.NormalModuleReplacementPlugin(/^tslib$/, "b")],',
      "  optimization: {splitChunks: {cacheGroups: {'docs-layout': {test: GROUP}, mine: {test: /src/}}}},",
      '});',
      'new MutationObserver(() => {});',
      'window.__early = 1;',
      'const scope = globalThis as {Prism?: {manual?: boolean}};',
      'scope.Prism ??= {manual: true};',
      'function hand(win: Window) { Object.defineProperty(win, "__hand", {value: 1}); }',
      "for (const name of ['localStorage'] as const) Object.defineProperty(window, name, {});",
      // Ordinary code: reads of globals, a local object, a path that is not a package's.
      'const local = {a: 1}; local.a = 2; const w = window.innerWidth;',
      "const volume = './pgsql:/var/lib/postgresql';",
      "import {z} from '@docusaurus/theme-common';",
    ].join('\n');
    expect(
      codeMarkers('a.ts', code).map(({line, kind, mention}) => [
        line,
        kind,
        String(mention),
      ]),
    ).toEqual([
      [1, 'private package path', 'browserContext'],
      [2, 'private package path', 'theme-common/internal'],
      [3, 'private package path', 'nprogress'],
      [6, 'resolve.alias', '/\\balias/i'],
      [7, 'chunkFilename', 'chunkFilename'],
      [8, 'module replacement', '/\\breplac/i'],
      [9, 'cache group over node_modules', 'docs-layout'],
      [11, 'MutationObserver', 'MutationObserver'],
      [12, 'global write', '__early'],
      [14, 'global write', 'Prism'],
      [15, 'global write', '__hand'],
      [16, 'global write', 'a.ts'],
    ]);
    expect(
      cssMarkers(
        'a.css',
        [
          '.menu-content { display: none !important; }',
          '.mine { color: red; }',
          '@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }',
        ].join('\n'),
      ).map(({line}) => line),
    ).toEqual([1]);
  });

  it('reads a row as naming a file by its path, or by its folder for an index file', () => {
    expect(
      namesFile(
        '`src/api-reference/plugin/index.ts`: …',
        'src/api-reference/plugin/index.ts',
      ),
    ).toBe(true);
    expect(
      namesFile(
        '`src/plugins/main-bundle`: …',
        'src/plugins/main-bundle/index.ts',
      ),
    ).toBe(true);
    expect(
      namesFile(
        '`src/api-reference/plugin/redocTheme.ts`',
        'src/api-reference/plugin/index.ts',
      ),
    ).toBe(false);
    expect(
      namesFile(
        '`src/api-reference/theme/Redoc`',
        'src/api-reference/theme/Redoc/Styles.tsx',
      ),
    ).toBe(false);
  });

  const files = [
    ...filesUnder('src', /\.(?:[cm]?[jt]sx?|css)$/),
    'docusaurus.config.ts',
    ...filesUnder('scripts', CODE),
  ];
  const rows = tableRows(readWorkarounds()).map(rowText);
  const markers = files.flatMap(markersOf);

  it('finds the seams WORKAROUNDS.md already lists', () => {
    const kinds = new Set(markers.map((marker) => marker.kind));
    expect([...kinds].sort()).toEqual([
      '!important',
      'MutationObserver',
      'cache group over node_modules',
      'chunkFilename',
      'global write',
      'module replacement',
      'private package path',
      'resolve.alias',
    ]);
  });

  it('each seam in the code has a WORKAROUNDS.md row naming its file and what it touches', () => {
    const missing = markers
      .filter(
        (marker) =>
          !rows.some(
            (row) =>
              namesFile(row, marker.file) && mentions(row, marker.mention),
          ),
      )
      .map(
        (marker) =>
          `${marker.file}:${marker.line} ${marker.kind} (${String(marker.mention)})`,
      );
    expect([...new Set(missing)]).toEqual([]);
  });
});
