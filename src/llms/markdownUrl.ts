/**
 * Where a page's Markdown copy is published: the page's path without its trailing slash, plus `.md`
 * (`/docs/getting-started/` → `/docs/getting-started.md`), as @signalwire/docusaurus-plugin-llms-txt
 * names the files it writes. Shared by the build (links in generated Markdown) and the browser (the
 * "Copy page as Markdown" button), so both agree.
 */
export function markdownUrlFor(pathname: string): string {
  const path = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

/** A site link to a docs or blog page, rewritten to its Markdown copy; anything else is left as it is. */
export function markdownHrefFor(href: string): string {
  const match = /^(\/(?:docs|blog)(?:\/[^?#]*)?)([?#].*)?$/.exec(href);
  if (!match?.[1] || /\.[a-z0-9]+$/i.test(match[1])) return href;
  return `${markdownUrlFor(match[1])}${match[2] ?? ''}`;
}
