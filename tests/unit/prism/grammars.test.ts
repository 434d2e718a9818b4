/**
 * Every fence language our pages use has a grammar in the Prism our code blocks tokenize with
 * (prism-react-renderer's, plus src/prism/grammars.ts), so no block renders unhighlighted by accident.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CODE_LANGUAGES, Prism} from '../../../src/prism/grammars';
import {ROOT, codeBlocks, markdownFiles} from '../../support/markdown';

const CONTENT_DIRS = ['versioned_docs', 'docs', 'blog', 'src/pages'];
const blocks = CONTENT_DIRS.flatMap((dir) =>
  markdownFiles(path.join(ROOT, dir)),
).flatMap(codeBlocks);

describe('code block grammars', () => {
  it('finds the site’s code blocks', () => {
    expect(blocks.length).toBeGreaterThan(100);
    expect(new Set(blocks.map((block) => block.language))).toContain('bash');
  });

  it('has a grammar for every fence language the pages use (text stays plain)', () => {
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

  it('tokenizes Bash and INI with their own grammars', () => {
    const bash = Prism.tokenize('docker compose up -d', Prism.languages.bash!);
    expect(bash.some((token) => typeof token !== 'string')).toBe(true);
    const ini = Prism.tokenize('[section]\nKEY=value', Prism.languages.ini!);
    expect(
      ini.map((token) => (typeof token === 'string' ? 'text' : token.type)),
    ).toContain('section');
  });
});
