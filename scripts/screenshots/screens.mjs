/**
 * The screens the docs show, in the order the refresh takes them. Each has an id (its image
 * static/img/screenshots/<id>.webp and manifest tests/fixtures/screenshots/<id>.json), the steps
 * that lead to it (recorded in the manifest as written; `goto` reloads the app, clicks stay in it)
 * and what to crop (a selector, or several, plus padding; `scroll` brings a section below the window
 * into it; none: the whole window).
 *
 * `shows` is the state the picture must be in, checked against what the manifest records
 * (tests/unit/screenshots/): `tab`, the label of the active tab (the app takes it from `?tab=`,
 * desktop/src/shared-ui/tabs/tabs.component.ts:29-33@v6.7.0, so a route opened directly names it);
 * `dialog`, the heading of the open dialog; `menu` and `popover`, one open; `expanded`, the titles of
 * the expanded sections in the picture. Any other overlay (an autocomplete panel, a select) fails.
 * `count` names what the alt text counts ("eight receipts"): the elements of each selector wholly
 * visible in the picture.
 */

/** Fixed so that two runs give the same pixels. */
export const VIEWPORT = Object.freeze({
  width: 1100,
  height: 760,
  deviceScaleFactor: 2,
});
export const LOCALE = 'en-US';
export const TIMEZONE = 'UTC';
/** The browser's clock (dates the app computes, "Nov 20, 2026"); the demo data is dated before it. */
export const CLOCK = '2026-11-20T15:00:00Z';

/** The page content below the app's header bar. */
const CONTENT = '.drawer-content > div.d-block';
/** A form section of the app by its heading (`Items`, `Shares`, `Comments`). */
const section = (heading) =>
  `app-form-section:has(> .form-section-header strong:text-is("${heading}"))`;
/** An icon button of the app by its Material icon's name. */
const iconButton = (icon) =>
  `button:has(mat-icon:text-is("${icon}")) >> visible=true`;
const DIALOG = 'mat-dialog-container';
/** The rows of a table of the app (Angular Material's, without the hidden detail rows). */
const ROWS = 'tr.mat-mdc-row:not(.example-detail-row)';

export const SIGN_IN = {
  steps: [
    {goto: '/auth/login'},
    {fill: 'input[type="text"]', value: 'demo-admin'},
    {fill: 'input[type="password"]', value: 'demo-password'},
    {click: 'button[type="submit"]'},
  ],
  landsOn: '/dashboard/group/1',
};

