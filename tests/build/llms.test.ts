/**
 * Markdown for tools, read from build/: the Markdown copies, /llms.txt and /llms-full.txt.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {BUILD, filesInBuild} from '../support/build';
import {SITE_URL} from '../../src/config/site';

const versions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
const apiVersion = (
  parse(readFileSync('api-spec/openapi.yaml', 'utf8')) as {
    info: {version: string};
  }
).info.version;
const olderVersions = versions.slice(1);

const builtFiles = filesInBuild().map((file) => `/${file}`);
const markdownFiles = builtFiles.filter((file) => file.endsWith('.md'));
const read = (sitePath: string): string =>
  readFileSync(path.join(BUILD, sitePath), 'utf8');

/** The redirect pages @docusaurus/plugin-client-redirects writes (/docs/6.x/... → /docs/...). */
const isRedirect = (file: string): boolean =>
  /http-equiv="?refresh/i.test(read(file));

/** Built HTML pages of a kind, as site paths of their Markdown copies; redirect pages left out. */
function pagesUnder(
  prefix: string,
  keep: (sitePath: string) => boolean,
): string[] {
  return builtFiles
    .filter(
      (file) =>
        file.startsWith(prefix) && file.endsWith('/index.html') && keep(file),
    )
    .filter((file) => !isRedirect(file))
    .map((file) => `${file.slice(0, -'/index.html'.length)}.md`);
}

