/**
 * The current docs' pages against the facts taken from the server's and the web app's source at the
 * release tag (tests/fixtures/server/<current>.json, written by `npm run refresh:server-facts`): the environment
 * variables page names every variable the server reads at start-up with the right Required and
 * Default, the tasks and system settings pages list every queue with its default priority, the
 * receipt processing settings page names the fields each AI type shows, and the system settings
 * page states the defaults the server creates. Tables are read as tables (mdast, GFM).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {toString} from 'mdast-util-to-string';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import type {Nodes, Root, Table, TableRow} from 'mdast';
import {describe, expect, it} from 'vitest';
import {
  CURRENT_DOCS,
  CURRENT_VERSION,
  currentFixture,
} from '../../support/docsVersions';

interface EnvironmentVariable {
  name: string;
  required: 'yes' | 'no' | 'conditional';
  requiredWhen?: {variable: string; values: string[]};
  default: string | null;
  allowedValues?: string[];
  startup: boolean;
  setInImage?: string;
  setByServer?: string;
}

interface FormField {
  control: string;
  label: string;
  afterTypeSelector: boolean;
}

interface SettingsField {
  json: string;
  type: string;
  default: string | null;
  zeroValue: string;
  values?: string[];
}

interface Check {
  field: string;
  message: string;
  condition: string;
  constants?: string[];
  source: string;
}

interface CommandFacts {
  validateParams: string[];
  checks: Check[];
  validateCalls: {handler: string; args: string[]; source: string}[];
}

interface ServerFacts {
  source: {repository: string; tag: string; commit: string};
  environmentVariables: EnvironmentVariable[];
  queues: {names: {name: string; defaultPriority: number | null}[]};
  aiTypes: {
    form: {value: string; name: string; fields: FormField[]}[];
    server: {checks: Check[]};
  };
  systemSettings: {fields: SettingsField[]};
  commands: Record<
    'UpsertReceiptCommand' | 'UpsertGroupCommand' | 'UpsertSystemEmailCommand',
    CommandFacts
  >;
  email: {
    attachmentSteps: {
      call: string;
      action: 'return' | 'continue';
      source: string;
    }[];
    imap: {search: string; fetch: string; mimeTypes: string};
  };
}

const facts = JSON.parse(
  readFileSync(currentFixture('server'), 'utf8'),
) as ServerFacts;
// SERVER_FACTS_DOCS points the test at a copy of the pages, to watch it fail on a broken page.
const DOCS = process.env.SERVER_FACTS_DOCS ?? CURRENT_DOCS;

/** A page as mdast: MDX first, CommonMark when the page is not valid MDX (as Docusaurus detects). */
function readPage(page: string): Root {
  const source = readFileSync(path.join(DOCS, page), 'utf8');
  const parse = (mdx: boolean): Root =>
    fromMarkdown(source, {
      extensions: [frontmatter(['yaml']), ...(mdx ? [mdxjs()] : []), gfm()],
      mdastExtensions: [
        frontmatterFromMarkdown(['yaml']),
        ...(mdx ? [mdxFromMarkdown()] : []),
        gfmFromMarkdown(),
      ],
    });
  try {
    return parse(true);
  } catch {
    return parse(false);
  }
}

interface Cell {
  text: string;
  codes: string[];
}

interface ReadTable {
  header: string[];
  rows: Cell[][];
}

function codesIn(node: Nodes): string[] {
  if (node.type === 'inlineCode') return [node.value];
  return 'children' in node ? node.children.flatMap(codesIn) : [];
}

function cells(row: TableRow): Cell[] {
  return row.children.map((cell) => ({
    text: toString(cell).trim(),
    codes: codesIn(cell),
  }));
}

function tables(root: Root): ReadTable[] {
  const found: Table[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'table') found.push(node);
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return found.map((table) => {
    const [head, ...rows] = table.children;
    return {
      header: head ? cells(head).map((cell) => cell.text) : [],
      rows: rows.map(cells),
    };
  });
}

