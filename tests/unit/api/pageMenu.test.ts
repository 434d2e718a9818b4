/**
 * The site's menu of a tag page (src/api-reference/components/ApiTagMenu): the page's operations as Redoc orders
 * and anchors them (src/api-reference/sectionIds), and which one is being read (./pageMenu).
 */
import {describe, expect, it} from 'vitest';
import {splitSpec} from '../../../src/api-reference/build/splitSpec';
import type {OpenApiDocument} from '../../../src/api-reference/build/splitSpec';
import {sectionAt} from '../../../src/api-reference/browser/pageMenu';
import {pageOperations} from '../../../src/api-reference/sectionIds';
import {readApiSpec} from '../../support/apiSpec';

const spec = readApiSpec() as OpenApiDocument;

describe('pageOperations', () => {
  it.for(splitSpec(spec).pages.map((page) => [page.route, page] as const))(
    '%s lists every operation of its page, in order, by anchor, method and summary',
    ([, page]) => {
      expect(pageOperations(page.spec)).toEqual(
        page.operations.map(({anchor, method, summary}) => ({
          id: anchor,
          method,
          label: summary,
        })),
      );
    },
  );

  it('labels an operation without a summary with its path, and skips what is not an operation', () => {
    expect(
      pageOperations({
        paths: {
          '/a/{id}': {
            summary: 'the path item, not an operation',
            post: {tags: ['T'], operationId: 'makeA', summary: 'Make an A'},
            get: {tags: ['T']},
          },
        },
      }),
    ).toEqual([
      {id: 'tag/T/paths/~1a~1{id}/get', method: 'GET', label: '/a/{id}'},
      {id: 'tag/T/operation/makeA', method: 'POST', label: 'Make an A'},
    ]);
  });
});

describe('sectionAt', () => {
  const sections = [
    {id: 'a', top: -900},
    {id: 'b', top: 60},
    {id: 'c', top: 400},
  ];

  it('is the last section whose top has reached the line', () => {
    expect(sectionAt(sections, 68)).toBe('b');
    expect(sectionAt(sections, 59)).toBe('a');
    expect(sectionAt(sections, 500)).toBe('c');
  });

  it('is none above the first section', () => {
    expect(sectionAt([{id: 'a', top: 300}], 68)).toBeNull();
    expect(sectionAt([], 68)).toBeNull();
  });
});
