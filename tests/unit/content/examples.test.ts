/**
 * The docs' configuration examples against the facts: every environment variable of a version is
 * documented on its configuration page, every YAML block parses, and compose and .env examples name
 * only variables that the same version documents.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseAllDocuments} from 'yaml';
import {
  CURRENT_DOCS,
  CURRENT_VERSION,
  DOCS_VERSIONS,
  docsFolder,
} from '../../support/docsVersions';
import {ROOT, codeBlocks, markdownFiles} from '../../support/markdown';

interface EnvFacts {
  version: string;
  page: string;
  variables: string[];
  serviceVariables?: string[];
}

function readFacts(version: string): EnvFacts {
  return JSON.parse(
    readFileSync(
      path.join(ROOT, 'tests/fixtures/env-vars', `${version}.json`),
      'utf8',
    ),
  ) as EnvFacts;
}

/** Variable names a compose file sets or reads: `environment` entries and `${VAR}` references. */
function composeVariables(document: unknown, code: string): string[] {
  const names = new Set(
    [...code.matchAll(/\$\{(\w+)(?::?-[^}]*)?\}/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  const services =
    (document as {services?: Record<string, {environment?: unknown}>} | null)
      ?.services ?? {};
  for (const service of Object.values(services)) {
    const environment = service?.environment;
    if (Array.isArray(environment))
      environment.forEach((entry) =>
        names.add(String(entry).split('=')[0] ?? ''),
      );
    else if (environment && typeof environment === 'object')
      Object.keys(environment).forEach((key) => names.add(key));
  }
  return [...names].filter(Boolean);
}

describe.each(DOCS_VERSIONS)('docs %s', (version) => {
  const facts = readFacts(version);
  const docsDir = path.join(ROOT, docsFolder(version));
  const blocks = markdownFiles(docsDir).flatMap(codeBlocks);
  const documented = new Set([
    ...facts.variables,
    ...(facts.serviceVariables ?? []),
  ]);

  it('documents every environment variable of its facts on the configuration page', () => {
    const pageFile = markdownFiles(docsDir).find((file) =>
      file.replace(/\.mdx?$/, '').endsWith(facts.page),
    );
    expect(pageFile, facts.page).toBeDefined();
    const page = readFileSync(pageFile ?? '', 'utf8');
    const missing = facts.variables.filter(
      (name) => !new RegExp(`\\b${name}\\b`).test(page),
    );
    expect(missing).toEqual([]);
  });

  it('has YAML examples', () => {
    expect(
      blocks.filter((block) => block.language === 'yaml').length,
    ).toBeGreaterThan(0);
  });

  it.each(
    blocks
      .filter((block) => block.language === 'yaml' || block.language === 'yml')
      .map((block, index) => ({...block, name: `${block.file} #${index + 1}`})),
  )('YAML block $name parses and names only documented variables', ({code}) => {
    const documents = parseAllDocuments(code);
    for (const document of documents) {
      expect(document.errors.map((error) => error.message)).toEqual([]);
      const undocumented = composeVariables(document.toJS(), code).filter(
        (name) => !documented.has(name),
      );
      expect(undocumented).toEqual([]);
    }
  });

  it.each(
    blocks
      .filter((block) => block.title === '.env')
      .map((block, index) => ({...block, name: `${block.file} #${index + 1}`})),
  )('.env block $name names only documented variables', ({code}) => {
    const names = code
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('=')[0] ?? '');
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('the docs/ draft', () => {
  it(`is the ${CURRENT_VERSION} docs until the next version's draft starts (a fix goes into both)`, () => {
    const draft = markdownFiles(path.join(ROOT, 'docs'))
      .map((file) => path.relative(path.join(ROOT, 'docs'), file))
      .sort();
    const current = markdownFiles(CURRENT_DOCS)
      .map((file) => path.relative(CURRENT_DOCS, file))
      .sort();
    expect(draft).toEqual(current);
    for (const file of draft) {
      expect(readFileSync(path.join(ROOT, 'docs', file), 'utf8'), file).toBe(
        readFileSync(path.join(CURRENT_DOCS, file), 'utf8'),
      );
    }
  });
});
