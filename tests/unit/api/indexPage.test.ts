/**
 * The index of the API reference as data (src/api-reference/build/indexPage): every operation listed and
 * linked to its tag page, Redoc's section anchors kept, the security schemes where the text asks
 * for them, and nothing of a document's raw HTML.
 */
import {describe, expect, it} from 'vitest';
import type {Nodes, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {splitSpec} from '../../../src/api-reference/build/splitSpec';
import type {OpenApiDocument} from '../../../src/api-reference/build/splitSpec';
import {
  apiIndexPage,
  sectionSlug,
} from '../../../src/api-reference/build/indexPage';
import {readApiSpec} from '../../support/apiSpec';

const spec = readApiSpec() as OpenApiDocument;

function indexOf(document: OpenApiDocument) {
  return apiIndexPage(document, splitSpec(document).pages, '/api/openapi.yaml');
}

/** Each heading of the introduction: its level and id. */
function headings(root: Root): string[] {
  const found: string[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'element' && /^h[1-6]$/.test(node.tagName))
      found.push(`${node.tagName}#${String(node.properties.id ?? '')}`);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return found;
}

describe('the API index page', () => {
  const index = indexOf(spec);

  it('lists every operation once, linked to its anchor on its tag page', () => {
    const reference = splitSpec(spec);
    const listed = index.operations.groups.flatMap((group) =>
      group.tags.flatMap((tag) => tag.operations.map(({href}) => href)),
    );
    const expected = reference.pages.flatMap((page) =>
      page.operations.map(({anchor}) => `${page.route}#${anchor}`),
    );
    expect(listed).toEqual(expected);
    expect(new Set(listed).size).toBe(102);
    expect(listed).toContain(
      '/api/receipt/#tag/Receipt/operation/quickScanReceipt',
    );
    expect(index.operations.groups.map(({name, id}) => [name, id])).toEqual(
      (spec['x-tagGroups'] ?? []).map(({name}) => [
        name,
        `section/Operations/${name.replace(/ /g, '-')}`,
      ]),
    );
  });

  it("keeps Redoc's section anchors, with the security schemes under Authentication", () => {
    expect(headings(index.introduction)).toEqual([
      'h2#section/Base-URL',
      'h2#section/Authentication',
      'h3#section/Authentication/cookieAuth',
      'h3#section/Authentication/bearerAuth',
      'h3#section/Authentication/apiKeyAuth',
      'h2#section/Access',
      'h2#section/Paging',
      'h2#section/Errors',
    ]);
    expect(index.toc.map(({id}) => id)).toEqual([
      ...headings(index.introduction).map((entry) => entry.split('#')[1]),
      'section/Operations',
      ...index.operations.groups.map(({id}) => id),
    ]);
    const html = toHtml(index.introduction);
    expect(html).toContain('Cookie parameter name: <code>jwt</code>');
    expect(html).toContain('HTTP authorization scheme: <code>bearer</code>');
    expect(html).toContain('<a href="/docs/getting-started/">');
    expect(html).not.toContain('ReDoc-Inject');
  });

  it('names the version, licence, summary and the download', () => {
    expect(index).toMatchObject({
      title: 'Receipt Wrangler API',
      description: spec.info?.summary,
      version: '5.0.0',
      summary: spec.info?.summary,
      license: {
        name: 'GNU Affero General Public License v3.0',
        url: 'https://www.gnu.org/licenses/agpl-3.0.en.html',
      },
      downloadUrl: '/api/openapi.yaml',
    });
  });

  it.each([
    [
      {title: 'T', summary: ' One line. ', description: 'Two. Lines.'},
      'One line.',
    ],
    [
      {
        title: 'T',
        description:
          'The **Example** API. See [docs](https://example.com).\n\n## More\nText.',
      },
      'The Example API.',
    ],
    [{title: 'Only a title'}, 'Only a title'],
  ])('describes the page in one sentence: %j as %j', (info, description) => {
    expect(indexOf({info, paths: {}}).description).toBe(description);
  });

  it('adds an Authentication section at the end when the text has no place for the schemes', () => {
    const page = indexOf({
      info: {title: 'T', version: '1', description: '# Intro\n\nHello.'},
      paths: {'/a': {get: {operationId: 'a', tags: ['A']}}},
      components: {
        securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Key'}},
      },
    });
    expect(headings(page.introduction)).toEqual([
      'h2#section/Intro',
      'h2#section/Authentication',
      'h3#section/Authentication/key',
    ]);
    expect(toHtml(page.introduction)).toContain(
      'Header parameter name: <code>X-Key</code>',
    );
  });

  it("leaves out a document's raw HTML, block and inline", () => {
    const page = indexOf({
      info: {
        title: 'T',
        description:
          'Safe <img src=x onerror="alert(1)"> text.\n\n<script>alert(2)</script>\n\n## Next',
      },
      paths: {'/a': {get: {operationId: 'a'}}},
    });
    const html = toHtml(page.introduction);
    expect(html).not.toMatch(/<script|<img|onerror/);
    expect(html).toContain('Safe');
    expect(headings(page.introduction)).toEqual(['h2#section/Next']);
  });

  it('lists untagged operations without a group heading', () => {
    const page = indexOf({
      info: {title: 'T'},
      paths: {'/a': {get: {operationId: 'a'}}},
    });
    expect(page.operations.groups).toEqual([
      {
        name: null,
        id: null,
        tags: [
          {
            title: 'Other',
            route: '/api/other/',
            operations: [
              {
                summary: 'GET /a',
                method: 'GET',
                path: '/a',
                href: '/api/other/#tag/Other/operation/a',
              },
            ],
          },
        ],
      },
    ]);
    expect(page.toc.map(({id}) => id)).toEqual(['section/Operations']);
  });

  it.for([
    ['Base URL', 'Base-URL'],
    ['Organising receipts', 'Organising-receipts'],
    ['Groups and dashboards', 'Groups-and-dashboards'],
    ['Привет мир', 'Privet-mir'],
    ['日本 語', '日本-語'],
  ])('slugs %s as Redoc does: %s', ([text, slug]) => {
    expect(sectionSlug(text ?? '')).toBe(slug);
  });
});