/** A link in a generated file resolves when it names a built file, or a folder with an index.html. */
function resolves(from: string, href: string): boolean {
  const target = href.replace(/[?#].*$/, '');
  if (target === '') return true;
  const sitePath = target.startsWith('/')
    ? target
    : path.posix.join(path.posix.dirname(from), target);
  const file = path.join(BUILD, decodeURI(sitePath));
  return (
    (existsSync(file) && statSync(file).isFile()) ||
    existsSync(path.join(file, 'index.html'))
  );
}

/** Markdown with code blocks and inline code removed: what is left is prose, links and markup. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/(`+)[^`]*?\1/g, '');
}

const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const linksOf = (markdown: string): string[] =>
  [...withoutCode(markdown).matchAll(LINK)].map((match) => match[1] ?? '');

describe('Markdown copies in build/', () => {
  it.each([
    {
      name: `docs ${versions[0]}`,
      expected: () =>
        pagesUnder(
          '/docs/',
          (file) =>
            !olderVersions.some((version) =>
              file.startsWith(`/docs/${version}/`),
            ),
        ),
    },
    ...olderVersions.map((version) => ({
      name: `docs ${version}`,
      expected: () => pagesUnder(`/docs/${version}/`, () => true),
    })),
    {
      name: 'blog posts',
      expected: () =>
        pagesUnder('/blog/', (file) =>
          /^\/blog\/\d{4}\/\d{2}\/\d{2}\//.test(file),
        ),
    },
    {
      name: 'the API reference',
      expected: () => pagesUnder('/api/', (file) => file !== '/api/index.html'),
    },
    {
      name: 'the site',
      expected: () => [
        '/project-status.md',
        '/mobile-app-registration.md',
        '/privacy-policy.md',
      ],
    },
  ])('every page of $name has its copy', ({expected}) => {
    const pages = expected();
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.filter((page) => !markdownFiles.includes(page))).toEqual([]);
  });

  it('gives a generated category page its title, description and every card as a link', () => {
    const categories = builtFiles.filter(
      (file) =>
        /^\/docs\/(.+\/)?category\/[^/]+\/index\.html$/.test(file) &&
        !isRedirect(file),
    );
    expect(categories.length).toBeGreaterThan(5);
    for (const file of categories) {
      const html = read(file);
      const cards = [
        ...html.matchAll(/theme-doc-card-container[^>]*href=("?)([^" >]+)\1/g),
      ].map((match) => `${(match[2] ?? '').replace(/\/$/, '')}.md`);
      const copy = read(`${file.slice(0, -'/index.html'.length)}.md`);
      const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
      expect(copy.startsWith(`# ${title}\n`), file).toBe(true);
      expect(cards.length, file).toBeGreaterThan(0);
      expect(
        cards.filter((card) => !copy.includes(`](${SITE_URL}${card})`)),
        file,
      ).toEqual([]);
    }
  });

  it('gives a blog post its title and date, without the list chrome', () => {
    const copy = read('/blog/2025/02/02/receipt-wrangler-6-0.md');
    expect(copy).toMatch(
      /^# Receipt Wrangler 6\.0: Redis joins the stack\n\n> Receipt Wrangler website; .*\n\nPublished 2025-02-02\.\n/,
    );
    expect(copy).not.toMatch(/min read|Tags:/);
  });

  it('has one file per API operation and an index', () => {
    const spec = readFileSync('api-spec/openapi.yaml', 'utf8');
    const operationIds = [...spec.matchAll(/^\s+operationId: (\S+)$/gm)].map(
      (match) => match[1],
    );
    expect(operationIds).toHaveLength(102);
    expect(
      operationIds
        .map((id) => `/api/operations/${id}.md`)
        .filter((file) => !markdownFiles.includes(file)),
    ).toEqual([]);
    expect(read('/api.md')).toMatch(/^# Receipt Wrangler API\n/);
    expect(read('/api/operations/createDashboard.md')).toContain(
      '**Access:** members of the group with the VIEWER role or higher.',
    );
    const receipt = read('/api/receipt.md');
    expect(receipt).toMatch(/^# Receipts$/m);
    expect(receipt).toContain('## Create a receipt');
    expect(receipt).toContain(`(${SITE_URL}/api/operations/createReceipt.md)`);
  });

  it('says under each title which version the copy documents and where its page is', () => {
    const wrong = markdownFiles.flatMap((file) => {
      const line = /^> (Receipt Wrangler .*)$/m.exec(read(file))?.[1] ?? '';
      const older = olderVersions.find((version) =>
        file.startsWith(`/docs/${version}/`),
      );
      const expected = file.startsWith('/docs/')
        ? older
          ? `Receipt Wrangler documentation, version ${older}.`
          : `Receipt Wrangler documentation, version ${versions[0]} (the current release).`
        : file.startsWith('/api')
          ? `Receipt Wrangler API reference, OpenAPI document version ${apiVersion}.`
          : `the documentation's current release is ${versions[0]}.`;
      const page = ` Page: <${SITE_URL}${file.slice(0, -'.md'.length)}>`;
      return line.includes(expected) && line.endsWith(page)
        ? []
        : [`${file}: "${line}"`];
    });
    expect(wrong).toEqual([]);
  });

  it('leaves no JSX, no HTML tags and no HTML comments outside code', () => {
    const offenders = markdownFiles.flatMap((file) => {
      const prose = withoutCode(read(file)).replace(
        /<(https?:\/\/[^>\s]+|[^>\s@]+@[^>\s]+)>/g,
        '',
      );
      return [
        ...prose.matchAll(/<\/?[A-Za-z][^>]*>|<!--|\{\/\*|^import .* from /gm),
      ].map((match) => `${file}: ${match[0]}`);
    });
    expect(offenders).toEqual([]);
  });

  it('links with absolute URLs in the copies, and no link to this site leads nowhere', () => {
    const isUrl = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href);
    const broken = [...markdownFiles, '/llms.txt', '/llms-full.txt'].flatMap(
      (file) =>
        linksOf(read(file))
          .filter((href) => !href.startsWith('#'))
          .flatMap((href) => {
            if (file.endsWith('.md') && !isUrl(href))
              return [`${file} → ${href} (not absolute)`];
            const local = href.startsWith(`${SITE_URL}/`)
              ? href.slice(SITE_URL.length)
              : href;
            return isUrl(local) || resolves(file, local)
              ? []
              : [`${file} → ${href}`];
          }),
    );
    expect(broken).toEqual([]);
  });
});

describe('/llms.txt and /llms-full.txt', () => {
  const llms = read('/llms.txt');
  const full = read('/llms-full.txt');

  it('follows the llms.txt layout and lists every copy of a page', () => {
    const lines = llms.split('\n');
    expect(lines[0]).toBe('# Receipt Wrangler');
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines[4]).toMatch(/^Every page below is the Markdown copy .*\(\/llms-full\.txt\)/);
    expect(llms.match(/^## .*/gm)).toEqual([
      `## Documentation ${versions[0]} (current)`,
      ...olderVersions.map((version) => `## Documentation ${version}`),
      '## Blog',
      '## Other pages',
      '## API reference',
    ]);
    const listed = lines
      .filter((line) => line.startsWith('- '))
      .map(
        (line) =>
          /^- \[[^\]]+\]\((\/\S+\.md)\)(: .+)?$/.exec(line)?.[1] ??
          `malformed: ${line}`,
      );
    expect(listed.filter((entry) => entry.startsWith('malformed'))).toEqual([]);
    expect([...listed].sort()).toEqual([...markdownFiles].sort());
  });

  it('lists the docs in sidebar order, getting started before concepts', () => {
    const position = (url: string): number => llms.indexOf(`](${url})`);
    expect(position('/docs/getting-started.md')).toBeGreaterThan(0);
    expect(position('/docs/getting-started.md')).toBeLessThan(
      position('/docs/getting-started/installation.md'),
    );
    expect(position('/docs/getting-started/installation.md')).toBeLessThan(
      position('/docs/concepts/ai.md'),
    );
    expect(position('/docs/5.x/getting-started/installation.md')).toBeLessThan(
      position('/docs/5.x/concepts/ai.md'),
    );
  });

  it(`holds the full text of the ${versions[0]} docs only`, () => {
    const sources = [...full.matchAll(/^Source: \[(\S+)\]/gm)].map(
      (match) => match[1] ?? '',
    );
    const currentDocs = markdownFiles.filter(
      (file) =>
        file.startsWith('/docs/') &&
        !olderVersions.some((version) => file.startsWith(`/docs/${version}/`)),
    );
    expect([...sources].sort()).toEqual([...currentDocs].sort());
    expect(full).toContain(
      read('/docs/getting-started/installation.md').trim(),
    );
    expect(full).not.toMatch(new RegExp(`/docs/(${olderVersions.join('|')})/`));
  });

});
