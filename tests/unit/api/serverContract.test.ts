/**
 * What each operation of api-spec/openapi.yaml says it reads and writes, against the server's source
 * (tests/fixtures/api/server-routes.json, see its README): the request body and the fields whose
 * absence fails validation, the query parameters and whether the call fails without them, and the
 * media types each status really carries.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import table from '../../fixtures/api/server-routes.json';
import {readLedger} from '../../support/apiLedger';
import {
  bodyMismatch,
  mediaTypeMismatches,
  queryMismatch,
  type InPractice,
  type Spec,
  type ServerRow,
} from './serverContract';

const ROOT = path.resolve(__dirname, '../../..');
const spec = parse(
  readFileSync(path.join(ROOT, 'api-spec/openapi.yaml'), 'utf8'),
) as Spec;
const rows = (table.routes as (ServerRow & {operationId: string})[]).map(
  (row) => ({...row, name: `${row.method} ${row.path}`}),
);
const ledger = new Map(readLedger().map((r) => [r.operationId, r]));
const inPractice = (row: {operationId: string}): InPractice => ({
  needs: ledger.get(row.operationId)?.needs ?? [],
  serverSets: ledger.get(row.operationId)?.serverSets ?? [],
});

describe.each(rows)('$name', (row) => {
  it('declares the request body the server decodes, requiring the fields it validates as required (less those it sets itself) and those the ledger says it needs', () => {
    expect(bodyMismatch(spec, row, inPractice(row))).toBeNull();
  });

  it('declares the query parameters the handler reads, required where the call fails without them', () => {
    expect(queryMismatch(spec, row, inPractice(row))).toBeNull();
  });

  it('declares for every status the media types the server sends', () => {
    expect(mediaTypeMismatches(spec, row)).toEqual([]);
  });
});

// Each check on a spec made wrong on purpose: a check that cannot fail proves nothing.
describe('the checks catch a wrong spec', () => {
  const row = (name: string) => {
    const found = rows.find((r) => r.name === name);
    if (!found) throw new Error(`no row ${name}`);
    return found;
  };
  const copy = (): Spec => structuredClone(spec);

  it('a body that omits a field the validation middleware requires', () => {
    const wrong = copy();
    const op = wrong.paths['/user/']?.post;
    op!.requestBody = {
      content: {
        'application/json': {
          schema: {type: 'object', required: ['username', 'displayName']},
        },
      },
    };
    expect(bodyMismatch(wrong, row('POST /user/'))).toMatch(/userrole/);
  });

  it('a query parameter declared optional that the handler requires', () => {
    const wrong = copy();
    for (const p of wrong.paths['/receipt/hasAccess']?.get?.parameters ?? [])
      if ('name' in p && p.name === 'groupRole') p.required = false;
    expect(queryMismatch(wrong, row('GET /receipt/hasAccess'))).toMatch(
      /groupRole/,
    );
  });

  it('a query parameter the handler never reads', () => {
    const wrong = copy();
    wrong.paths['/export/{groupId}']?.post?.parameters?.push({
      name: 'format',
      in: 'query',
      required: true,
    });
    expect(queryMismatch(wrong, row('POST /export/{groupId}'))).toMatch(
      /format/,
    );
  });

  it('a field the ledger says the call needs in practice, left optional', () => {
    const getPaged = row('POST /prompt/getPagedPrompts');
    const needs = [{in: 'body', name: 'orderBy'}];
    const wrong = copy();
    const body = wrong.paths['/prompt/getPagedPrompts']?.post?.requestBody;
    body!.content = {
      'application/json': {
        schema: {type: 'object', required: ['page', 'pageSize']},
      },
    };
    expect(bodyMismatch(wrong, getPaged, {needs, serverSets: []})).toMatch(
      /the server requires orderby, page, pagesize/,
    );
  });

  it('a field the server sets itself, still required of the client', () => {
    const addComment = row('POST /comment/');
    const wrong = copy();
    const body = wrong.paths['/comment/']?.post?.requestBody;
    body!.content = {
      'application/json': {
        schema: {type: 'object', required: ['comment', 'receiptId', 'userId']},
      },
    };
    expect(
      bodyMismatch(wrong, addComment, {
        needs: [],
        serverSets: [{name: 'userId'}],
      }),
    ).toMatch(
      /declares comment, receiptid, userid, the server requires comment, receiptid$/,
    );
  });

  it('a middleware error declared as application/json only', () => {
    const wrong = copy();
    const responses = wrong.paths['/tag/']?.get?.responses ?? {};
    responses['403'] = {
      description: 'Unauthorized',
      content: {'application/json': {}},
    };
    expect(mediaTypeMismatches(wrong, row('GET /tag/'))).toEqual([
      '403: declares application/json, the server sends text/plain',
    ]);
  });
});
