/**
 * The ids a tag page names to the build's anchor check (src/api-reference/sectionIds, used by
 * src/api-reference/theme/ApiDoc): its tag and each of its operations, as the index links to them.
 */
import {describe, expect, it} from 'vitest';
import {splitSpec} from '../../../src/api-reference/build/splitSpec';
import type {OpenApiDocument} from '../../../src/api-reference/build/splitSpec';
import {sectionIds} from '../../../src/api-reference/sectionIds';
import {readApiSpec} from '../../support/apiSpec';

const spec = readApiSpec() as OpenApiDocument;

describe('sectionIds', () => {
  it.for(splitSpec(spec).pages.map((page) => [page.route, page] as const))(
    '%s names its tag and every operation the index links to',
    ([, page]) => {
      expect(sectionIds(page.spec)).toEqual([
        `tag/${page.tag}`,
        ...page.operations.map(({anchor}) => anchor),
      ]);
    },
  );

  it('anchors an operation without an id by its path and method', () => {
    expect(
      sectionIds({
        tags: [{name: 'T'}],
        paths: {'/a/{id}': {get: {tags: ['T']}, summary: 'not an operation'}},
      }),
    ).toEqual(['tag/T', 'tag/T/paths/~1a~1{id}/get']);
  });
});
