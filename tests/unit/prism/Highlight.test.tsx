/**
 * Our slim `Highlight` (aliased in place of prism-react-renderer in the site bundle) against the real
 * package: for every fenced code block the site ships, in both colour themes, the classic theme's
 * code-block markup must come out identical when both tokenize with our Prism, and every fence
 * language must have its grammar loaded. (The package's own Prism is 1.29 without `ini`, so its
 * tokens differ by design: our .env blocks are highlighted, its were plain.)
 */
import path from 'node:path';
import type {ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as PackageHighlight} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../../src/config/codeThemes';
import {CODE_LANGUAGES, Prism} from '../../../src/prism/grammars';
import {Highlight} from '../../../src/prism/Highlight';
import {splitIntoLines} from '../../../src/prism/tokenLines';
import {
  ROOT,
  codeBlocks,
  markdownFiles,
  type CodeBlock,
} from '../../support/markdown';

const CONTENT_DIRS = ['versioned_docs', 'docs', 'blog', 'src/pages'];
const blocks: CodeBlock[] = CONTENT_DIRS.flatMap((dir) =>
  markdownFiles(path.join(ROOT, dir)),
).flatMap(codeBlocks);

type RenderArgs = Parameters<Parameters<typeof Highlight>[0]['children']>[0];

/** What the classic theme's CodeBlock does with the render props, minus its CSS-module classes. */
function codeBlockMarkup({
  className,
  style,
  tokens,
  getLineProps,
  getTokenProps,
}: RenderArgs): ReactElement {
  return (
    <pre className={className} style={style}>
      {tokens.map((line, lineIndex) => (
        <div
          key={lineIndex}
          {...getLineProps({
            line,
            className: lineIndex === 0 ? 'first' : undefined,
          })}>
          {line.map((token, tokenIndex) => {
            const {children, ...props} = getTokenProps({token});
            return (
              <span key={tokenIndex} {...props}>
                {children}
              </span>
            );
          })}
        </div>
      ))}
    </pre>
  );
}

function renderOurs(block: CodeBlock, theme: typeof lightCodeTheme): string {
  return renderToStaticMarkup(
    <Highlight code={block.code} language={block.language} theme={theme}>
      {codeBlockMarkup}
    </Highlight>,
  );
}

function renderWithPackage(
  block: CodeBlock,
  theme: typeof lightCodeTheme,
): string {
  return renderToStaticMarkup(
    <PackageHighlight
      prism={Prism as never}
      code={block.code}
      language={block.language}
      theme={theme}>
      {(args) => codeBlockMarkup(args as unknown as RenderArgs)}
    </PackageHighlight>,
  );
}

describe('slim Prism highlighting', () => {
  it('finds the site’s code blocks', () => {
    expect(blocks.length).toBeGreaterThan(100);
    expect(new Set(blocks.map((block) => block.language))).toContain('bash');
  });

  it('loads a grammar for every fence language the pages use (text stays plain)', () => {
    const used = [
      ...new Set(blocks.map((block) => block.language.toLowerCase())),
    ].sort();
    for (const language of used) {
      expect(
        CODE_LANGUAGES,
        `fence language "${language}" is not in CODE_LANGUAGES`,
      ).toContain(language);
    }
    for (const language of CODE_LANGUAGES.filter((name) => name !== 'text')) {
      expect(
        Prism.languages[language],
        `no grammar registered for ${language}`,
      ).toBeDefined();
    }
  });

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)(
    'renders every block as prism-react-renderer does with the same Prism (%s theme)',
    (_name, theme) => {
      for (const block of blocks) {
        expect(
          renderOurs(block, theme),
          `${block.file} (${block.language})`,
        ).toBe(renderWithPackage(block, theme));
      }
    },
  );

  it('keeps blank lines one line high and nests token types', () => {
    const lines = splitIntoLines(
      Prism.tokenize('a: "b"\n\nc: 1', Prism.languages.yaml!),
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
    expect(lines[0]!.map((token) => token.types.join(' '))).toContain('string');
    expect(lines[0]!.find((token) => token.content === 'a')?.types).toEqual([
      'key',
      'atrule',
    ]);
  });

  it('does not let prismjs re-highlight the document behind React', () => {
    expect(Prism.manual).toBe(true);
  });
});
