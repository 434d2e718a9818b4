import {describe, expect, it, vi} from 'vitest';
import {createSuggestionRecorder, suggestionsFrom} from '../../../src/search/searchSuggestions';

const hit = (lvl1: string | null) => ({hierarchy: {lvl0: 'Docs 6.x', lvl1}});
const response = (...titles: Array<string | null>) => ({results: [{hits: titles.map(hit)}]});

describe('suggestionsFrom', () => {
  it.each([
    ['distinct page titles in ranking order', response('Redis', 'Redis', 'Environment Variables', 'Installation'), ['Redis', 'Environment Variables', 'Installation']],
    ['one suggestion for titles differing in case', response('PostgreSQL', 'postgresql', 'Installation'), ['PostgreSQL', 'Installation']],
    ['at most three', response('A', 'B', 'C', 'D'), ['A', 'B', 'C']],
    ['nothing from an empty result', response(), []],
    ['nothing from hits without a title', response(null, '  '), []],
    ['nothing from a malformed response', {results: 'nope'}, []],
    ['nothing from no response', null, []],
    // The modal shows 5 hits per group: a title only past that was never seen (the 6.x group is first on a 6.x page).
    [
      'only titles the modal showed',
      {results: [{hits: [...['A', 'A', 'A', 'A', 'A', 'B'].map(hit), {hierarchy: {lvl0: 'Docs 5.x', lvl1: 'C'}}]}]},
      ['A', 'C'],
    ],
  ])('gives %s', (_case, input, expected) => {
    expect(suggestionsFrom(input)).toEqual(expected);
  });
});

describe('createSuggestionRecorder', () => {
  it('keeps the titles of the latest search that found something, and tells listeners', async () => {
    const answers = [response('Redis', 'Installation'), response(), response('Email')];
    const client = {search: vi.fn(async (_input: never) => answers.shift()), extra: 'kept'};
    const recorder = createSuggestionRecorder();
    const listener = vi.fn();
    recorder.subscribe(listener);
    const wrapped = recorder.wrap(client);

    await wrapped.search([] as never);
    expect(recorder.current()).toEqual(['Redis', 'Installation']);
    await wrapped.search([] as never);
    expect(recorder.current()).toEqual(['Redis', 'Installation']);
    await wrapped.search([] as never);
    expect(recorder.current()).toEqual(['Email']);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(wrapped.extra).toBe('kept');
  });

  it('passes failures through untouched for the failure tracker to handle', async () => {
    const recorder = createSuggestionRecorder();
    const wrapped = recorder.wrap({search: async (_input: never) => Promise.reject(new Error('offline'))});
    await expect(wrapped.search([] as never)).rejects.toThrow('offline');
    expect(recorder.current()).toEqual([]);
  });
});
