// @ts-check
/**
 * The demo server behind the screenshots (scripts/screenshots/): answers each operation of our API
 * document from the JSON fixtures in tests/fixtures/demo-api/, as the real server would shape them.
 * A write answers with what the server would return and changes nothing, but for the prompts created
 * (readable and deletable afterwards); a new demo starts empty of them, so the answers to a flow's
 * recorded requests, asked again in order from a new demo, are the same (tests/unit/screenshots/).
 * An operation it has no answer for throws, which stops a refresh with the request shown.
 *
 * Used by the screenshot stand-in (scripts/screenshots/standIn.mjs) and by the unit tests (through
 * tests/support/demoApi.ts); plain JavaScript that Node runs as it is, checked by TypeScript through its
 * JSDoc. A call reaches the demo only once it fits the API document (the stand-in and the unit tests
 * check it first with scripts/shared/specRequest.mjs), so a body's fields are read as the document
 * types them.
 */
import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** @typedef {Record<string, unknown>} Json */

/**
 * The paging fields of a paged request's body (PagedRequestCommand in the API document).
 * @typedef {object} PagedCommand
 * @property {string} [orderBy]
 * @property {string} [sortDirection]
 * @property {number} [page]
 * @property {number} [pageSize]
 */

/**
 * @typedef {object} DemoCall
 * @property {string} operationId
 * @property {Record<string, string>} pathParameters
 * @property {URLSearchParams} query
 * @property {unknown} body The parsed JSON body, or undefined.
 * @property {string[]} cookies Names of the cookies the call carries.
 */

/**
 * @typedef {object} DemoAnswer
 * @property {number} status
 * @property {unknown} [body] A JSON value (sent as JSON text), or undefined for an empty body.
 * @property {string} [contentType] `application/json` unless the server sends the answer as
 *   something else.
 * @property {string[]} [setCookies]
 */

/** The server writes some JSON bodies without a Content-Type; Go then sends `text/plain`. */
const UNTYPED_JSON = 'text/plain; charset=utf-8';

/**
 * @typedef {object} DemoFixtures
 * @property {Json} users
 * @property {Json} groups
 * @property {Json} receipts
 * @property {Json} labels
 * @property {Json} customFields
 * @property {Json} system
 * @property {Json} account
 * @property {Json} images
 */

export const DEMO_FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../tests/fixtures/demo-api',
);

/**
 * @param {string} [dir]
 * @returns {DemoFixtures}
 */
export function readDemoFixtures(dir = DEMO_FIXTURES_DIR) {
  const read = (/** @type {string} */ name) =>
    JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'));
  return {
    users: read('users'),
    groups: read('groups'),
    receipts: read('receipts'),
    labels: read('labels'),
    customFields: read('custom-fields'),
    system: read('system'),
    account: read('account'),
    images: read('images'),
  };
}

/**
 * A path parameter of the call by the name the API document gives it. A name the document does not
 * (or no longer) use throws, so a renamed parameter stops the refresh and fails the replay of the
 * recorded calls (tests/unit/screenshots/) instead of answering an empty list.
 * @param {DemoCall} call
 * @param {string} name
 * @returns {string}
 */
function param(call, name) {
  const value = call.pathParameters[name];
  if (value === undefined)
    throw new Error(
      `${call.operationId}: the API document has no path parameter ${name} (it has ${Object.keys(call.pathParameters).join(', ') || 'none'})`,
    );
  return value;
}

/** @type {(value: unknown) => Json[]} */
const list = (value) => (Array.isArray(value) ? value : []);

/**
 * A signed token with the claims the server puts in its `jwt` cookie, valid for a day from `now`.
 * @param {Json} claims
 * @returns {string}
 */
