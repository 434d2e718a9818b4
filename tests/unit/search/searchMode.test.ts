import {describe, expect, it} from 'vitest';
import {
  LOCAL_INDEX_NAME,
  resolveSearchMode,
} from '../../../src/search/searchMode';

const ALL = {
  DOCSEARCH_APP_ID: 'APP',
  DOCSEARCH_API_KEY: 'KEY',
  DOCSEARCH_INDEX_NAME: 'docs',
};

describe('resolveSearchMode', () => {
  it('uses the local index when no DOCSEARCH_* variable is set', () => {
    expect(resolveSearchMode({})).toEqual({
      kind: 'local',
      indexName: LOCAL_INDEX_NAME,
    });
  });

  it('uses the hosted service when all three are set', () => {
    expect(resolveSearchMode(ALL)).toEqual({
      kind: 'hosted',
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'docs',
    });
  });

  it.each([
    {
      name: 'app id missing',
      env: {...ALL, DOCSEARCH_APP_ID: undefined},
      message: '`appId` is missing.',
    },
    {
      name: 'api key missing',
      env: {...ALL, DOCSEARCH_API_KEY: ''},
      message: '`apiKey` is missing.',
    },
    {
      name: 'index name missing',
      env: {...ALL, DOCSEARCH_INDEX_NAME: '  '},
      message: '`indexName` is missing.',
    },
    {
      name: 'only the app id set',
      env: {DOCSEARCH_APP_ID: 'APP'},
      message: '`apiKey` is missing.',
    },
  ])('fails the build when $name', ({env, message}) => {
    expect(() => resolveSearchMode(env)).toThrow(message);
  });
});
