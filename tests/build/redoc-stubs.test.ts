/**
 * What Redoc's browser bundle requires and the site never runs ships as the stubs of
 * src/api-reference/plugin (its runtime spec loader, its search, the Prism grammars for code samples):
 * the built scripts hold the stubs' messages and none of the real modules' code.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {BUILD, filesInBuild} from '../support/build';
import {REDOC_STUB_MARKERS} from '../support/redocStubMarkers';

const scripts = filesInBuild()
  .filter((file) => /^assets\/js\/.*\.js$/.test(file))
  .map((file) => readFileSync(path.join(BUILD, file), 'utf8'));
const shipped = (marker: string): boolean =>
  scripts.some((code) => code.includes(marker));
// The stubs stand in for these modules in Redoc's bundle only: the theme's code block on docs pages
// brings prism-react-renderer, whose own Prism has swift and go among its grammars.
const codeBlockPrism = (code: string): boolean => code.includes('token-line');
const shippedOutsideCodeBlocks = (marker: string): boolean =>
  scripts.some((code) => !codeBlockPrism(code) && code.includes(marker));

it('ships the stubs, whose calls fail with a message', () => {
  for (const message of [
    'Redoc tried to build its search index',
    'Redoc tried to load an API spec at runtime',
  ])
    expect(shipped(message), message).toBe(true);
});

// A string each real module holds (tests/support/redocStubMarkers.ts, where a unit test finds each
// one in the module's own code).
it.for(REDOC_STUB_MARKERS)('ships no code of $module', ({marker}) => {
  expect(shippedOutsideCodeBlocks(marker)).toBe(false);
});