function column(table: ReadTable, pattern: RegExp): number {
  return table.header.findIndex((title) => pattern.test(title));
}

/** The tables whose header has a column matching every pattern (at least one). */
function tablesWith(page: string, ...patterns: RegExp[]): ReadTable[] {
  const found = tables(readPage(page)).filter((table) =>
    patterns.every((pattern) => column(table, pattern) >= 0),
  );
  expect(
    found.length,
    `${page}: a table with columns ${patterns.join(', ')}`,
  ).toBeGreaterThan(0);
  return found;
}

/** The one table whose header has a column matching every pattern. */
function tableWith(page: string, ...patterns: RegExp[]): ReadTable {
  const found = tablesWith(page, ...patterns);
  expect(
    found,
    `${page}: one table with columns ${patterns.join(', ')}`,
  ).toHaveLength(1);
  return found[0] as ReadTable;
}

/** The page's text, one paragraph (or list item, or table cell) at a time, code spans in backticks. */
function paragraphs(page: string): string[] {
  const found: string[] = [];
  const text = (node: Nodes): string =>
    node.type === 'inlineCode'
      ? `\`${node.value}\``
      : 'children' in node
        ? node.children.map(text).join('')
        : 'value' in node
          ? node.value
          : '';
  const visit = (node: Nodes): void => {
    if (node.type === 'paragraph' || node.type === 'tableCell')
      found.push(text(node));
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(readPage(page));
  return found;
}

function sentences(page: string): string[] {
  return paragraphs(page).flatMap((paragraph) =>
    paragraph.split(/(?<=[.!?])\s+(?=[A-Z`])/),
  );
}

/**
 * The checks of a command that a handler runs: its Validate called with literal booleans, a
 * condition's `param` or `!param` conjunct is decided by them (UpdateGroup passes `true`, so a check
 * under `!isCreate` never runs there).
 */
function checksRunBy(command: CommandFacts, handler: string): Check[] {
  const call = command.validateCalls.find((entry) => entry.handler === handler);
  expect(call, `${handler} calls Validate`).toBeDefined();
  const values = new Map(
    command.validateParams.map((param, index) => [param, call?.args[index]]),
  );
  return command.checks.filter((check) =>
    check.condition.split(' && ').every((conjunct) => {
      const negated = /^!(\w+)$/.exec(conjunct)?.[1];
      const plain = /^(\w+)$/.exec(conjunct)?.[1];
      if (negated && values.has(negated))
        return values.get(negated) === 'false';
      if (plain && values.has(plain)) return values.get(plain) === 'true';
      return true;
    }),
  );
}

/**
 * The check without the conjuncts that name a parameter of Validate (`isCreate && len(x) == 0` is
 * `len(x) == 0` once checksRunBy has kept it for a handler).
 */
function beyondParams(command: CommandFacts, check: Check): Check {
  const params = new Set(command.validateParams);
  return {
    ...check,
    condition: check.condition
      .split(' && ')
      .filter((conjunct) => !params.has(conjunct.replace(/^!/, '')))
      .join(' && '),
  };
}

/** A check that rejects an empty or zero value (what a page calls "required"). */
const isEmptinessCheck = (check: Check): boolean =>
  /^len\([\w.]+\) == 0$|^[\w.]+ == ("")?0?$|^[\w.]+\.IsZero\(\)$|== ""$/.test(
    check.condition,
  );

const lowerFirst = (name: string): string =>
  name.charAt(0).toLowerCase() + name.slice(1);

const NONE = /^(none|—|-|)$/i;

describe(`${CURRENT_VERSION} pages against the server at ${facts.source.tag} (${facts.source.commit.slice(0, 7)})`, () => {
  describe('configuration/environment-variables.md', () => {
    const page = 'configuration/environment-variables.md';
    // Every table of variables (the page may keep the image's own variables in a second one).
    const rows = new Map(
      tablesWith(page, /^Variable$/, /^Required$/, /^Default$/).flatMap(
        (table) =>
          table.rows.map((row) => [
            row[0]?.codes[0] ?? row[0]?.text ?? '',
            {
              cells: row,
              required: row[column(table, /^Required$/)],
              default: row[column(table, /^Default$/)],
            },
          ]),
      ),
    );
    // What a user configures: read at start-up, and set neither by the image nor by the server.
    const startup = facts.environmentVariables.filter(
      (variable) =>
        variable.startup && !variable.setInImage && !variable.setByServer,
    );

    it('reads the facts of a start-up with at least the two keys and the database engine', () => {
      expect(startup.map((variable) => variable.name)).toEqual(
        expect.arrayContaining(['ENCRYPTION_KEY', 'SECRET_KEY', 'DB_ENGINE']),
      );
    });

    it('has a row for every variable the server reads at start-up', () => {
      expect(
        startup
          .map((variable) => variable.name)
          .filter((name) => !rows.has(name)),
      ).toEqual([]);
    });

    it('lists only variables the server reads', () => {
      const read = new Set(facts.environmentVariables.map((v) => v.name));
      expect([...rows.keys()].filter((name) => !read.has(name))).toEqual([]);
    });

    it.each(startup.map((variable) => ({...variable, id: variable.name})))(
      '$id: Required and Default as the server has them',
      (variable) => {
        const row = rows.get(variable.name);
        expect(row, `${variable.name} has a row`).toBeDefined();
        const requiredCell = row?.required?.text ?? '';
        if (variable.required === 'yes')
          expect(requiredCell, `${variable.name} Required`).toMatch(/^Yes\b/);
        else if (variable.required === 'no')
          expect(requiredCell, `${variable.name} Required`).toMatch(/^No\b/);
        else {
          // Required only for some values of another variable: not "No", and it names them.
          expect(requiredCell, `${variable.name} Required`).not.toMatch(
            /^No\b/,
          );
          expect(
            (variable.requiredWhen?.values ?? []).filter(
              (value) => !requiredCell.includes(value),
            ),
            `${variable.name} Required names the values of ${variable.requiredWhen?.variable}`,
          ).toEqual([]);
        }
        const defaultCell = row?.default;
        if (variable.default === null)
          expect(defaultCell?.text, `${variable.name} Default`).toMatch(NONE);
        else
          expect(defaultCell?.codes, `${variable.name} Default`).toContain(
            variable.default,
          );
        const named = new Set(row?.cells.flatMap((cell) => cell.codes));
        expect(
          (variable.allowedValues ?? []).filter((value) => !named.has(value)),
          `${variable.name}: every accepted value named in its row`,
        ).toEqual([]);
      },
    );
  });

  describe('queues', () => {
    const names = facts.queues.names.map((queue) => queue.name).sort();

    it('has the five queues of 6.7 in the facts', () => {
      expect(names).toContain('system_clean_up');
    });

    it.each([
      {page: 'concepts/tasks.md', queueColumn: /^Queue$/},
      {
        page: 'concepts/system-settings/system-settings.md',
        queueColumn: /^Queue name in the API$/,
      },
    ])(
      '$page lists every queue with its default priority',
      ({page, queueColumn}) => {
        const table = tableWith(page, queueColumn, /^Default priority$/);
        const queue = column(table, queueColumn);
        const priority = column(table, /^Default priority$/);
        const listed = table.rows.map((row) => row[queue]?.codes[0] ?? '');
        expect([...listed].sort()).toEqual(names);
        for (const {name, defaultPriority} of facts.queues.names) {
          const row = table.rows.find(
            (cells) => cells[queue]?.codes[0] === name,
          );
          expect(row?.[priority]?.text, `${name} default priority`).toBe(
            String(defaultPriority),
          );
        }
      },
    );
  });

  describe('concepts/ai.md', () => {
    it('lists every AI type of the form by its name and value, and no other', () => {
      const table = tableWith('concepts/ai.md', /^AI type$/, /^API value$/);
      const value = column(table, /^API value$/);
      expect(
        table.rows
          .map((row) => `${row[0]?.text} = ${row[value]?.codes[0]}`)
          .sort(),
      ).toEqual(
        facts.aiTypes.form.map((type) => `${type.name} = ${type.value}`).sort(),
      );
    });
  });

  describe('concepts/system-settings/receipt-processing-settings.md', () => {
    const page = 'concepts/system-settings/receipt-processing-settings.md';
    const table = tableWith(page, /^AI type/, /^Fields/);
    const fieldsColumn = column(table, /^Fields/);

    it('has a row for every AI type of the form, and no other', () => {
      const listed = table.rows.flatMap((row) =>
        row.flatMap((cell) => cell.codes),
      );
      expect([...listed].sort()).toEqual(
        facts.aiTypes.form.map((type) => type.value).sort(),
      );
    });

    // A field every AI type shows belongs in the table of the form's fields; a field only some
    // types show belongs in the row of each type that shows it.
    const forAll = facts.aiTypes.form
      .map((type) => type.fields.map((field) => field.label))
      .reduce((common, labels) =>
        common.filter((label) => labels.includes(label)),
      );

    it('names every field that every AI type shows, by its label, in the table of fields', () => {
      const fields = tableWith(page, /^Field$/);
      const labels = fields.rows.map((row) => row[0]?.text);
      expect(forAll.filter((label) => !labels.includes(label))).toEqual([]);
    });

    it.each(facts.aiTypes.form.map((type) => ({...type, id: type.name})))(
      '$id: its row names every field only some AI types show, by its label',
      (type) => {
        const row = table.rows.find(
          (cells) =>
            cells.some((cell) => cell.codes.includes(type.value)) ||
            cells[0]?.text === type.name,
        );
        expect(row, `${type.name} has a row`).toBeDefined();
        expect(row?.[0]?.text, `${type.value} is called ${type.name}`).toBe(
          type.name,
        );
        const named = row?.[fieldsColumn]?.text ?? '';
        expect(
          type.fields
            .filter(
              (field) =>
                field.afterTypeSelector && !forAll.includes(field.label),
            )
            .map((field) => field.label)
            .filter((label) => !named.includes(label)),
          `${type.name}: labels missing from "${named}"`,
        ).toEqual([]);
      },
    );
  });

  describe('concepts/system-settings/system-settings.md', () => {
    const page = 'concepts/system-settings/system-settings.md';
    const table = tableWith(page, /^Field$/, /^Default$/);
    const defaults = column(table, /^Default$/);
    const rows = new Map(table.rows.map((row) => [row[0]?.codes[0], row]));

    it('has a row for every field of the system settings, and no other', () => {
      expect([...rows.keys()].sort()).toEqual(
        facts.systemSettings.fields.map((field) => field.json).sort(),
      );
    });

    it.each(
      facts.systemSettings.fields
        // A list's default is described in words (the queue table), not as a value.
        .filter((field) => !field.type.startsWith('[]'))
        .map((field) => ({...field, id: field.json})),
    )('$id: the default the server creates', (field) => {
      const row = rows.get(field.json);
      expect(row, `${field.json} has a row`).toBeDefined();
      const cell = row?.[defaults];
      const created = field.default ?? field.zeroValue;
      if (created === 'null')
        expect(cell?.text, `${field.json} default`).toMatch(NONE);
      else expect(cell?.codes[0], `${field.json} default`).toBe(created);
      const named = new Set(row?.flatMap((c) => c.codes));
      expect(
        (field.values ?? []).filter((value) => !named.has(value)),
        `${field.json}: every allowed value named in its row`,
      ).toEqual([]);
    });
  });
  describe('concepts/receipts/overview.md', () => {
    const page = 'concepts/receipts/overview.md';
    const command = facts.commands.UpsertReceiptCommand;
    // How the page names each field the command requires.
    const WORDS: Record<string, string> = {
      name: 'name',
      amount: 'amount',
      date: 'date',
      groupId: 'group',
      paidByUserId: 'payer',
      status: 'status',
    };
    const onSave = ['CreateReceipt', 'UpdateReceipt'].map((handler) =>
      checksRunBy(command, handler).filter(isEmptinessCheck),
    );
    const required = [
      ...new Set(
        onSave
          .flat()
          .filter((check) =>
            onSave.every((checks) =>
              checks.some((other) => other.field === check.field),
            ),
          )
          .map((check) => check.field),
      ),
    ];

    it('reads the checks of creating and updating a receipt, status among them', () => {
      expect(required).toContain('status');
    });

    it('names every field that saving a receipt requires, and says an empty status is rejected', () => {
      const sentence = sentences(page).find((text) =>
        /required when a receipt is saved/.test(text),
      );
      expect(sentence, 'the sentence on what saving requires').toBeDefined();
      expect(
        required.filter(
          (field) =>
            !new RegExp(`\\b${WORDS[field] ?? field}\\b`, 'i').test(
              sentence ?? '',
            ),
        ),
      ).toEqual([]);
      const status = command.checks.find((check) => check.field === 'status');
      const text = paragraphs(page).join('\n');
      expect(text).toContain(`\`${status?.message}\``);
      expect(text).not.toMatch(/accepts? an empty status/i);
    });
  });

  describe('concepts/groups/overview.md', () => {
    const page = 'concepts/groups/overview.md';
    const command = facts.commands.UpsertGroupCommand;
    const requires = (handler: string): string[] =>
      checksRunBy(command, handler)
        .filter(isEmptinessCheck)
        .map((check) => check.field);

    it('states what creating and updating a group require, members as the server checks them', () => {
      const onCreate = requires('CreateGroup');
      const onUpdate = requires('UpdateGroup');
      expect(onCreate).toEqual(expect.arrayContaining(['name', 'status']));
      const sentence =
        sentences(page).find((text) =>
          /^Creating or updating a group requires/.test(text),
        ) ?? '';
      for (const field of ['name', 'status'])
        if (onCreate.includes(field) && onUpdate.includes(field))
          expect(sentence, field).toMatch(new RegExp(`\\b${field}\\b`));
      const members = [onCreate, onUpdate].filter((fields) =>
        fields.includes('groupMembers'),
      ).length;
      if (members === 0)
        expect(sentence).toMatch(/list of group members is optional/);
      else expect(sentence).not.toMatch(/members is optional/);
    });
  });

  describe('concepts/system-settings/system-email.md', () => {
    const page = 'concepts/system-settings/system-email.md';
    const command = facts.commands.UpsertSystemEmailCommand;
    const requires = (handler: string): string[] =>
      checksRunBy(command, handler)
        .filter((check) => isEmptinessCheck(beyondParams(command, check)))
        .map((check) => check.field);
    const onCreate = requires('AddSystemEmail');
    const onUpdate = requires('UpdateSystemEmail');
    const onlyOnCreate = onCreate.filter((field) => !onUpdate.includes(field));

    it('reads the checks of creating and updating a system email, the password among them', () => {
      expect(onCreate).toEqual(
        expect.arrayContaining(['host', 'port', 'username', 'password']),
      );
    });

    it('says which fields creating and updating require, as the server checks them', () => {
      const table = tableWith(page, /^Field$/, /^Required$/);
      const required = column(table, /^Required$/);
      for (const field of onCreate) {
        const cell = table.rows.find(
          (row) => row[0]?.text.toLowerCase() === field,
        )?.[required]?.text;
        expect(cell, `${field} has a row`).toBeDefined();
        if (onlyOnCreate.includes(field))
          expect(cell, `${field}: required only when creating`).toMatch(
            /\bcreat/i,
          );
        else
          expect(cell, `${field}: required on every save`).toMatch(/^yes\b/i);
      }
      // Every sentence that calls a field required says "creating" for a field only creating needs.
      const claims = sentences(page).filter((text) =>
        /\brequired\b/i.test(text),
      );
      for (const field of onlyOnCreate)
        expect(
          claims.filter(
            (text) =>
              new RegExp(`\\b${field}\\b`, 'i').test(text) &&
              !/\bcreat/i.test(text),
          ),
          `${field} is checked only by AddSystemEmail (${command.checks.find((check) => check.field === field)?.source})`,
        ).toEqual([]);
    });
  });

  describe('concepts/system-settings/receipt-processing-settings.md', () => {
    const page = 'concepts/system-settings/receipt-processing-settings.md';
    const checks = facts.aiTypes.server.checks;

    it('reads the server’s checks of receipt processing settings, per AI type among them', () => {
      expect(checks.some((check) => (check.constants ?? []).length > 0)).toBe(
        true,
      );
    });

    // Each check is stated in one sentence of the API section: the fields its condition reads (a
    // field compared with AI types is named by those types), the types, and the query parameter.
    it.each(
      checks.map((check) => ({
        ...check,
        id: `${check.field}: ${check.message}`,
      })),
    )('states the server’s rule "$id"', (check) => {
      const constants = check.constants ?? [];
      const fields = [...check.condition.matchAll(/command\.(\w+)/g)].map(
        (match) => lowerFirst(match[1] ?? ''),
      );
      const named = [
        ...new Set([
          check.field === 'type' ? 'aiType' : check.field,
          ...fields.filter(
            (field) => !(field === 'aiType' && constants.length > 0),
          ),
          ...[...check.condition.matchAll(/(?<![.\w])(updateKey)\b/g)].map(
            (match) => match[1] ?? '',
          ),
          ...constants,
        ]),
      ];
      const api = sentences(page).filter((text) =>
        named.every((name) => text.includes(`\`${name}\``)),
      );
      expect(api, `a sentence naming ${named.join(', ')}`).not.toEqual([]);
    });
  });
  describe('concepts/email.md', () => {
    const page = 'concepts/email.md';
    const {attachmentSteps, imap} = facts.email;
    // `^(image\/(jpeg|png)|application\/pdf)$` → jpeg, png, pdf.
    const kept = [...imap.mimeTypes.matchAll(/\\\/\(?([\w|]+)\)?/g)].flatMap(
      (match) => (match[1] ?? '').split('|'),
    );

    it('reads the MIME types the poll keeps and the step that converts an attachment', () => {
      expect(kept).toEqual(expect.arrayContaining(['jpeg', 'pdf']));
      expect(
        attachmentSteps.some((step) =>
          step.call.endsWith('GetBytesFromImageBytes'),
        ),
      ).toBe(true);
    });

    it('names every file type the poll keeps', () => {
      const sentence =
        sentences(page).find((text) => /^Only .* are read/.test(text)) ?? '';
      expect(
        kept.filter((type) => !new RegExp(`\\b${type}\\b`, 'i').test(sentence)),
      ).toEqual([]);
    });

    it('says what a corrupt attachment does to the rest of the poll, as the server does it', () => {
      const convert = attachmentSteps.find((step) =>
        step.call.endsWith('GetBytesFromImageBytes'),
      );
      const corrupt = sentences(page).filter((text) => /corrupt/i.test(text));
      expect(
        corrupt.length,
        'a sentence on corrupt attachments',
      ).toBeGreaterThan(0);
      if (convert?.action === 'return') {
        expect(
          corrupt.filter((text) => /(?<!not )skipped/.test(text)),
          `${convert.source} returns: nothing after it is imported`,
        ).toEqual([]);
        expect(corrupt.join(' ')).toMatch(/stops that check/);
      } else expect(corrupt.join(' ')).toMatch(/(?<!not )skipped/);
      // A fetch of RFC822 (not BODY.PEEK[]) marks the emails of the poll as read.
      if (/RFC822/.test(imap.fetch) && /UNSEEN/.test(imap.search))
        expect(paragraphs(page).join(' ')).toMatch(/marked as read/);
    });
  });
});
