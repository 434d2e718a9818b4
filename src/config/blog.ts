/** Meta descriptions of the blog's list pages (the theme gives the authors and tags pages none). */
export const BLOG_DESCRIPTION =
  'News from the Receipt Wrangler project: what each major release changes, how to upgrade, and the project’s maintenance status.';
export const BLOG_TAGS_DESCRIPTION =
  'The topics of the Receipt Wrangler blog: releases, migrations between major versions and project status.';
export const BLOG_AUTHORS_DESCRIPTION =
  'Who writes the Receipt Wrangler blog, with the posts of each author.';
