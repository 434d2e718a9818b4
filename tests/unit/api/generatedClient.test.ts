/**
 * Types a generated client can trust: TypeScript types generated from api-spec/openapi.yaml with
 * openapi-typescript (read/write markers on, so `readOnly` fields drop out of request types), and
 * a small client that uses them the way an integrator would, type-checked with the project's
 * TypeScript. The client sends bodies without the fields the server assigns, sends the inputs a
 * call needs in practice, and must handle the lists the server can write as `null`; each
 * `@ts-expect-error` line is a promise of the spec (an unused one is a compile error).
 */
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readApiSpec} from '../../support/apiSpec';

export const CLIENT = `
import type {components, operations, Readable, Writable} from './api';

type Schemas = components['schemas'];
type Json<T> = T extends {content: {'application/json': infer B}} ? B : never;
type Body<O extends keyof operations> = Writable<Json<NonNullable<operations[O]['requestBody']>>>;
type Answer<O extends keyof operations> = Readable<Json<operations[O]['responses'][200]>>;

// Request bodies carry no field the server assigns itself.
export const comment: Body<'addComment'> = {comment: 'Paid in cash', receiptId: 42};
export const shortcut: Writable<Schemas['UserShortcut']> = {name: 'Receipts', url: '/receipts', icon: 'receipt'};
export const createdCategory: Body<'createCategory'> = {name: 'Groceries', description: ''};
// @ts-expect-error the server assigns ids: a request body has no id to send
export const withId: Writable<Schemas['UserShortcut']> = {id: 7, name: 'Receipts', url: '/receipts', icon: 'receipt'};

// A paged list is sorted by a column the server accepts, which it needs.
export const prompts: Body<'getPagedPrompts'> = {page: 1, pageSize: 25, orderBy: 'name', sortDirection: 'asc'};
// @ts-expect-error without orderBy the server answers 500
export const unsorted: Body<'getPagedPrompts'> = {page: 1, pageSize: 25};

// Lists in answers can be null where the server leaves a Go slice unfilled.
declare const receipt: Answer<'getReceiptById'>;
// @ts-expect-error a receipt's categories can be null
receipt.categories.map((category) => category.name);
export const categoryCount: number = (receipt.categories ?? []).length;
declare const groups: Answer<'getGroupsForuser'>;
export const regexCounts: number[] = groups.map(
  (group) => (group.groupSettings?.subjectLineRegexes ?? []).length,
);

// Ids are integers a client keeps as numbers; answers carry them.
export const receiptId: number = receipt.id;
export const paidBy: number = receipt.paidByUserId;

// A response enum holds every value the server writes, the empty OCR engine included.
declare const settings: Answer<'getReceiptProcessingSettingsById'>;
export const noEngine: boolean = settings.ocrEngine === '';
`;

let dir = '';
let diagnostics: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'generated-client-'));
  const types = astToString(
    await openapiTS(readApiSpec() as never, {readWriteMarkers: true}),
  );
  await writeFile(path.join(dir, 'api.ts'), types);
  await writeFile(path.join(dir, 'client.ts'), CLIENT);
  const program = ts.createProgram([path.join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noUnusedLocals: false,
    types: [],
  });
  diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
    const where =
      d.file && d.start !== undefined
        ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}`
        : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, {recursive: true, force: true});
});

describe('a client generated with openapi-typescript', () => {
  it('type-checks, with every promise of the spec kept (server-set fields, needed inputs, null lists, enums)', () => {
    expect(diagnostics).toEqual([]);
  });
});
