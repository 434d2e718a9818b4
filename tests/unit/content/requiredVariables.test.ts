/**
 * Which variables the current docs version requires, one answer everywhere: the server's
 * (tests/fixtures/server/<current>.json, read from the source: a variable is required when the server
 * stops at start-up without it). The docs' own list (tests/fixtures/env-vars/<current>.json, which the
 * examples and the generator are held to) and the migration guide's "now required" agree with it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CURRENT_DOCS,
  CURRENT_VERSION,
  currentFixture,
} from '../../support/docsVersions';

interface ServerVariable {
  name: string;
  required: 'yes' | 'no' | 'conditional';
  startup: boolean;
  setInImage?: string;
  setByServer?: string;
}

const server = JSON.parse(readFileSync(currentFixture('server'), 'utf8')) as {
  source: {tag: string};
  environmentVariables: ServerVariable[];
};
const docs = JSON.parse(readFileSync(currentFixture('env-vars'), 'utf8')) as {
  required: string[];
};
// REQUIRED_DOCS points the test at a copy of the pages, to watch it fail on a broken page.
const DOCS = process.env.REQUIRED_DOCS ?? CURRENT_DOCS;

// What a user sets: read at start-up, set neither by the image nor by the server.
const required = server.environmentVariables
  .filter(
    (variable) =>
      variable.startup &&
      !variable.setInImage &&
      !variable.setByServer &&
      variable.required === 'yes',
  )
  .map((variable) => variable.name)
  .sort();

describe(`${CURRENT_VERSION} required variables against the server at ${server.source.tag}`, () => {
  it('reads the required variables, the keys and REDIS_PORT among them', () => {
    expect(required).toEqual(
      expect.arrayContaining(['ENCRYPTION_KEY', 'SECRET_KEY', 'REDIS_PORT']),
    );
  });

  it(`tests/fixtures/env-vars/${CURRENT_VERSION}.json lists the same required variables`, () => {
    expect([...docs.required].sort()).toEqual(required);
  });

  it('the migration guide calls "now required" only variables the server requires', () => {
    const page = readFileSync(path.join(DOCS, 'migration-guide.md'), 'utf8');
    const said = [
      ...page.matchAll(/((?:`\w+`(?:,? and |, )?)+) (?:is|are) now required/g),
    ]
      .flatMap((match) => [...(match[1] ?? '').matchAll(/`(\w+)`/g)])
      .map((match) => match[1] ?? '');
    expect(said.length, 'the guide names what is now required').toBeGreaterThan(
      0,
    );
    expect(said.filter((name) => !required.includes(name))).toEqual([]);
  });
});