export const SCREENS = [
  {
    id: 'dashboard',
    steps: [
      // The dashboard page reads the group's dashboards once, when it opens; on the first load of
      // the app they may not have arrived yet, so go to the receipt list and back.
      {click: iconButton('receipt_long')},
      {waitFor: 'app-receipts-table'},
      {click: iconButton('dashboard')},
      {waitFor: 'mat-chip-option'},
    ],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'dashboard-form',
    steps: [
      {click: `app-edit-button >> ${iconButton('edit')}`},
      {waitFor: DIALOG},
    ],
    crop: {selector: DIALOG, padding: 0},
    viewport: {height: 1000},
    shows: {dialog: 'Edit Dashboard Household overview'},
    count: {widgets: `${DIALOG} mat-list-item, ${DIALOG} .mat-mdc-list-item`},
  },
  {
    id: 'receipts-list',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: 'app-receipts-table tr >> nth=3'},
    ],
    // Wide enough for the Actions column (at 1100 px the table scrolls sideways), tall enough for
    // the eight receipts of the demo group.
    crop: {selector: CONTENT, padding: 0},
    viewport: {width: 1280, height: 860},
    count: {receipts: `app-receipts-table ${ROWS}`},
  },
  {
    id: 'receipts-filter',
    steps: [{click: iconButton('filter_alt')}, {waitFor: DIALOG}],
    // The dialog's content scrolls past 65 % of the window's height: tall enough for its buttons.
    crop: {selector: DIALOG, padding: 0},
    viewport: {height: 1240},
    shows: {dialog: 'Filter Receipts'},
  },
  {
    id: 'receipt-form',
    steps: [{goto: '/receipts/1/edit'}, {waitFor: 'app-carousel img'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'receipt-items',
    steps: [{click: `${section('Items')} >> mat-expansion-panel-header`}],
    crop: {selector: section('Items'), padding: 8, scroll: true},
    viewport: {height: 2400},
    shows: {expanded: ['Items (8) Total: $58.40']},
    count: {items: 'app-item-list mat-card'},
  },
  {
    id: 'receipt-shares',
    steps: [
      {click: `${section('Shares')} >> mat-expansion-panel-header >> nth=0`},
    ],
    crop: {selector: section('Shares'), padding: 8, scroll: true},
    viewport: {height: 2400},
    shows: {
      expanded: [
        'Alex Example (1) Total amount owed: $21.80 (37.33% of total)',
      ],
    },
  },
  {
    id: 'receipt-comments',
    steps: [],
    crop: {selector: section('Comments'), padding: 8, scroll: true},
    viewport: {height: 2400},
    count: {comments: 'app-receipt-comments app-avatar'},
  },
  {
    id: 'receipt-quick-actions',
    steps: [
      {
        click: `${section('Shares')} >> button:has(mat-icon[data-mat-icon-name="split"])`,
      },
      {waitFor: DIALOG},
    ],
    crop: {selector: DIALOG, padding: 0},
    viewport: {height: 1000},
    shows: {dialog: 'Quick Actions'},
    count: {choices: `${DIALOG} mat-radio-button`},
  },
  {
    id: 'receipt-images',
    steps: [{press: 'Escape'}],
    crop: {selector: section('Images'), padding: 8, scroll: true},
  },
  {
    id: 'receipt-custom-fields',
    steps: [
      {press: 'Escape'},
      {click: iconButton('list_alt')},
      {waitFor: '.mat-mdc-menu-panel'},
    ],
    crop: {
      selector: ['.mat-mdc-menu-panel', iconButton('list_alt')],
      padding: 16,
    },
    shows: {menu: true},
    count: {
      'unchecked fields':
        '.mat-mdc-menu-panel mat-checkbox:not(.mat-mdc-checkbox-checked)',
    },
  },
  {
    id: 'quick-scan',
    steps: [
      {press: 'Escape'},
      {goto: '/receipts/group/1'},
      {waitFor: 'app-receipts-table'},
      {
        click: `app-table-header app-quick-scan-button >> ${iconButton('receipt_long')}`,
      },
      {waitFor: DIALOG},
      {upload: `${DIALOG} input[type="file"]`, demoImage: 1},
      {waitFor: `${DIALOG} img`},
    ],
    crop: {selector: DIALOG, padding: 0},
    viewport: {height: 1700},
    shows: {dialog: 'Quick Scan'},
    count: {'receipt image': `${DIALOG} img`},
  },
  {
    id: 'notifications',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: 'app-receipts-table'},
      {click: iconButton('notifications')},
      {waitFor: 'app-notifications-list'},
    ],
    crop: {selector: 'ngb-popover-window', padding: 4},
    shows: {popover: true},
  },
  {
    id: 'groups-list',
    steps: [{goto: '/groups'}, {waitFor: 'table tr >> nth=2'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'group-details',
    steps: [
      {goto: '/groups/1/details/view?tab=details'},
      {waitFor: 'form mat-form-field'},
    ],
    // Tall enough for the three members of the demo group.
    crop: {selector: CONTENT, padding: 0},
    viewport: {height: 900},
    shows: {tab: 'Group Details'},
    count: {members: ROWS},
  },
  {
    id: 'group-settings',
    steps: [
      {goto: '/groups/1/settings/view?tab=settings'},
      {waitFor: 'form mat-form-field'},
    ],
    crop: {selector: CONTENT, padding: 0},
    viewport: {height: 1200},
    shows: {tab: 'Group AI Settings'},
  },
  {
    id: 'group-receipt-settings',
    steps: [
      {goto: '/groups/1/receipt-settings/view?tab=receipt-settings'},
      {waitFor: 'form mat-form-field'},
    ],
    crop: {selector: CONTENT, padding: 0},
    shows: {tab: 'Group Receipt Settings'},
  },
  {
    id: 'users',
    steps: [{goto: '/users'}, {waitFor: 'table tr >> nth=3'}],
    crop: {selector: CONTENT, padding: 0},
    count: {users: ROWS},
  },
  {
    id: 'system-settings',
    steps: [
      {goto: '/system-settings/settings/view?tab=settings'},
      {waitFor: 'form mat-form-field'},
    ],
    crop: {selector: CONTENT, padding: 0},
    viewport: {height: 1300},
    shows: {tab: 'System Settings'},
  },
  {
    id: 'receipt-processing-settings-list',
    steps: [
      {
        goto: '/system-settings/receipt-processing-settings?tab=receipt-processing-settings',
      },
      {waitFor: 'table tr >> nth=2'},
    ],
    crop: {selector: CONTENT, padding: 0},
    shows: {tab: 'Receipt Processing Settings'},
    count: {settings: ROWS},
  },
  {
    id: 'receipt-processing-settings-form',
    steps: [
      {goto: '/system-settings/receipt-processing-settings/1/view'},
      {waitFor: 'form'},
    ],
    crop: {selector: CONTENT, padding: 0},
    viewport: {height: 1000},
  },
  {
    id: 'prompts-list',
    steps: [
      {goto: '/system-settings/prompts?tab=prompts'},
      {waitFor: 'table tr >> nth=2'},
    ],
    crop: {selector: CONTENT, padding: 0},
    shows: {tab: 'Prompts'},
    count: {prompts: ROWS},
  },
  {
    id: 'prompt-form',
    steps: [
      {goto: '/system-settings/prompts/1/view'},
      {waitFor: 'form'},
      // The prompt's text ends in a variable (@ocrText): the app opens its list of variables over
      // the Description field as the form loads.
      {waitFor: '.mat-mdc-autocomplete-panel'},
      {press: 'Escape'},
    ],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'system-emails-list',
    steps: [
      {goto: '/system-settings/system-emails?tab=system-emails'},
      {waitFor: 'table tr >> nth=1'},
    ],
    crop: {selector: CONTENT, padding: 0},
    shows: {tab: 'System Emails'},
    count: {mailbox: ROWS},
  },
  {
    id: 'system-email-form',
    steps: [{goto: '/system-settings/system-emails/1/view'}, {waitFor: 'form'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'system-tasks',
    steps: [
      {goto: '/system-settings/system-tasks?tab=system-tasks'},
      {waitFor: 'table tr >> nth=1'},
    ],
    crop: {selector: CONTENT, padding: 0},
    shows: {tab: 'System Tasks'},
    count: {tasks: ROWS},
  },
  {
    id: 'custom-fields',
    steps: [{goto: '/custom-fields'}, {waitFor: 'table tr >> nth=3'}],
    crop: {selector: CONTENT, padding: 0},
    count: {fields: ROWS},
  },
  {
    id: 'categories',
    steps: [{goto: '/categories'}, {waitFor: 'table tr >> nth=3'}],
    crop: {selector: CONTENT, padding: 0},
    count: {categories: ROWS},
  },
  {
    id: 'tags',
    steps: [{goto: '/tags'}, {waitFor: 'table tr >> nth=3'}],
    crop: {selector: CONTENT, padding: 0},
    count: {tags: ROWS},
  },
  {
    id: 'api-keys',
    steps: [
      {goto: '/settings/api-keys/view?tab=api-keys'},
      {waitFor: 'table tr >> nth=2'},
    ],
    crop: {selector: CONTENT, padding: 0},
    shows: {tab: 'API Keys'},
    count: {keys: ROWS},
  },
  // Last: opening the sidebar narrows every page after it (the app keeps it open across reloads).
  {
    id: 'sidebar-menu',
    steps: [
      {press: 'Escape'},
      {click: iconButton('menu')},
      {click: 'mat-drawer app-avatar'},
      {waitFor: '.mat-mdc-menu-panel'},
    ],
    crop: {selector: ['mat-drawer', '.mat-mdc-menu-panel'], padding: 0},
    shows: {menu: true},
  },
  {
    id: 'import',
    steps: [
      {click: '.mat-mdc-menu-panel button:has-text("Imports")'},
      {waitFor: DIALOG},
    ],
    crop: {selector: DIALOG, padding: 0},
    shows: {dialog: 'Import'},
  },
];

/** A dialog's save (or confirm) button, and its text fields by position. */
const DIALOG_SUBMIT = `${DIALOG} app-submit-button button`;
const dialogField = (index) => `${DIALOG} input >> nth=${index}`;
const DIALOG_CLOSED = {waitFor: DIALOG, state: 'hidden'};
/**
 * A dialog once open: it moves the focus into itself (its first field) when its opening ends, and a
 * field filled before that can lose its text to that field ("Order numberThe store's order…").
 */
const DIALOG_READY = {waitFor: `${DIALOG} :focus`};
/** The text field of a page's form by its label. */
const field = (label) => `mat-form-field:has(mat-label:text-is("${label}"))`;
const labelled = (label) => `${field(label)} input`;
/** A full-page form's Save button. */
const PAGE_SAVE = 'button[type="submit"]:has-text("Save")';
/** A list's add button. */
const ADD_BUTTON = `app-add-button >> ${iconButton('add')}`;
/** The receipts of the receipt list, and a row's icon button. */
const RECEIPT_ROWS = `app-receipts-table ${ROWS}`;
const FIRST_ROW = `${ROWS} >> nth=0`;
const rowWith = (text) => `${ROWS}:has-text("${text}")`;
const inRow = (row, icon) => `${row} >> ${iconButton(icon)}`;

/** Steps, each written as it is recorded in the request log. */
const open = (route, waitFor) => [{goto: route}, {waitFor}];
const fill = (selector, value) => ({fill: selector, value});
const tick = (label) => ({click: `mat-checkbox:has-text("${label}") input`});
const choose = (select, option) => [
  {click: select},
  {click: `mat-option:has-text("${option}")`},
];
/** Clicks a button and confirms in the dialog it opens. */
const confirmed = (button) => [
  {click: button},
  {click: DIALOG_SUBMIT},
  DIALOG_CLOSED,
];
/** Opens a dialog with a button, takes the steps in it and saves it. */
const inDialog = (button, ...steps) => [
  {click: button},
  DIALOG_READY,
  ...steps.flat(),
  {click: DIALOG_SUBMIT},
  DIALOG_CLOSED,
];
/** Opens a form on a page of its own, takes the steps and saves it. */
const onPage = (route, ...steps) => [
  ...open(route, 'form mat-form-field'),
  ...steps.flat(),
  {click: PAGE_SAVE},
];
/** Opens a list and adds a row in its dialog: a name and a description, then `more` steps; saves. */
const addInDialog = (route, rows, [name, description], ...more) => [
  ...open(route, `${ROWS} >> nth=${rows}`),
  {click: ADD_BUTTON},
  DIALOG_READY,
  fill(dialogField(0), name),
  fill(dialogField(1), description),
  ...more.flat(),
  {click: DIALOG_SUBMIT},
];
/** The prompt form (its own page): name, description and text by position, then its save button. */
const PROMPT_FORM = 'app-prompt-form';
const onPromptForm = (route, ...steps) => [
  ...open(route, `${PROMPT_FORM} textarea`),
  ...steps,
  {click: `${PROMPT_FORM} app-submit-button button`},
];
const promptFields = (name, description, text) => [
  fill(`${PROMPT_FORM} input >> nth=0`, name),
  fill(`${PROMPT_FORM} input >> nth=1`, description),
  fill(`${PROMPT_FORM} textarea`, text),
];
/** Opens a list, clicks an icon button of its first row and waits for the app's message. */
const onFirstRow = (route, rows, icon, message) => [
  ...open(route, `${ROWS} >> nth=${rows}`),
  {click: inRow(FIRST_ROW, icon)},
  {waitFor: `:text("${message}")`},
];
/** A write flow: its id, the operations it must call, its steps (lists of steps are spread). */
const flow = (id, writes, ...steps) => ({
  id,
  steps: steps.flat(),
  writes: [writes].flat(),
});

/**
 * Lists whose rows are made, changed and deleted in a dialog of a name and a description: create,
 * edit (the first row's description) and delete (the first row), each a flow, as
 * `<name>-create|edit|delete` calling `create|update|delete<operation>`. `rows`: the row the list
 * waits for before adding; `afterCreate`: steps before the dialog closes.
 */
const LABEL_LISTS = [
  {
    name: 'category',
    operation: 'Category',
    route: '/categories',
    rows: 3,
    create: ['Pharmacy', 'Medicines and first aid'],
    edit: 'Cleaning, repairs and tools',
  },
  {
    name: 'tag',
    operation: 'Tag',
    route: '/tags',
    rows: 3,
    create: ['Gift', 'Bought for someone else'],
    edit: 'The weekly shop',
  },
  {
    name: 'api-key',
    operation: 'ApiKey',
    route: '/settings/api-keys/view?tab=api-keys',
    rows: 1,
    create: ['Backup script', 'Copies receipts to the NAS'],
    // The new key is shown once, in the dialog, until it is closed.
    afterCreate: [{waitFor: `${DIALOG} code`}, {press: 'Escape'}],
    edit: 'Reads receipts for the yearly budget',
  },
];
const labelFlows = ({
  name,
  operation,
  route,
  rows,
  create,
  afterCreate = [],
  edit,
}) => [
  flow(
    `${name}-create`,
    `create${operation}`,
    addInDialog(route, rows, create),
    afterCreate,
    DIALOG_CLOSED,
  ),
  flow(
    `${name}-edit`,
    `update${operation}`,
    {click: inRow(FIRST_ROW, 'edit')},
    DIALOG_READY,
    fill(dialogField(1), edit),
    {click: DIALOG_SUBMIT},
    DIALOG_CLOSED,
  ),
  flow(
    `${name}-delete`,
    `delete${operation}`,
    confirmed(inRow(FIRST_ROW, 'delete')),
  ),
];

/** The custom field types as the form's Type list names them, each with a field to create. */
const CUSTOM_FIELD_TYPES = [
  ['Text', 'Order number', "The store's order or invoice number"],
  ['Date', 'Warranty ends', 'When the warranty runs out'],
  ['Select', 'Bought for', 'Home or work', ['Home', 'Work']],
  ['Currency', 'Deposit', 'Deposit paid on the day'],
  ['Boolean', 'Reimbursed', 'Paid back by an employer'],
];
const OPTIONS = `${DIALOG} ${section('Options')}`;
const customFieldCreate = ([type, name, description, options = []]) =>
  flow(
    `custom-field-create-${type.toLowerCase()}`,
    'createCustomField',
    addInDialog(
      '/custom-fields',
      3,
      [name, description],
      choose(`${DIALOG} mat-select`, type),
      // The form starts with one option; the add button adds the next.
      options.flatMap((option, index) => [
        ...(index ? [{click: `${OPTIONS} app-add-button button`}] : []),
        fill(`${OPTIONS} input >> nth=${index}`, option),
      ]),
    ),
    DIALOG_CLOSED,
  );

/** The receipt form's sections, as the new-receipt flow fills them. */
const DETAILS = section('Details');
const ITEMS = section('Items');
const SHARES = section('Shares');
const ITEM_FORM = 'app-item-add-form';
/** The dashboard page: the group's dashboards show from its second visit on (as for its picture). */
const DASHBOARD_WIDGETS = `${DIALOG} ${section('Widgets')}`;

/**
 * Writes driven through the web app after the pictures, none of them pictured: each flow's calls are
 * checked live against the API document like every other call (the bodies the 6.7 web app sends
 * included), must include the operations in `writes`, and are kept in
 * tests/fixtures/screenshots/requests/write-flows.json, which the unit tests replay against the
 * current document and the demo. Each flow starts where the one before it left the app.
 */
export const WRITE_FLOWS = [
  ...LABEL_LISTS.flatMap(labelFlows),
  flow(
    'prompt-create',
    'createPrompt',
    onPromptForm(
      '/system-settings/prompts/create',
      ...promptFields(
        'Totals only',
        'Store and total',
        'Answer with JSON: the store and the total.',
      ),
    ),
  ),
  flow(
    'prompt-edit',
    'updatePromptById',
    onPromptForm(
      '/system-settings/prompts/2/edit',
      fill(
        `${PROMPT_FORM} input >> nth=1`,
        'Store, total and date, nothing else',
      ),
    ),
  ),
  flow(
    'receipt-edit',
    'updateReceipt',
    open('/receipts/4/edit', 'app-receipt-form form input'),
    fill('app-receipt-form form input >> nth=0', 'Fuel Stop North'),
    {click: 'app-form-button-bar app-submit-button button >> nth=0'},
  ),
  flow(
    'receipt-delete',
    'deleteReceiptById',
    open('/receipts/group/1', `${RECEIPT_ROWS} >> nth=3`),
    confirmed(inRow(`${RECEIPT_ROWS} >> nth=0`, 'delete')),
  ),
  flow(
    'comment-add',
    'addComment',
    open('/receipts/1/edit', `${section('Comments')} textarea`),
    fill(`${section('Comments')} textarea`, 'Paid my half by bank transfer.'),
    {click: `${section('Comments')} button:has-text("Comment")`},
    {waitFor: `${section('Comments')} :text("Paid my half by bank transfer.")`},
  ),
  ...CUSTOM_FIELD_TYPES.map(customFieldCreate),
  flow(
    'group-create',
    'createGroup',
    onPage(
      '/groups/create',
      fill(`${section('Group Details')} input >> nth=0`, 'Holiday flat'),
    ),
  ),
  flow(
    'group-settings-edit',
    'updateGroupSettings',
    onPage(
      '/groups/1/settings/edit?tab=settings',
      choose(`${section('Email Settings')} mat-select`, 'Resolved'),
    ),
  ),
  flow(
    'group-receipt-settings-edit',
    'updateGroupReceiptSettings',
    onPage(
      '/groups/1/receipt-settings/edit?tab=receipt-settings',
      tick('Hide Share Tags'),
    ),
  ),
  flow(
    'system-settings-edit',
    'updateSystemSettings',
    onPage(
      '/system-settings/settings/edit?tab=settings',
      fill(
        `${section('Task Server Settings')} input[type="number"] >> nth=0`,
        '8',
      ),
    ),
  ),
  flow(
    'user-preferences-edit',
    'updateUserPreferences',
    onPage(
      '/settings/user-preferences/edit?tab=user-preferences',
      tick('Default to show large image previews?'),
    ),
  ),
  flow(
    'user-profile-edit',
    'updateUserProfile',
    onPage(
      '/settings/user-profile/edit?tab=user-profile',
      fill(labelled('Displayname'), 'Demo Administrator'),
    ),
  ),
  flow(
    'notification-dismiss',
    'deleteNotificationById',
    open('/receipts/group/1', 'app-receipts-table'),
    {click: iconButton('notifications')},
    {waitFor: 'app-notifications-list app-notification'},
    {click: 'app-notification >> nth=0 >> app-cancel-button button'},
  ),
  flow(
    'notifications-mark-all-read',
    'deleteAllNotificationsForUser',
    {waitFor: 'app-notifications-list'},
    {click: 'app-notifications-list button:has-text("Mark all as read")'},
  ),
  flow(
    'user-create',
    'createUser',
    open('/users', 'table tr >> nth=3'),
    inDialog(
      'button:has-text("Create User")',
      fill(`${DIALOG} ${labelled('Username')}`, 'sam-example'),
      fill(`${DIALOG} ${labelled('Displayname')}`, 'Sam Example'),
      fill(`${DIALOG} input[type="password"]`, 'demo-password-2'),
      choose(`${DIALOG} mat-select`, 'User'),
    ),
  ),
  flow(
    'user-set-password',
    'resetPasswordById',
    inDialog(
      `${iconButton('password')} >> nth=1`,
      fill(`${DIALOG} input[type="password"]`, 'a-new-demo-password'),
    ),
  ),
  flow(
    'dashboard-create',
    'createDashboard',
    open('/dashboard/group/1', 'h1:has-text("Dashboards")'),
    inDialog(
      ADD_BUTTON,
      fill(`${DIALOG} ${labelled('Dashboard Name')}`, 'Monthly check'),
      [
        ['Totals', 'Group Summary'],
        ['What happened', 'Activity'],
      ].flatMap(([name, type]) => [
        {click: `${DASHBOARD_WIDGETS} app-add-button button`},
        fill(`${DASHBOARD_WIDGETS} ${labelled('Name')}`, name),
        ...choose(`${DASHBOARD_WIDGETS} mat-select`, type),
        {click: `${DASHBOARD_WIDGETS} ${iconButton('done')}`},
      ]),
    ),
  ),
  flow(
    'dashboard-edit',
    'updateDashboard',
    // As for the dashboard picture: the page shows the group's dashboards from its second visit on.
    {goto: '/receipts/group/1'},
    [1, 2].flatMap(() => [
      {waitFor: 'app-receipts-table'},
      {click: iconButton('dashboard')},
      {waitFor: 'h1:has-text("Dashboards")'},
      {click: iconButton('receipt_long')},
    ]),
    {waitFor: 'app-receipts-table'},
    {click: iconButton('dashboard')},
    {waitFor: 'mat-chip-option'},
    inDialog(
      `app-edit-button >> ${iconButton('edit')}`,
      fill(`${DIALOG} ${labelled('Dashboard Name')}`, 'Household at a glance'),
    ),
  ),
  flow(
    'dashboard-delete',
    'deleteDashboard',
    confirmed(`app-delete-button >> ${iconButton('delete')}`),
  ),
  flow(
    'receipts-bulk-status-update',
    'bulkReceiptStatusUpdate',
    open('/receipts/group/1', `${RECEIPT_ROWS} >> nth=3`),
    {click: 'app-receipts-table mat-checkbox input >> nth=1'},
    {click: 'app-receipts-table mat-checkbox input >> nth=2'},
    {click: iconButton('more_vert')},
    inDialog(
      'button:has-text("Bulk Status Update")',
      fill(`${DIALOG} textarea`, 'Settled up at the end of the month.'),
    ),
  ),
  flow(
    'receipt-image-upload',
    'uploadReceiptImage',
    open('/receipts/1/edit', 'app-carousel img'),
    {upload: `${section('Images')} input[type="file"]`, demoImage: 1},
    {waitFor: ':text("Successfully uploaded image(s)")'},
  ),
  flow(
    'receipt-duplicate',
    'duplicateReceipt',
    open('/receipts/group/1', `${RECEIPT_ROWS} >> nth=3`),
    {click: inRow(`${RECEIPT_ROWS} >> nth=0`, 'file_copy')},
  ),
  flow(
    'quick-scan',
    'quickScanReceipt',
    open('/receipts/group/1', 'app-receipts-table'),
    inDialog(
      `app-table-header app-quick-scan-button >> ${iconButton('receipt_long')}`,
      {upload: `${DIALOG} input[type="file"]`, demoImage: 1},
      {waitFor: `${DIALOG} img`},
    ),
  ),
  // Both demo prompts are used by a receipt processing setting, which the app does not let a reader
  // delete: create one, then delete it (the demo keeps the prompts a flow creates).
  flow(
    'prompt-delete',
    ['createPrompt', 'deletePromptById'],
    onPromptForm(
      '/system-settings/prompts/create',
      ...promptFields(
        'Scratch prompt',
        'To be deleted',
        'Answer with the store name.',
      ),
    ),
    open('/system-settings/prompts?tab=prompts', `${ROWS} >> nth=2`),
    confirmed(inRow(rowWith('Scratch prompt'), 'delete')),
  ),
  // Comment 2 of receipt 1 is the signed-in user's: the app offers to delete only one's own.
  flow(
    'comment-delete',
    'deleteComment',
    open('/receipts/1/edit', `${section('Comments')} textarea`),
    {click: `${section('Comments')} app-delete-button button >> nth=0`},
  ),
  flow(
    'custom-field-delete',
    'deleteCustomField',
    open('/custom-fields', `${ROWS} >> nth=3`),
    confirmed(inRow(FIRST_ROW, 'delete')),
  ),
  flow(
    'group-edit',
    'updateGroup',
    onPage(
      '/groups/2/details/edit?tab=details',
      fill(labelled('Group Name'), 'Summer road trip'),
    ),
  ),
  flow(
    'group-delete',
    'deleteGroup',
    open('/groups', 'table tr >> nth=2'),
    confirmed(inRow(rowWith('Road Trip'), 'delete')),
  ),
  flow(
    'user-edit',
    'updateUserById',
    open('/users', 'table tr >> nth=3'),
    inDialog(
      `${iconButton('edit')} >> nth=2`,
      fill(`${DIALOG} ${labelled('Displayname')}`, 'Sam Example-Jones'),
    ),
  ),
  flow(
    'user-convert-dummy',
    'convertDummyUserById',
    inDialog(
      iconButton('person'),
      fill(`${DIALOG} input[type="password"]`, 'a-first-demo-password'),
    ),
  ),
  flow(
    'user-delete',
    'deleteUserById',
    confirmed(`${iconButton('delete')} >> nth=0`),
  ),
  flow(
    'restart-task-server',
    'restartTaskServer',
    open('/system-settings/settings/view?tab=settings', 'form mat-form-field'),
    {click: iconButton('restart_alt')},
    {waitFor: ':text("Task server restarted successfully")'},
  ),
  // With the key left as it is the app sends `"key": null` (`?updateKey=false`); the server reads null
  // as an empty key and needs one only when updateKey is true
  // (api/internal/commands/upsert_receipt_processing_settings_command.go:16,29,61-63@v6.7.0).
  flow(
    'receipt-processing-settings-edit',
    'updateReceiptProcessingSettingsById',
    onPage(
      '/system-settings/receipt-processing-settings/1/edit',
      fill(labelled('Description'), 'Cloud model, local OCR'),
    ),
  ),
  // With the password left as it is the app sends `"password": null` (`?updatePassword=false`); the
  // server reads null as an empty password and needs one only on create
  // (api/internal/commands/upsert_system_email.go:14,24,48-51@v6.7.0).
  flow(
    'system-email-edit',
    'updateSystemEmailById',
    onPage(
      '/system-settings/system-emails/1/edit',
      fill(labelled('Host'), 'mail.example.com'),
    ),
  ),
  // The amounts go as JSON numbers (`"amount": 24.5`, each item's too) and a share's receiptId as
  // null; the server reads amounts as decimal.Decimal (a number or a string) and a null receiptId as
  // 0, which it requires only on update
  // (api/internal/commands/upsert_receipt_command.go:16,35; upsert_item_command.go:10,14,41-45@v6.7.0).
  flow(
    'receipt-create',
    'createReceipt',
    open('/receipts/add', 'app-receipt-form form input'),
    fill(`${DETAILS} ${labelled('Name')}`, 'Hardware Corner'),
    fill(`${DETAILS} ${labelled('Amount')}`, '24.50'),
    choose(`${DETAILS} ${labelled('Categories')}`, 'Household'),
    choose(`${DETAILS} ${labelled('Tags')}`, 'Card'),
    {press: 'Escape'},
    choose(`${DETAILS} ${labelled('Paid By')}`, 'Demo Admin'),
    {click: `${ITEMS} ${iconButton('add')}`},
    [
      ['Wood glue', '6.50', 'Add Item'],
      ['Drill bits', '18.00', 'Add & Done'],
    ].flatMap(([name, amount, button]) => [
      fill(`${ITEM_FORM} ${labelled('Name')}`, name),
      fill(`${ITEM_FORM} ${labelled('Amount')}`, amount),
      {click: `${ITEM_FORM} button:has-text("${button}")`},
    ]),
    {click: `${SHARES} ${iconButton('add')}`},
    choose(`${SHARES} ${labelled('Shared with')}`, 'Alex Example'),
    fill(`${SHARES} ${labelled('Name')}`, 'Drill bits'),
    fill(`${SHARES} ${labelled('Amount')}`, '9.00'),
    {click: `${SHARES} button[type="submit"]`},
    {click: iconButton('list_alt')},
    {click: '.mat-mdc-menu-panel :text("Store location")'},
    {press: 'Escape'},
    fill(
      'mat-form-field:has(mat-label:has-text("Store location")) input',
      'Main Street',
    ),
    {click: PAGE_SAVE},
  ),
  // A null useStartTLS (the box never ticked) is read as false
  // (api/internal/commands/upsert_system_email.go:15,24@v6.7.0).
  flow(
    'system-email-create',
    'createSystemEmail',
    onPage(
      '/system-settings/system-emails/create',
      fill(labelled('Host'), 'imap.example.com'),
      fill(labelled('Port'), '993'),
      fill(labelled('Username'), 'bills@example.com'),
      fill('form input[type="password"]', 'demo-mail-password'),
    ),
  ),
  // Operations the app offers that no flow above reaches.
  flow(
    'system-email-check',
    'checkSystemEmailConnectivity',
    onFirstRow(
      '/system-settings/system-emails?tab=system-emails',
      0,
      'wifi',
      'Successfully connected to email server',
    ),
  ),
  flow(
    'receipt-processing-settings-check',
    'checkReceiptProcessingSettingsConnectivity',
    onFirstRow(
      '/system-settings/receipt-processing-settings?tab=receipt-processing-settings',
      1,
      'wifi',
      'Successfully connected to the server',
    ),
  ),
  flow(
    'receipt-processing-settings-create',
    'createReceiptProcessingSettings',
    onPage(
      '/system-settings/receipt-processing-settings/create',
      fill(labelled('Name'), 'Ollama with Tesseract'),
      fill(
        labelled('Description'),
        'Model on the home server, text from Tesseract',
      ),
      choose(labelled('Prompt'), 'Receipt reader'),
      choose(`${field('OCR Engine')} mat-select`, 'Tesseract'),
      choose(`${field('Ai Type')} mat-select`, 'Ollama'),
      fill(labelled('Url'), 'http://ollama.example.com:11434/api/chat'),
      fill(labelled('Model'), 'llama3.2'),
    ),
    {waitFor: ':text("Receipt processing settings created successfully")'},
  ),
  flow(
    'receipt-image-delete',
    'deleteReceiptImageById',
    open('/receipts/1/edit', 'app-carousel img'),
    {click: `${section('Images')} ${iconButton('delete')}`},
    {waitFor: ':text("Image successfully removed")'},
  ),
  // The button shows where the group reads receipts from a mailbox (the demo's first group does).
  flow(
    'receipts-poll-email',
    'pollGroupEmail',
    open('/receipts/group/1', 'app-receipts-table'),
    {click: iconButton('mail')},
    {waitFor: ':text("Email successfully poll successfully queued")'},
  ),
  flow(
    'users-bulk-delete',
    'bulkDeleteUsers',
    open('/users', 'table tr >> nth=3'),
    {click: `${rowWith('Sam Sample')} mat-checkbox input`},
    {click: `${rowWith('Taylor Placeholder')} mat-checkbox input`},
    confirmed('button:has-text("Delete Selected")'),
  ),
  // The search bar in the header: a result opens its receipt.
  flow(
    'receipt-search',
    'receiptSearch',
    open('/receipts/group/1', 'app-receipts-table'),
    fill('app-searchbar input', 'Corner'),
    {click: 'mat-option:has-text("Corner Grocery")'},
    {waitFor: 'app-receipt-form form input'},
  ),
  // Last: signs out (and opens the sidebar, which the app keeps open).
  flow(
    'logout',
    'logout',
    open('/receipts/group/1', 'app-receipts-table'),
    {click: iconButton('menu')},
    {click: 'mat-drawer app-avatar'},
    {click: '.mat-mdc-menu-panel button:has-text("Logout")'},
    {waitFor: 'input[type="password"]'},
  ),
];
