/**
 * The configuration generator page says what the files it writes contain: Receipt Wrangler's own
 * variables are the ones the environment variables page documents (tests/fixtures/env-vars), and
 * every other variable the generator writes, for any choice, is named on the page itself.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {
  AI_OPTIONS,
  DB_LOCATIONS,
  DEFAULT_DRAFT,
  ENGINES,
  resolveDraft,
} from '../../../src/generator/choices';
import {generateConfig} from '../../../src/generator/generateConfig';
import {generateSecrets} from '../../../src/generator/secrets';
import {
  CURRENT_DOCS,
  CURRENT_VERSION,
  currentFixture,
} from '../../support/docsVersions';

const PAGE = 'getting-started/configuration-generator.mdx';
// GENERATOR_DOCS points the test at a copy of the pages, to watch it fail on a broken page.
const DOCS = process.env.GENERATOR_DOCS ?? CURRENT_DOCS;

const documented = new Set(
  (
    JSON.parse(readFileSync(currentFixture('env-vars'), 'utf8')) as {
      variables: string[];
    }
  ).variables,
);

/** Every variable name in the .env and in the compose services' `environment` of every choice. */
function writtenVariables(): Set<string> {
  const names = new Set<string>();
  const bytes = (array: Uint8Array): Uint8Array => array.fill(7);
  for (const engine of ENGINES)
    for (const dbLocation of DB_LOCATIONS)
      for (const ai of AI_OPTIONS) {
        const {choices} = resolveDraft({
          ...DEFAULT_DRAFT,
          engine,
          dbLocation,
          dbHost: 'db.example',
          dbPort: '5000',
          ai,
        });
        const {compose, env} = generateConfig(choices, generateSecrets(bytes));
        for (const line of env.split('\n'))
          if (/^\w+=/.test(line)) names.add(line.split('=')[0] ?? '');
        const services =
          (
            parse(compose) as {
              services?: Record<string, {environment?: unknown}>;
            }
          ).services ?? {};
        for (const service of Object.values(services)) {
          const environment = service.environment;
          if (Array.isArray(environment))
            environment.forEach((entry) =>
              names.add(String(entry).split('=')[0] ?? ''),
            );
          else if (environment && typeof environment === 'object')
            Object.keys(environment).forEach((key) => names.add(key));
        }
      }
  return names;
}

describe(`${CURRENT_VERSION} ${PAGE}`, () => {
  const written = writtenVariables();
  const page = readFileSync(path.join(DOCS, PAGE), 'utf8');
  const named = new Set(
    [...page.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]),
  );

  it('reads what the generator writes, the database images’ variables among them', () => {
    expect([...written]).toEqual(
      expect.arrayContaining(['ENCRYPTION_KEY', 'MYSQL_ROOT_PASSWORD']),
    );
  });

  it('names on the page every variable it writes that the environment variables page does not describe', () => {
    expect(
      [...written].filter((name) => !documented.has(name) && !named.has(name)),
    ).toEqual([]);
  });
});
