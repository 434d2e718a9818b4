/**
 * The release comparison (scripts/release) on checked-in snippets (tests/fixtures/release/
 * snippets.json: rows of the v6.7.0 fixtures, each changed on purpose on its "after" side): a
 * changed default placed on the page lines that state it, a new route, a renamed label on the
 * picture and the page that quotes it, and nothing for what only moved in the source.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  compareFacts,
  compareOperations,
  comparePictures,
  diffValues,
} from '../../../scripts/release/compare.mjs';
import {placeFacts, placeLabels} from '../../../scripts/release/pages.mjs';
import {buildReport, renderReport} from '../../../scripts/release/report.mjs';
import {ROOT} from '../../support/markdown';

interface Snippets {
  facts: {before: unknown; after: unknown};
  api: {
    before: {routes: unknown; schemas: unknown};
    after: {routes: unknown; schemas: unknown};
  };
  pictures: {
    manifests: unknown[];
    labelsBefore: Record<string, string[]>;
    labelsAfter: Record<string, string[]>;
  };
  pages: {file: string; source: string}[];
}

const snippets = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/release/snippets.json'), 'utf8'),
) as Snippets;
const catalogue = (labels: Record<string, string[]>): Map<string, string[]> =>
  new Map(Object.entries(labels));

const facts = compareFacts(snippets.facts.before, snippets.facts.after);
const operations = compareOperations(snippets.api.before, snippets.api.after);
const pictures = comparePictures(
  snippets.pictures.manifests,
  catalogue(snippets.pictures.labelsBefore),
  catalogue(snippets.pictures.labelsAfter),
);

describe('facts', () => {
  it('finds the changed default, and not the variable that was only read two lines lower', () => {
    expect(
      facts.map(({part, subject, change, diffs}) => ({
        part,
        subject,
        change,
        diffs,
      })),
    ).toEqual([
      {
        part: 'environmentVariables',
        subject: 'REDIS_PORT',
        change: 'changed',
        diffs: [
          {path: ['default'], change: 'changed', before: null, after: '6379'},
        ],
      },
    ]);
  });

  it('places it on every line of the page that names the variable', () => {
    expect(
      placeFacts(facts, snippets.pages).map(
        ({page, line}) => `${page}:${line}`,
      ),
    ).toEqual([
      'configuration/environment-variables.md:11',
      'configuration/environment-variables.md:13',
      'configuration/environment-variables.md:15',
    ]);
  });

  it('files a fact that no line states under the page its part is tied to, without a line', () => {
    const added = compareFacts(
      {environmentVariables: []},
      {environmentVariables: [{name: 'NEW_SETTING', required: 'no'}]},
    );
    expect(added.map((fact) => [fact.subject, fact.change])).toEqual([
      ['NEW_SETTING', 'added'],
    ]);
    expect(
      placeFacts(added, snippets.pages).map(({page, line}) => [page, line]),
    ).toEqual([['configuration/environment-variables.md', null]]);
  });
});

describe('operations', () => {
  it('finds the new route, and not the one whose handler only moved', () => {
    expect(
      operations.map(({operation, change}) => ({operation, change})),
    ).toEqual([{operation: 'GET /systemTask/{id}/children', change: 'added'}]);
  });

  it('files a change under its aspect: access, parameters, request body, responses', () => {
    const api = snippets.api.before as {
      routes: {routes: Record<string, unknown>[]};
      schemas: unknown;
    };
    const route = api.routes.routes[0] as Record<string, unknown>;
    const changed = {
      routes: {
        routes: [
          {
            ...route,
            userRole: 'USER',
            statuses: [200, 400, 403, 404, 500],
            query: [{name: 'status', required: false}],
          },
        ],
      },
      schemas: api.schemas,
    };
    expect(
      compareOperations(api, changed).flatMap((op) =>
        op.aspects.map(({aspect, diffs}) => [
          aspect,
          diffs.map((diff: {path: string[]}) => diff.path.join('.')),
        ]),
      ),
    ).toEqual([
      ['access', ['userRole']],
      ['parameters', ['query.status']],
      ['responses', ['statuses']],
    ]);
  });

  it('takes a path whose parameter was renamed as the same operation with a changed route', () => {
    const one = (p: string): unknown => ({
      routes: {routes: [{method: 'GET', path: p, statuses: [200]}]},
      schemas: {operations: []},
    });
    expect(
      compareOperations(one('/tag/{tagId}'), one('/tag/{id}')).map((op) => [
        op.operation,
        op.change,
        op.aspects.map((a) => a.aspect),
      ]),
    ).toEqual([['GET /tag/{tagId}', 'changed', ['route']]]);
  });
});

describe('pictures', () => {
  it('finds the renamed tooltip on its picture, and none of the demo data', () => {
    expect(pictures).toEqual([
      {
        id: 'system-tasks',
        labels: [
          {
            label: 'Refresh System Tasks',
            change: 'gone',
            files: [
              'src/system-settings/system-task-table/system-task-table.component.html',
            ],
            stillIn: [],
          },
        ],
      },
    ]);
  });

  it('places it on the line of the picture’s section that quotes it', () => {
    expect(
      placeLabels(pictures, snippets.pages).map(
        ({page, line, label}) => `${page}:${line} ${label?.label}`,
      ),
    ).toEqual([
      'concepts/system-settings/system-settings.md:7 Refresh System Tasks',
    ]);
  });

  it('leaves out a page named after a component that still holds a moved label', () => {
    const moved = [
      {
        id: 'system-emails-list',
        labels: [
          {
            label: 'System Tasks',
            change: 'moved',
            files: [
              'src/system-settings/system-settings/system-settings.component.ts',
            ],
            stillIn: [
              'src/system-settings/system-email-form/system-email-form.component.html',
            ],
          },
        ],
      },
    ];
    const pages = [
      {
        file: 'concepts/system-settings/system-email.md',
        source: 'A **System Tasks** table.\n',
      },
      {file: 'concepts/tasks.md', source: '\nThe **System Tasks** tab.\n'},
    ];
    expect(
      placeLabels(moved, pages).map(({page, line}) => `${page}:${line}`),
    ).toEqual(['concepts/tasks.md:2']);
  });

  it('says a label moved when files that held it lost it but others still have it', () => {
    const moved = comparePictures(
      snippets.pictures.manifests,
      catalogue({'System Tasks': ['a.component.ts', 'b.component.html']}),
      catalogue({'System Tasks': ['b.component.html']}),
    );
    expect(moved[0]?.labels).toEqual([
      {
        label: 'System Tasks',
        change: 'moved',
        files: ['a.component.ts'],
        stillIn: ['b.component.html'],
      },
    ]);
  });
});

describe('what is never drift', () => {
  it.each([
    ['a line number', {source: 'a.go:10'}, {source: 'a.go:12'}],
    [
      'a line inside a note',
      {notes: ['checks a role at internal/handlers/receipts.go:484']},
      {notes: ['checks a role at internal/handlers/receipts.go:490']},
    ],
    ['the joined operationId', {operationId: 'a'}, {operationId: 'b'}],
  ])('%s', (_name, before, after) => {
    expect(diffValues(before, after)).toEqual([]);
  });

  it('but a changed value is', () => {
    expect(diffValues({default: '1'}, {default: '2'})).toEqual([
      {path: ['default'], change: 'changed', before: '1', after: '2'},
    ]);
  });
});

describe('the report of the snippets', () => {
  const report = buildReport({
    from: {tag: 'v6.7.0', commit: 'a'.repeat(40)},
    to: {tag: 'v9.9.9', commit: 'b'.repeat(40)},
    readers: [{name: 'routes and schemas', status: 'read'}],
    facts,
    operations,
    types: [],
    pictures,
    placed: [
      ...placeFacts(facts, snippets.pages),
      ...placeLabels(pictures, snippets.pages),
    ],
  });
  const text = renderReport(report);

  it('names each page with the line, the fact and both values', () => {
    expect(text).toContain(
      '  configuration/environment-variables.md\n    11  environment variable REDIS_PORT changed: default: null at v6.7.0, “6379” at v9.9.9\n',
    );
    expect(text).toContain(
      '     7  label “Refresh System Tasks” (picture system-tasks) is not in the web app at v9.9.9 (was in system-task-table.component.html)',
    );
  });

  it('names the new operation and the picture, and ends with the summary line', () => {
    expect(text).toContain('  GET /systemTask/{id}/children: only at v9.9.9\n');
    expect(text).toContain(
      '  system-tasks\n    label “Refresh System Tasks” is not in the web app at v9.9.9',
    );
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      'Summary: drift between v6.7.0 and v9.9.9: 2 pages (4 lines), 1 fact, 1 operation, 0 schemas, 1 picture',
    );
  });
});
