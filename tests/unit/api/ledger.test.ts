/**
 * The operation ledger (api-spec/ledger/) against the spec: every operation has one record, each
 * record is complete, the spec's schemas, parameters and statuses agree with it, and the request
 * sample the API reference shows would be accepted by the server as the record describes it.
 */
import {describe, expect, it} from 'vitest';
import {sampleRequest} from '../../../src/api-reference/build/codeSamples';
import {HTTP_METHODS} from '../../../src/api-reference/sectionIds';
import {readApiSpec} from '../../support/apiSpec';
import {
  locate,
  readLedger,
  recordProblems,
  sampleProblems,
  specProblems,
  type LedgerRecord,
  type Spec,
} from '../../support/apiLedger';

const spec = readApiSpec() as Spec;
const records = readLedger();
const operationIds = Object.values(spec.paths).flatMap((item) =>
  HTTP_METHODS.flatMap((method) => {
    const op = item[method] as {operationId?: string} | undefined;
    return op?.operationId ? [op.operationId] : [];
  }),
);

const sampleOf = (s: Spec, record: LedgerRecord) => {
  const found = locate(s, record.operationId);
  if (!found) throw new Error(`no operation ${record.operationId}`);
  return sampleRequest(
    s as unknown as Parameters<typeof sampleRequest>[0],
    found.template,
    found.method,
  );
};

describe('the ledger', () => {
  it('has one record for each of the spec operations, and none for an operation the spec lacks', () => {
    const ids = records.map((r) => r.operationId);
    expect(operationIds.length).toBeGreaterThan(100);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect([...ids].sort()).toEqual([...operationIds].sort());
  });
});

describe.each(records.map((r) => ({...r, name: r.operationId})))(
  '$name ($file)',
  (record) => {
    it('is a complete record', () => {
      expect(recordProblems(record)).toEqual([]);
    });
    it("agrees with the spec's statuses, required inputs, server-set fields, nullable answers and answer text", () => {
      expect(specProblems(spec, record)).toEqual([]);
    });
    it('has a request sample the server accepts as the record describes', () => {
      expect(sampleProblems(record, sampleOf(spec, record))).toEqual([]);
    });
  },
);

