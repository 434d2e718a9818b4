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
import {
  bodyMismatch,
  mediaTypeMismatches,
  queryMismatch,
  type Spec,
  type ServerRow,
} from './serverContract';

const ROOT = path.resolve(__dirname, '../../..');
const spec = parse(
  readFileSync(path.join(ROOT, 'api-spec/openapi.yaml'), 'utf8'),
) as Spec;
const rows = (table.routes as ServerRow[]).map((row) => ({
  ...row,
  name: `${row.method} ${row.path}`,
}));

describe.each(rows)('$name', (row) => {
  it('declares the request body the server decodes, requiring exactly the fields it validates as required', () => {
    expect(bodyMismatch(spec, row)).toBeNull();
  });

  it('declares the query parameters the handler reads, required where the call fails without them', () => {
    expect(queryMismatch(spec, row)).toBeNull();
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
