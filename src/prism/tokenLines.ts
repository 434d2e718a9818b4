/**
 * Turns Prism's nested token stream into lines of flat tokens, each carrying every type it is nested
 * in, which is the shape the classic theme's CodeBlock renders (one `<div class="token-line">` per line,
 * one `<span class="token …">` per token).
 */
import type {Grammar, Token as PrismToken, TokenStream} from 'prismjs';

export interface LineToken {
  types: string[];
  content: string;
  /** Set on the stand-in token of a blank line, so it still takes up a line's height. */
  empty?: boolean;
}

interface Tokenizer {
  tokenize(code: string, grammar: Grammar): Array<string | PrismToken>;
  hooks: {run(name: string, env: Record<string, unknown>): void};
}

function addType(types: string[], type: string): string[] {
  return types[types.length - 1] === type ? types : [...types, type];
}

function typesOf(token: PrismToken, outer: string[]): string[] {
  const types = addType(outer, token.type);
  if (Array.isArray(token.alias)) return [...types, ...token.alias];
  return token.alias ? addType(types, token.alias) : types;
}

/** Depth-first leaves of the stream: a top-level string is `plain`, a nested one takes its parent's types. */
function* leaves(stream: TokenStream, outer: string[]): Generator<LineToken> {
  const items =
    typeof stream === 'string' || !Array.isArray(stream) ? [stream] : stream;
  for (const item of items) {
    if (typeof item === 'string') {
      yield {types: outer.length > 0 ? outer : ['plain'], content: item};
    } else if (typeof item.content === 'string') {
      yield {types: typesOf(item, outer), content: item.content};
    } else {
      yield* leaves(item.content, typesOf(item, outer));
    }
  }
}

/** A blank line keeps its height through a newline token flagged `empty`. */
function markBlank(line: LineToken[]): void {
  if (line.length === 0)
    line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '')
    Object.assign(line[0]!, {content: '\n', empty: true});
}

export function splitIntoLines(stream: TokenStream): LineToken[][] {
  const lines: LineToken[][] = [[]];
  for (const leaf of leaves(stream, [])) {
    const [first, ...rest] = leaf.content.split(/\r\n|\r|\n/);
    lines[lines.length - 1]!.push({types: leaf.types, content: first!});
    for (const piece of rest) {
      markBlank(lines[lines.length - 1]!);
      lines.push([{types: leaf.types, content: piece}]);
    }
  }
  markBlank(lines[lines.length - 1]!);
  return lines;
}

/** Lines of `code`; without a grammar (e.g. `text`) every line is one plain token. */
export function tokenLines(
  prism: Tokenizer,
  code: string,
  grammar: Grammar | undefined,
  language: string,
): LineToken[][] {
  if (!grammar) return splitIntoLines([code]);
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return splitIntoLines(env.tokens as TokenStream);
}