// Each check on a spec or record made wrong on purpose: a check that cannot fail proves nothing.
describe('the ledger checks catch', () => {
  const copy = (): Spec => structuredClone(spec);
  const record = (overrides: Partial<LedgerRecord>): LedgerRecord => ({
    operationId: 'getPagedPrompts',
    route: 'POST /prompt/getPagedPrompts',
    read: ['internal/handlers/prompts.go:15-62'],
    access: 'ADMIN',
    statuses: {},
    answer: 'readBack',
    file: 'test.yaml',
    ...overrides,
  });
  const real = (id: string): LedgerRecord => {
    const found = records.find((r) => r.operationId === id);
    if (!found) throw new Error(`no record ${id}`);
    return found;
  };

  it('a record without files read, causes or a known answer kind', () => {
    const problems = recordProblems(
      record({read: [], statuses: {200: []}, answer: 'maybe' as 'echo'}),
    );
    expect(problems).toContain('read lists no file');
    expect(problems).toContain('status 200 has no cause');
    expect(problems.join()).toMatch(/answer "maybe"/);
  });

  it('a status the spec leaves out', () => {
    const r = real('getPagedPrompts');
    const wrong = {...r, statuses: {...r.statuses, 404: ['no such page']}};
    expect(specProblems(spec, wrong).join()).toMatch(/statuses: .*404/);
  });

  it('a body field the server needs that the spec does not require', () => {
    const r = real('getPagedPrompts');
    const wrong = copy();
    const found = locate(wrong, 'getPagedPrompts')!;
    found.operation.requestBody = {
      content: {
        'application/json': {
          schema: {type: 'object', properties: {orderBy: {type: 'string'}}},
        },
      },
    };
    expect(specProblems(wrong, r).join()).toMatch(/needs body orderBy/);
  });

  it('a field the server sets that the request body requires', () => {
    const r = record({
      operationId: 'addComment',
      route: real('addComment').route,
      statuses: real('addComment').statuses,
      answer: real('addComment').answer,
      serverSets: [{name: 'userId', from: 'the caller'}],
    });
    const wrong = copy();
    const found = locate(wrong, 'addComment')!;
    found.operation.requestBody = {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['userId'],
            properties: {userId: {type: 'integer'}},
          },
        },
      },
    };
    const problems = specProblems(wrong, r).join();
    expect(problems).toMatch(/serverSets userId .* requires it/);
    expect(problems).toMatch(/serverSets userId .* not readOnly/);
  });

  it('a list the server can write as null that the spec declares non-null', () => {
    const r = record({
      operationId: 'getReceiptById',
      route: real('getReceiptById').route,
      statuses: real('getReceiptById').statuses,
      answer: 'readBack',
      nullable: ['items'],
    });
    const wrong = copy();
    const found = locate(wrong, 'getReceiptById')!;
    found.operation.responses = {
      ...found.operation.responses,
      200: {
        description: 'x',
        content: {
          'application/json': {
            schema: {type: 'object', properties: {items: {type: 'array'}}},
          },
        },
      },
    };
    expect(specProblems(wrong, r).join()).toMatch(
      /nullable items: .*does not allow it/,
    );
  });

  it('an echoed answer described as read back, and the reverse', () => {
    const r = real('getPagedPrompts');
    expect(specProblems(spec, {...r, answer: 'echo'}).join()).toMatch(
      /echoes the request/,
    );
  });

  it('a sample without a needed orderBy, with a value outside the accepted set, or leaving out a replaced list', () => {
    const need = {
      in: 'body' as const,
      name: 'orderBy',
      values: ['name', 'created_at'],
      without: '500',
    };
    const r = record({
      needs: [need],
      replaces: [{name: 'groupMembers', omitted: 'every member is deleted'}],
    });
    const sample = (value: unknown) => ({
      query: [] as [string, string][],
      body: {kind: 'json', value},
    });
    expect(sampleProblems(r, sample({page: 1})).join()).toMatch(
      /sends no orderBy/,
    );
    expect(sampleProblems(r, sample({orderBy: 'createdAt'})).join()).toMatch(
      /not one of name, created_at/,
    );
    expect(sampleProblems(r, sample({orderBy: 'name'})).join()).toMatch(
      /leaves out groupMembers/,
    );
    expect(
      sampleProblems(r, sample({orderBy: 'name', groupMembers: []})),
    ).toEqual([]);
  });

  it("a sample outside an optional input's accepted values, and a conditional need met only in some bodies", () => {
    const r = record({
      limits: [
        {
          in: 'body',
          name: 'sortDirection',
          values: ['asc', 'desc', ''],
          otherwise: '500',
        },
      ],
      needs: [
        {
          in: 'body',
          name: 'url',
          when: {aiType: ['OLLAMA']},
          without: '400 url is required',
        },
        {
          in: 'body',
          name: 'ocrEngine',
          when: {isVisionModel: false},
          without: '400',
        },
      ],
    });
    const sample = (value: unknown) => ({
      query: [] as [string, string][],
      body: {kind: 'json', value},
    });
    expect(
      sampleProblems(
        r,
        sample({sortDirection: 'up', isVisionModel: true}),
      ).join(),
    ).toMatch(/sortDirection "up" is not one of asc, desc/);
    expect(
      sampleProblems(r, sample({aiType: 'OLLAMA', isVisionModel: true})).join(),
    ).toMatch(/sends no url/);
    // isVisionModel left out counts as false: the OCR engine is needed.
    expect(sampleProblems(r, sample({aiType: 'GEMINI'})).join()).toMatch(
      /sends no ocrEngine/,
    );
    expect(
      sampleProblems(r, sample({aiType: 'GEMINI', isVisionModel: true})),
    ).toEqual([]);
  });
});
