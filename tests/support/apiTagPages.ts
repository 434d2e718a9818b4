/** The API reference's tag pages as the spec defines them, for the browser tests that visit them. */
import {tagSlug} from '../../src/api-reference/build/splitSpec';
import {readApiSpec} from './apiSpec';

/** The spec's `x-tagGroups`: the menu lists tags in this order, under each group's name. */
export const TAG_GROUPS = (
  readApiSpec() as {
    'x-tagGroups': {name: string; tags: string[]}[];
  }
)['x-tagGroups'];

/** Each tag's page, in the order of `x-tagGroups`: `/api/<slug>/` (src/api-reference/build/splitSpec). */
export const TAG_PAGES = TAG_GROUPS.flatMap((group) =>
  group.tags.map((tag) => ({
    group: group.name,
    tag,
    route: `/api/${tagSlug(tag)}/`,
  })),
);
