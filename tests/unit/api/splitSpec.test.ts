/**
 * The reference cut into one page per tag (src/api-reference/build/splitSpec): every operation on
 * exactly one page, every reference on a page resolvable there, and the old single-page anchors
 * forwarded to the right page. The index made from these pages: ./indexPage.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {
  referencedComponents,
  splitSpec,
  tagSlug,
} from '../../../src/api-reference/build/splitSpec';
import type {OpenApiDocument} from '../../../src/api-reference/build/splitSpec';
import {legacyAnchorTarget} from '../../../src/api-reference/legacyAnchors';
import {HTTP_METHODS} from '../../../src/api-reference/sectionIds';
import {readApiSpec} from '../../support/apiSpec';

const spec = readApiSpec() as OpenApiDocument;
const reference = splitSpec(spec);
/** HTTP_METHODS widened, so that any key of a path item can be looked up. */
const METHODS: readonly string[] = HTTP_METHODS;

function operationIds(document: OpenApiDocument): string[] {
  return Object.values(document.paths ?? {}).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([, operation]) => (operation as {operationId: string}).operationId),
  );
}

/** Every `$ref` in `value`, as written. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refs(child),
  );
}

function resolves(document: OpenApiDocument, ref: string): boolean {
  const [, kind, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref) ?? [];
  return !!kind && !!name && !!document.components?.[kind]?.[name];
}

describe('splitSpec on api-spec/openapi.yaml', () => {
  it('puts every operation on exactly one tag page, in x-tagGroups order', () => {
    const all = operationIds(spec).sort();
    const onPages = reference.pages
      .flatMap((page) => operationIds(page.spec))
      .sort();
    expect(onPages).toEqual(all);
    expect(all).toHaveLength(102);
    const grouped = (spec['x-tagGroups'] ?? []).flatMap((group) => group.tags);
    expect(reference.pages.map((page) => page.tag)).toEqual(grouped);
    expect(reference.pages.map((page) => page.route)).toContain(
      '/api/receipt-image/',
    );
  });

  it('keeps on each page every component its operations reach, and no other schema', () => {
    for (const page of reference.pages) {
      const broken = refs(page.spec).filter((ref) => !resolves(page.spec, ref));
      expect(broken, page.slug).toEqual([]);
      const reached = referencedComponents(page.spec, [page.spec.paths]);
      expect(
        Object.keys(page.spec.components?.schemas ?? {}).sort(),
        page.slug,
      ).toEqual([...(reached.get('schemas') ?? [])].sort());
      expect(page.spec.components?.securitySchemes).toEqual(
        spec.components?.securitySchemes,
      );
    }
    const receipt = reference.pages.find((page) => page.slug === 'receipt');
    expect(
      Object.keys(receipt?.spec.components?.schemas ?? {}).length,
    ).toBeLessThan(Object.keys(spec.components?.schemas ?? {}).length / 2);
  });

  it('gives each tag page only its tag, no tag groups, and its area and a way back in its introduction', () => {
    for (const page of reference.pages) {
      expect(page.spec.tags?.map((tag) => tag.name)).toEqual([page.tag]);
      expect(page.spec['x-tagGroups']).toBeUndefined();
      expect(page.spec.info?.description).toContain(
        '[API reference](/api/#section/Operations)',
      );
      expect(page.spec.info?.description).toContain(
        page.group === page.title
          ? `operations of **${page.title}**. `
          : `operations of **${page.title}**, in the area ${page.group}.`,
      );
    }
  });

  it('forwards both forms of old anchor of every operation to its page', () => {
    for (const page of reference.pages)
      for (const operation of page.operations) {
        const target = `${page.route}#${operation.anchor}`;
        expect(
          legacyAnchorTarget(
            `#operation/${operation.operationId}`,
            reference.anchors,
          ),
        ).toBe(target);
        expect(
          legacyAnchorTarget(`#${operation.anchor}`, reference.anchors),
        ).toBe(target);
      }
    expect(legacyAnchorTarget('#tag/User', reference.anchors)).toBe(
      '/api/user/#tag/User',
    );
  });
});

describe('legacyAnchorTarget', () => {
  const anchors = {
    route: '/api/',
    pages: {Receipt: 'receipt'},
    operations: {createReceipt: 'Receipt'},
  };
  it.each([
    ['', null],
    ['#section/Authentication', null],
    ['#tag/Nope', null],
    ['#operation/nope', null],
    ['#operation/constructor', null],
    ['#tag/__proto__', null],
    ['#%E0%A4%A', null],
    ['#tag/Receipt', '/api/receipt/#tag/Receipt'],
    ['#tag%2FReceipt', '/api/receipt/#tag/Receipt'],
    [
      '#operation/createReceipt',
      '/api/receipt/#tag/Receipt/operation/createReceipt',
    ],
  ])('%j → %j', (hash, expected) => {
    expect(legacyAnchorTarget(hash, anchors)).toBe(expected);
  });
});

describe('tag pages of any document', () => {
  it.each([
    ['ReceiptImage', 'receipt-image'],
    ['ApiKey', 'api-key'],
    ['System settings', 'system-settings'],
    ['Groups', 'groups'],
  ])('%s lives at /api/%s/', (tag, slug) => {
    expect(tagSlug(tag)).toBe(slug);
  });

  it('refuses two tags at one address, naming both', () => {
    const document: OpenApiDocument = {
      info: {title: 'T'},
      paths: {
        '/a': {get: {operationId: 'a', tags: ['ApiKey']}},
        '/b': {get: {operationId: 'b', tags: ['Api key']}},
      },
    };
    expect(() => splitSpec(document)).toThrow(
      /Tag "Api key" cannot have a page of its own: its address \/api\/api-key\/ is also tag "ApiKey"'s/,
    );
  });

  it('refuses a tag whose page would replace the Markdown copies', () => {
    const document: OpenApiDocument = {
      info: {title: 'T'},
      paths: {'/a': {get: {operationId: 'a', tags: ['Operations']}}},
    };
    expect(() => splitSpec(document)).toThrow(/\/api\/operations\/ is taken/);
  });

  it('lists untagged operations on a page of their own, and anchors operations without an id by path', () => {
    const document: OpenApiDocument = {
      info: {title: 'T', description: 'Intro.'},
      paths: {'/things/{id}': {get: {summary: 'Get a thing'}}},
    };
    const {pages} = splitSpec(document);
    expect(pages).toMatchObject([
      {tag: 'Other', route: '/api/other/', group: null},
    ]);
    expect(pages[0]?.operations[0]?.anchor).toBe(
      'tag/Other/paths/~1things~1{id}/get',
    );
  });
});
