/** Wrap: the blog's author list with a meta description (the theme sets only a title). */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {BLOG_AUTHORS_DESCRIPTION} from '@site/src/config/blog';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={BLOG_AUTHORS_DESCRIPTION} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