function demoToken(claims) {
  const encode = (/** @type {unknown} */ value) =>
    Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({alg: 'HS512', typ: 'JWT'})}.${encode(claims)}`;
  const signature = createHmac('sha512', 'demo-only-secret')
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

/** `created_at` → `createdAt`: a paged request's `orderBy` names the column, the fixtures the JSON field. */
const field = (/** @type {string} */ column) =>
  column.replace(/_([a-z])/g, (_match, letter) => letter.toUpperCase());

/**
 * Values as an SQL ORDER BY puts them: nulls first, numbers by value, text by code point.
 * @param {unknown} a
 * @param {unknown} b
 * @returns {number}
 */
function compare(a, b) {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The rows in the order a paged request asks for (`orderBy`, `sortDirection`), as the server's
 * repositories sort them (api/internal/repositories/base_repository.go:58@v6.7.0); rows that tie keep
 * the fixtures' order. A column none of the rows has leaves the order as it is.
 * @param {Json[]} rows
 * @param {unknown} body
 * @returns {Json[]}
 */
function sorted(rows, body) {
  const command = /** @type {PagedCommand} */ (body ?? {});
  if (!command.orderBy) return rows;
  const key = field(command.orderBy);
  if (!rows.some((row) => key in row)) return rows;
  const direction = command.sortDirection === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({row, index}))
    .sort(
      (a, b) =>
        compare(a.row[key], b.row[key]) * direction || a.index - b.index,
    )
    .map(({row}) => row);
}

/**
 * One page of the rows, sorted as the request asks; `pageSize` -1 (or none) is every row.
 * @param {Json[]} rows
 * @param {unknown} body
 * @returns {{data: Json[], totalCount: number}}
 */
function page(rows, body) {
  const command = /** @type {PagedCommand} */ (body ?? {});
  rows = sorted(rows, body);
  const size =
    command.pageSize && command.pageSize > 0 ? command.pageSize : rows.length;
  const start = ((command.page ?? 1) - 1) * size;
  return {data: rows.slice(start, start + size), totalCount: rows.length};
}

/**
 * @param {Json[]} rows
 * @param {string} id
 * @returns {Json | undefined}
 */
function byId(rows, id) {
  return rows.find((row) => String(row.id) === id);
}

/**
 * The `filter` object of a paged request, or an empty one.
 * @param {unknown} body
 * @returns {Json}
 */
function filterOf(body) {
  const filter = /** @type {{filter?: unknown} | null | undefined} */ (body)
    ?.filter;
  return /** @type {Json} */ (
    filter && typeof filter === 'object' ? filter : {}
  );
}

/**
 * Statuses a receipt filter asks for (`{status: {operation, value: [...]}}`), if any.
 * @param {unknown} body
 * @returns {unknown[]}
 */
function statusFilter(body) {
  const value =
    /** @type {{filter?: {status?: {value?: unknown}}} | null | undefined} */ (
      body
    )?.filter?.status;
  return Array.isArray(value?.value) ? value.value : [];
}

/**
 * @param {DemoFixtures} [fixtures]
 * @param {() => Date} [now]
 * @returns {(call: DemoCall) => DemoAnswer}
 */
export function createDemoApi(
  fixtures = readDemoFixtures(),
  now = () => new Date(),
) {
  const users = list(fixtures.users.users);
  const me = Number(fixtures.users.signedInUserId);
  const user = users.find((row) => row.id === me) ?? /** @type {Json} */ ({});
  const groups = list(fixtures.groups.groups);
  const myGroups = groups.filter((group) =>
    list(group.groupMembers).some((member) => member.userId === me),
  );
  const receipts = list(fixtures.receipts.receipts);
  const categories = list(fixtures.labels.categories);
  const tags = list(fixtures.labels.tags);
  const system = fixtures.system;

  const userViews = users.map(
    ({
      id,
      username,
      displayName,
      defaultAvatarColor,
      isDummyUser,
      userRole,
      createdAt,
      updatedAt,
    }) => ({
      id,
      username,
      displayName,
      defaultAvatarColor,
      isDummyUser,
      userRole,
      createdAt,
      updatedAt,
    }),
  );

  function claims() {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return {
      userId: me,
      username: user.username,
      displayName: user.displayName,
      defaultAvatarColor: user.defaultAvatarColor,
      userRole: user.userRole,
      iss: 'https://receipt-wrangler.example.com',
      sub: String(me),
      aud: ['https://receipt-wrangler.example.com'],
      iat: issuedAt,
      nbf: issuedAt,
      exp: issuedAt + 24 * 60 * 60,
    };
  }

  function appData() {
    const settings = /** @type {Json} */ (system.systemSettings);
    return {
      about: fixtures.users.about,
      claims: claims(),
      groups: myGroups,
      users: userViews,
      userPreferences: fixtures.users.userPreferences,
      featureConfig: fixtures.users.featureConfig,
      categories,
      tags,
      icons: fixtures.users.icons,
      jwt: '',
      refreshToken: '',
      currencyDisplay: settings.currencyDisplay,
      currencyThousandthsSeparator: settings.currencyThousandthsSeparator,
      currencyDecimalSeparator: settings.currencyDecimalSeparator,
      currencySymbolPosition: settings.currencySymbolPosition,
      currencyHideDecimalPlaces: settings.currencyHideDecimalPlaces,
    };
  }

  function sessionCookies() {
    const token = demoToken(claims());
    return [
      `jwt=${token}; Path=/; HttpOnly; SameSite=Strict`,
      `refresh_token=${demoToken({sub: String(me)})}; Path=/; HttpOnly; SameSite=Strict`,
    ];
  }

  /**
   * @param {string} groupId
   * @param {unknown} body
   */
  function receiptsOfGroup(groupId, body) {
    const group = byId(groups, groupId);
    const statuses = statusFilter(body);
    return receipts
      .filter((receipt) =>
        group?.isAllGroup === true
          ? myGroups.some((mine) => mine.id === receipt.groupId)
          : String(receipt.groupId) === groupId,
      )
      .filter(
        (receipt) =>
          statuses.length === 0 || statuses.includes(String(receipt.status)),
      );
  }

  /**
   * @param {Json[]} rows
   * @param {string} key
   */
  function counted(rows, key) {
    return rows.map((row) => ({
      ...row,
      numberOfReceipts: receipts.filter((receipt) =>
        list(receipt[key]).some((label) => label.id === row.id),
      ).length,
    }));
  }

  /** @type {(row: unknown, what: string) => DemoAnswer} */
  const found = (row, what) =>
    row
      ? {status: 200, body: row}
      : {status: 500, body: {errorMsg: `${what} not found`}};

  /** @type {(body?: unknown) => DemoAnswer} */
  const ok = (body) => ({status: 200, body});
  /**
   * A count, which the server writes as a bare number without a Content-Type.
   * @type {(value: number) => DemoAnswer}
   */
  const count = (value) => ({
    status: 200,
    body: value,
    contentType: UNTYPED_JSON,
  });

  // Writes (driven through the web app by the refresh's write flows): answered as the server shapes
  // them. One thing is kept: the prompts created, readable and deletable afterwards (a prompt no
  // setting uses is the only one the web app lets a reader delete). The refresh and the replay of its
  // calls (tests/unit/screenshots/) start each write flow with a new demo, so a flow's answers do not
  // depend on the flows before it.
  /** @type {Json[]} */
  const createdPrompts = [];
  const prompts = () => [...list(system.prompts), ...createdPrompts];
  const stamp = () =>
    now()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z');
  const nextId = (/** @type {Json[]} */ rows) =>
    Math.max(0, ...rows.map((row) => Number(row.id))) + 1;
  /** @type {(body: unknown) => Json} */
  const fields = (body) =>
    /** @type {Json} */ (body && typeof body === 'object' ? body : {});
  /**
   * A new row as the server returns it: the command's fields, a new id and the audit fields.
   * @type {(rows: Json[], body: unknown) => Json}
   */
  const createdRow = (rows, body) => ({
    id: nextId(rows),
    createdAt: stamp(),
    createdBy: me,
    createdByString: '',
    updatedAt: stamp(),
    ...fields(body),
  });
  /**
   * A label (category or tag) as updateCategory/updateTag return it: the stored row, renamed.
   * @type {(rows: Json[], id: string, body: unknown) => DemoAnswer}
   */
  const updatedLabel = (rows, id, body) => {
    const row = byId(rows, id);
    const {name, description} = fields(body);
    return found(row && {...row, name, description}, 'Label');
  };

  const dashboards = list(fixtures.groups.dashboards);
  /**
   * A dashboard as the server stores it from an UpsertDashboardCommand: the caller's, the group id read
   * as a number, each widget new with a null configuration when none is sent
   * (api/internal/repositories/dashboards.go:24-60@v6.7.0).
   * @param {number} id
   * @param {string} createdAt
   * @param {unknown} body
   */
  const dashboardRow = (id, createdAt, body) => {
    const {name, groupId, widgets} = fields(body);
    const firstWidget = nextId(dashboards.flatMap((row) => list(row.widgets)));
    return {
      id,
      name,
      groupId: Number(groupId),
      userId: me,
      createdAt,
      updatedAt: stamp(),
      widgets: list(widgets).map((widget, index) => ({
        id: firstWidget + index,
        dashboardId: id,
        name: widget.name,
        widgetType: widget.widgetType,
        configuration: widget.configuration ?? null,
        createdAt: stamp(),
        updatedAt: stamp(),
      })),
    };
  };
  /**
   * A record as Go writes its zero value: false, 0, "", the zero time, null for pointers and slices.
   * @type {(value: unknown) => Json}
   */
  const zeroed = (value) =>
    Object.fromEntries(
      Object.entries(fields(value)).map(([key, field]) => [
        key,
        typeof field === 'boolean'
          ? false
          : typeof field === 'number'
            ? 0
            : typeof field === 'string'
              ? /At$/.test(key)
                ? '0001-01-01T00:00:00Z'
                : ''
              : null,
      ]),
    );
  /**
   * A new system task as SystemTaskRepository.CreateSystemTask returns it, ran by the caller
   * (api/internal/repositories/system_task.go:102-135, models/system_task.go:9-26@v6.7.0).
   * @param {string} type
   * @param {string} associatedEntityType
   * @param {unknown} associatedEntityId
   * @param {string} resultDescription
   */
  const checkTask = (
    type,
    associatedEntityType,
    associatedEntityId,
    resultDescription,
  ) => ({
    id: nextId(list(system.systemTasks)),
    createdAt: stamp(),
    updatedAt: stamp(),
    createdBy: null,
    createdByString: '',
    type,
    status: 'SUCCEEDED',
    associatedEntityType,
    associatedEntityId,
    startedAt: stamp(),
    endedAt: stamp(),
    resultDescription,
    ranByUserId: me,
    receiptId: null,
    groupId: null,
    associatedSystemTask: null,
    associatedSystemTaskId: null,
    childSystemTasks: null,
    asynqTaskId: '',
    apiKeyId: null,
  });
  /**
   * A write the server answers with an empty 200, once its path parameter is read.
   * @type {(call: DemoCall, name: string) => DemoAnswer}
   */
  const emptyOk = (call, name) => {
    param(call, name);
    return ok();
  };

  /** @type {Record<string, (call: DemoCall) => DemoAnswer>} */
  const answers = {
    createCategory: ({body}) => ok(createdRow(categories, body)),
    updateCategory: (call) =>
      updatedLabel(categories, param(call, 'categoryNameOrId'), call.body),
    deleteCategory: (call) => emptyOk(call, 'categoryNameOrId'),
    createTag: ({body}) => ok(createdRow(tags, body)),
    updateTag: (call) =>
      updatedLabel(tags, param(call, 'tagNameOrId'), call.body),
    deleteTag: (call) => emptyOk(call, 'tagNameOrId'),
    // The key is shown once, in the dialog: a made-up value, never a working key.
    createApiKey: () => ok({key: 'demo-only-api-key-not-valid-anywhere'}),
    updateApiKey: (call) => emptyOk(call, 'id'),
    deleteApiKey: (call) => emptyOk(call, 'id'),
    createPrompt: ({body}) => {
      const row = createdRow(prompts(), body);
      createdPrompts.push(row);
      return ok(row);
    },
    updatePromptById: (call) => {
      const row = byId(prompts(), param(call, 'id'));
      return found(row && {...row, ...fields(call.body)}, 'Prompt');
    },
    deletePromptById: (call) => {
      const id = param(call, 'id');
      const index = createdPrompts.findIndex((row) => String(row.id) === id);
      if (index >= 0) createdPrompts.splice(index, 1);
      return ok();
    },
    updateReceipt: (call) => {
      const row = byId(receipts, param(call, 'id'));
      return found(
        row && {...row, ...fields(call.body), id: row.id},
        'Receipt',
      );
    },
    deleteReceiptById: (call) => emptyOk(call, 'id'),
    // The new receipt as the server reads it back: its amounts and its items' as decimal.Decimal
    // writes them (a string, trailing zeros trimmed), the items and custom field values under the new
    // id, no comments or images yet, and the items' own lists not loaded: Preload(clause.Associations)
    // goes one level deep (api/internal/repositories/receipts.go:333-340,461-462@v6.7.0).
    createReceipt: ({body}) => {
      const {syncAmountWithItems: _sync, ...command} = fields(body);
      const row = createdRow(receipts, command);
      // Stored through the receipt's associations: no creator of their own.
      const audit = {
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        createdBy: null,
        createdByString: '',
      };
      const firstItem = nextId(
        receipts.flatMap((receipt) => list(receipt.receiptItems)),
      );
      const firstValue = nextId(
        receipts.flatMap((receipt) => list(receipt.customFields)),
      );
      return ok({
        ...row,
        amount: String(Number(row.amount)),
        receiptItems: list(row.receiptItems).map(
          ({isTaxed, ...item}, index) => ({
            ...item,
            // models.Item's IsTaxed has no json tag (api/internal/models/item.go:10@v6.7.0).
            IsTaxed: isTaxed,
            id: firstItem + index,
            ...audit,
            amount: String(Number(item.amount)),
            receiptId: row.id,
            categories: null,
            tags: null,
            linkedItems: null,
          }),
        ),
        customFields: list(row.customFields).map((value, index) => ({
          ...value,
          id: firstValue + index,
          ...audit,
          receiptId: row.id,
        })),
        comments: [],
        imageFiles: [],
        resolvedDate: null,
      });
    },
    // Every receipt named, with the status asked for. The server reads back only their id, status and
    // resolved date, the other fields left at Go's zero values (api/internal/handlers/receipts.go:384-437@v6.7.0);
    // the demo answers them whole.
    bulkReceiptStatusUpdate: ({body}) => {
      const {receiptIds, status} =
        /** @type {{receiptIds?: number[] | null, status?: unknown}} */ (
          fields(body)
        );
      return ok(
        receipts
          .filter((receipt) => receiptIds?.includes(Number(receipt.id)))
          .map((receipt) => ({...receipt, status})),
      );
    },
    quickScanReceipt: () => ok(),
    // The write flow uploads the first demo image: the stored file comes back with a new id.
    uploadReceiptImage: () => {
      const images = list(fixtures.images.images);
      return ok({
        id: nextId(images),
        createdAt: stamp(),
        updatedAt: stamp(),
        name: images[0]?.name,
        encodedImage: images[0]?.encodedImage,
      });
    },
    // A copy of the receipt under a new id (api/internal/services/receipts.go:218@v6.7.0).
    duplicateReceipt: (call) => {
      const row = byId(receipts, param(call, 'id'));
      return found(
        row && {
          ...row,
          id: nextId(receipts),
          createdAt: stamp(),
          updatedAt: stamp(),
        },
        'Receipt',
      );
    },
    addComment: ({body}) =>
      ok({
        ...createdRow(
          receipts.flatMap((receipt) => list(receipt.comments)),
          body,
        ),
        userId: me,
        replies: [],
      }),
    // The options as stored: the server gives them their ids and links them to the new field, and
    // reads nothing else of them (api/internal/commands/upsert_custom_field_option_command.go:3-6@v6.7.0;
    // the 6.7 web app sends a random fraction as each option's id).
    createCustomField: ({body}) => {
      const all = list(fixtures.customFields.customFields);
      const row = createdRow(all, body);
      const firstOption = nextId(all.flatMap((field) => list(field.options)));
      return ok({
        ...row,
        options: list(row.options).map((option, index) => ({
          id: firstOption + index,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
          createdBy: me,
          createdByString: '',
          value: option.value,
          customFieldId: row.id,
        })),
      });
    },
    // The new group with its members as stored (the caller added as OWNER) and its settings as Go's
    // zero values: the server reads back only the members (api/internal/repositories/groups.go:83-150@v6.7.0).
    createGroup: ({body}) => {
      const row = createdRow(groups, body);
      const {groupMembers, ...rest} = row;
      return ok({
        ...rest,
        createdBy: undefined,
        createdByString: undefined,
        isDefault: false,
        isAllGroup: false,
        groupMembers: [
          ...list(groupMembers),
          {userId: me, groupId: row.id, groupRole: 'OWNER'},
        ].map((member) => ({...member, groupId: row.id})),
        groupSettings: zeroed(groups[0]?.groupSettings),
        groupReceiptSettings: zeroed(groups[0]?.groupReceiptSettings),
      });
    },
    updateGroupSettings: (call) => {
      const group = byId(groups, param(call, 'groupId'));
      return found(
        group && {
          .../** @type {Json} */ (group.groupSettings),
          ...fields(call.body),
        },
        'Group settings',
      );
    },
    updateGroupReceiptSettings: (call) => {
      const group = byId(groups, param(call, 'groupId'));
      return found(
        group && {
          .../** @type {Json} */ (group.groupReceiptSettings),
          ...fields(call.body),
        },
        'Group receipt settings',
      );
    },
    createUser: ({body}) => {
      const {username, displayName, userRole, isDummyUser} = fields(body);
      return ok({
        ...createdRow(users, {}),
        username,
        displayName,
        userRole,
        isDummyUser: isDummyUser ?? false,
        defaultAvatarColor: '',
      });
    },
    resetPasswordById: (call) => emptyOk(call, 'id'),
    updateUserProfile: () => ok(),
    updateUserPreferences: ({body}) =>
      ok({
        .../** @type {Json} */ (fixtures.users.userPreferences),
        ...fields(body),
      }),
    updateSystemSettings: ({body}) =>
      ok({.../** @type {Json} */ (system.systemSettings), ...fields(body)}),
    updateReceiptProcessingSettingsById: (call) => {
      const row = byId(
        list(system.receiptProcessingSettings),
        param(call, 'id'),
      );
      return found(
        row && {...row, ...fields(call.body), id: row.id},
        'Receipt processing settings',
      );
    },
    updateSystemEmailById: (call) => {
      const row = byId(list(system.systemEmails), param(call, 'id'));
      const {password: _password, ...rest} = fields(call.body);
      return found(row && {...row, ...rest, id: row.id}, 'System email');
    },
    createDashboard: ({body}) =>
      ok(dashboardRow(nextId(dashboards), stamp(), body)),
    updateDashboard: (call) => {
      const row = byId(dashboards, param(call, 'groupOrDashboardId'));
      return found(
        row && dashboardRow(Number(row.id), String(row.createdAt), call.body),
        'Dashboard',
      );
    },
    // The dashboard as it was before the delete (api/internal/handlers/dashboards.go:167-205@v6.7.0).
    deleteDashboard: (call) =>
      found(byId(dashboards, param(call, 'groupOrDashboardId')), 'Dashboard'),
    deleteComment: (call) => emptyOk(call, 'commentId'),
    deleteCustomField: (call) => emptyOk(call, 'id'),
    updateGroup: (call) => {
      const row = byId(groups, param(call, 'groupId'));
      const {name, status} = fields(call.body);
      return found(row && {...row, name, status}, 'Group');
    },
    deleteGroup: (call) => emptyOk(call, 'groupId'),
    updateUserById: (call) => emptyOk(call, 'usernameOrId'),
    deleteUserById: (call) => emptyOk(call, 'usernameOrId'),
    convertDummyUserById: (call) => emptyOk(call, 'id'),
    // The new mailbox as stored; the server never writes a password back. A null useStartTLS is
    // stored as false (a bool command field, api/internal/commands/upsert_system_email.go:15@v6.7.0;
    // api/internal/repositories/system_emails.go:65-71@v6.7.0).
    createSystemEmail: ({body}) => {
      const {password: _password, ...rest} = fields(body);
      return ok({
        ...createdRow(list(system.systemEmails), rest),
        useStartTLS: rest.useStartTLS === true,
      });
    },
    restartTaskServer: () => ok(),
    // A connectivity check that succeeds, as the server stores and returns its system task: the
    // mailbox's (api/internal/services/system_email.go:36-42,103-104@v6.7.0) and a receipt processing
    // setting's, whose model answered "hello" (api/internal/services/ai.go:78-116@v6.7.0).
    // Written without a Content-Type (api/internal/handlers/system_email.go:214-247@v6.7.0).
    checkSystemEmailConnectivity: ({body}) => ({
      status: 200,
      contentType: UNTYPED_JSON,
      body: checkTask(
        'SYSTEM_EMAIL_CONNECTIVITY_CHECK',
        'SYSTEM_EMAIL',
        fields(body).id,
        'Connection successful',
      ),
    }),
    checkReceiptProcessingSettingsConnectivity: ({body}) =>
      ok(
        checkTask(
          'RECEIPT_PROCESSING_SETTINGS_CONNECTIVITY_CHECK',
          'RECEIPT_PROCESSING_SETTINGS',
          fields(body).id,
          "The configured model responded with: hello in response to: Respond with 'hello' if you are there!",
        ),
      ),
    // These answer 200 with no body (api/internal/handlers/receipt_image.go:199-239,
    // groups.go:354-433, users.go:461-497@v6.7.0).
    deleteReceiptImageById: (call) => emptyOk(call, 'id'),
    pollGroupEmail: (call) => emptyOk(call, 'groupId'),
    bulkDeleteUsers: () => ok(),
    // The new setting as stored, without its key (json:"-") and with its Prompt association unset, Go's
    // zero value (api/internal/repositories/receipt_processing_settings.go:53-85,
    // models/receipt_processing_settings.go:9-21@v6.7.0). Null fields are read as Go's zero values.
    createReceiptProcessingSettings: ({body}) => {
      const command = fields(body);
      const never = '0001-01-01T00:00:00Z';
      return ok({
        ...createdRow(list(system.receiptProcessingSettings), {}),
        createdBy: null,
        name: command.name ?? '',
        description: command.description ?? '',
        aiType: command.aiType ?? '',
        url: command.url ?? '',
        model: command.model ?? '',
        ocrEngine: command.ocrEngine ?? '',
        prompt: {
          id: 0,
          createdAt: never,
          updatedAt: never,
          createdBy: null,
          createdByString: '',
          name: '',
          description: '',
          prompt: '',
        },
        promptId: command.promptId ?? 0,
        isVisionModel: command.isVisionModel === true,
      });
    },
    deleteNotificationById: (call) => emptyOk(call, 'id'),
    deleteAllNotificationsForUser: () => ok(),

    login: () => ({status: 200, body: appData(), setCookies: sessionCookies()}),
    // The web app renews its session from the refresh_token cookie, and gets its claims back.
    getNewRefreshToken: ({cookies}) =>
      cookies.includes('refresh_token')
        ? {
            status: 200,
            body: claims(),
            contentType: UNTYPED_JSON,
            setCookies: sessionCookies(),
          }
        : {
            status: 500,
            body: {errorMsg: 'Error refreshing token'},
            contentType: UNTYPED_JSON,
          },
    logout: () => ok(),
    getAppData: () => ok(appData()),
    getUserClaims: () => ok(claims()),
    getFeatureConfig: () => ok(fixtures.users.featureConfig),
    getUserPreferences: () => ok(fixtures.users.userPreferences),
    getUsers: () => ok(userViews),
    getUsernameCount: () => count(0),
    getAmountOwedForUser: () => ok({}),
    getGroupsForuser: () => ok(myGroups),
    getGroupById: (call) =>
      found(byId(myGroups, param(call, 'groupId')), 'Group'),
    // associatedGroup ALL is every group, MINE the caller's (api/internal/repositories/groups.go:29-55@v6.7.0).
    getPagedGroups: ({body}) =>
      ok(
        page(
          (filterOf(body).associatedGroup === 'ALL' ? groups : myGroups).filter(
            (group) => group.isAllGroup !== true,
          ),
          body,
        ),
      ),
    // The document's template is /dashboard/{groupOrDashboardId}: on GET, a group's id.
    getDashboardsForUserByGroupId: (call) =>
      ok(
        list(fixtures.groups.dashboards).filter(
          (dashboard) =>
            String(dashboard.groupId) === param(call, 'groupOrDashboardId'),
        ),
      ),
    getPagedActivities: ({body}) => {
      const groupIds = /** @type {{groupIds?: number[] | null}} */ (body ?? {})
        .groupIds;
      return ok(
        page(
          list(system.activities).filter(
            (activity) =>
              !groupIds?.length || groupIds.includes(Number(activity.groupId)),
          ),
          body,
        ),
      );
    },
    getReceiptsForGroup: (call) =>
      ok(page(receiptsOfGroup(param(call, 'groupId'), call.body), call.body)),
    getReceiptById: (call) =>
      found(byId(receipts, param(call, 'id')), 'Receipt'),
    hasAccessToReceipt: () => ok(),
    // The receipts of the caller's groups whose name holds the term, newest first, at most 100; amounts
    // as decimal.Decimal writes them (api/internal/handlers/search.go:19-61,
    // structs/search_result.go:9-19@v6.7.0).
    receiptSearch: ({query}) => {
      const term = query.get('searchTerm') ?? '';
      return ok(
        term
          ? receipts
              .filter(
                (receipt) =>
                  myGroups.some((group) => group.id === receipt.groupId) &&
                  String(receipt.name).includes(term),
              )
              .sort((a, b) => String(b.date).localeCompare(String(a.date)))
              .slice(0, 100)
              .map((receipt) => ({
                id: receipt.id,
                name: receipt.name,
                type: 'Receipt',
                groupId: receipt.groupId,
                date: receipt.date,
                createdAt: receipt.createdAt,
                amount: String(Number(receipt.amount)),
                receiptStatus: receipt.status,
                paidByUserId: receipt.paidByUserId,
              }))
          : [],
      );
    },
    getReceiptImageById: (call) => {
      const image = byId(list(fixtures.images.images), param(call, 'id'));
      return found(
        image && {
          id: image.id,
          createdAt: '2026-11-14T17:20:00Z',
          name: image.name,
          encodedImage: image.encodedImage,
        },
        'Image',
      );
    },
    getAllCategories: () => ok(categories),
    getPagedCategories: ({body}) =>
      ok(page(counted(categories, 'categories'), body)),
    getCategoryCountByName: () => count(0),
    getAllTags: () => ok(tags),
    getPagedTags: ({body}) => ok(page(counted(tags, 'tags'), body)),
    getTagCountByName: () => count(0),
    getPagedCustomFields: ({body}) =>
      ok(page(list(fixtures.customFields.customFields), body)),
    getCustomFieldById: (call) =>
      found(
        byId(list(fixtures.customFields.customFields), param(call, 'id')),
        'Custom field',
      ),
    getNotificationsForuser: () => ok(list(fixtures.account.notifications)),
    getNotificationCount: () => ok(list(fixtures.account.notifications).length),
    getPagedApiKeys: ({body}) =>
      ok(
        page(
          list(fixtures.account.apiKeys).filter(
            (key) =>
              filterOf(body).associatedApiKeys !== 'MINE' || key.userId === me,
          ),
          body,
        ),
      ),
    getSystemSettings: () => ok(system.systemSettings),
    getPagedProcessingSettings: ({body}) =>
      ok(page(list(system.receiptProcessingSettings), body)),
    getReceiptProcessingSettingsById: (call) =>
      found(
        byId(list(system.receiptProcessingSettings), param(call, 'id')),
        'Receipt processing settings',
      ),
    getPagedPrompts: ({body}) => ok(page(prompts(), body)),
    getPromptById: (call) =>
      found(byId(prompts(), param(call, 'id')), 'Prompt'),
    getPagedSystemEmails: ({body}) => ok(page(list(system.systemEmails), body)),
    getSystemEmailById: (call) =>
      found(byId(list(system.systemEmails), param(call, 'id')), 'System email'),
    getPagedSystemTasks: ({body}) => {
      const command =
        /** @type {{associatedEntityType?: string, associatedEntityId?: number}} */ (
          body ?? {}
        );
      return ok(
        page(
          list(system.systemTasks).filter(
            (task) =>
              command.associatedEntityType === undefined ||
              (task.associatedEntityType === command.associatedEntityType &&
                task.associatedEntityId === command.associatedEntityId),
          ),
          body,
        ),
      );
    },
  };

  return (call) => {
    const answer = answers[call.operationId];
    if (!answer)
      throw new Error(
        `the demo API has no answer for ${call.operationId}: add one in scripts/shared/demoApi.mjs`,
      );
    return answer(call);
  };
}
