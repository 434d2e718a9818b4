/** Wrap: the blog's tag list with a meta description (the theme sets only a title). */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';
import {BLOG_TAGS_DESCRIPTION} from '@site/src/config/blog';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={BLOG_TAGS_DESCRIPTION} />
      <BlogTagsListPage {...props} />
    </>
  );
}
