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
/** The text field of a page's form by its label. */
const labelled = (label) =>
  `mat-form-field:has(mat-label:text-is("${label}")) input`;
/** A full-page form's Save button. */
const PAGE_SAVE = 'button[type="submit"]:has-text("Save")';
/** The custom field types as the form's Type list names them, each with a field to create. */
const CUSTOM_FIELD_TYPES = [
  ['Text', 'Order number', "The store's order or invoice number"],
  ['Date', 'Warranty ends', 'When the warranty runs out'],
  ['Select', 'Bought for', 'Home or work'],
  ['Currency', 'Deposit', 'Deposit paid on the day'],
  ['Boolean', 'Reimbursed', 'Paid back by an employer'],
];

/**
 * Writes driven through the web app after the pictures, none of them pictured: each flow's calls are
 * checked live against the API document like every other call (the bodies the 6.7 web app sends
 * included), must include the operations in `writes`, and are kept in
 * tests/fixtures/screenshots/requests/write-flows.json, which the unit tests replay against the
 * current document and the demo.
 */
export const WRITE_FLOWS = [
  {
    id: 'category-create',
    steps: [
      {goto: '/categories'},
      {waitFor: `${ROWS} >> nth=3`},
      {click: `app-add-button >> ${iconButton('add')}`},
      {fill: dialogField(0), value: 'Pharmacy'},
      {fill: dialogField(1), value: 'Medicines and first aid'},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['createCategory'],
  },
  {
    id: 'category-edit',
    steps: [
      {click: `${ROWS} >> nth=0 >> ${iconButton('edit')}`},
      {fill: dialogField(1), value: 'Cleaning, repairs and tools'},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['updateCategory'],
  },
  {
    id: 'category-delete',
    steps: [
      {click: `${ROWS} >> nth=0 >> ${iconButton('delete')}`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['deleteCategory'],
  },
  {
    id: 'tag-create',
    steps: [
      {goto: '/tags'},
      {waitFor: `${ROWS} >> nth=3`},
      {click: `app-add-button >> ${iconButton('add')}`},
      {fill: dialogField(0), value: 'Gift'},
      {fill: dialogField(1), value: 'Bought for someone else'},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['createTag'],
  },
  {
    id: 'tag-edit',
    steps: [
      {click: `${ROWS} >> nth=0 >> ${iconButton('edit')}`},
      {fill: dialogField(1), value: 'The weekly shop'},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['updateTag'],
  },
  {
    id: 'tag-delete',
    steps: [
      {click: `${ROWS} >> nth=0 >> ${iconButton('delete')}`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['deleteTag'],
  },
  {
    id: 'api-key-create',
    steps: [
      {goto: '/settings/api-keys/view?tab=api-keys'},
      {waitFor: `${ROWS} >> nth=1`},
      {click: `app-add-button >> ${iconButton('add')}`},
      {fill: dialogField(0), value: 'Backup script'},
      {fill: dialogField(1), value: 'Copies receipts to the NAS'},
      {click: DIALOG_SUBMIT},
      {waitFor: `${DIALOG} code`},
      {press: 'Escape'},
      DIALOG_CLOSED,
    ],
    writes: ['createApiKey'],
  },
  {
    id: 'api-key-edit',
    steps: [
      {click: `${ROWS} >> nth=0 >> ${iconButton('edit')}`},
      {fill: dialogField(1), value: 'Reads receipts for the yearly budget'},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['updateApiKey'],
  },
  {
    id: 'api-key-delete',
    steps: [
      {click: `${ROWS} >> nth=0 >> ${iconButton('delete')}`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['deleteApiKey'],
  },
  {
    id: 'prompt-create',
    steps: [
      {goto: '/system-settings/prompts/create'},
      {waitFor: 'app-prompt-form textarea'},
      {fill: 'app-prompt-form input >> nth=0', value: 'Totals only'},
      {fill: 'app-prompt-form input >> nth=1', value: 'Store and total'},
      {
        fill: 'app-prompt-form textarea',
        value: 'Answer with JSON: the store and the total.',
      },
      {click: 'app-prompt-form app-submit-button button'},
    ],
    writes: ['createPrompt'],
  },
  {
    id: 'prompt-edit',
    steps: [
      {goto: '/system-settings/prompts/2/edit'},
      {waitFor: 'app-prompt-form textarea'},
      {
        fill: 'app-prompt-form input >> nth=1',
        value: 'Store, total and date, nothing else',
      },
      {click: 'app-prompt-form app-submit-button button'},
    ],
    writes: ['updatePromptById'],
  },
  {
    id: 'receipt-edit',
    steps: [
      {goto: '/receipts/4/edit'},
      {waitFor: 'app-receipt-form form input'},
      {fill: 'app-receipt-form form input >> nth=0', value: 'Fuel Stop North'},
      {click: 'app-form-button-bar app-submit-button button >> nth=0'},
    ],
    writes: ['updateReceipt'],
  },
  {
    id: 'receipt-delete',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: `app-receipts-table ${ROWS} >> nth=3`},
      {click: `app-receipts-table ${ROWS} >> nth=0 >> ${iconButton('delete')}`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['deleteReceiptById'],
  },
  {
    id: 'comment-add',
    steps: [
      {goto: '/receipts/1/edit'},
      {waitFor: `${section('Comments')} textarea`},
      {
        fill: `${section('Comments')} textarea`,
        value: 'Paid my half by bank transfer.',
      },
      {click: `${section('Comments')} button:has-text("Comment")`},
      {
        waitFor: `${section('Comments')} :text("Paid my half by bank transfer.")`,
      },
    ],
    writes: ['addComment'],
  },
  ...CUSTOM_FIELD_TYPES.map(([type, name, description]) => ({
    id: `custom-field-create-${type.toLowerCase()}`,
    steps: [
      {goto: '/custom-fields'},
      {waitFor: `${ROWS} >> nth=3`},
      {click: `app-add-button >> ${iconButton('add')}`},
      {fill: dialogField(0), value: name},
      {fill: dialogField(1), value: description},
      {click: `${DIALOG} mat-select`},
      {click: `mat-option:has-text("${type}")`},
      ...(type === 'Select'
        ? [
            {
              fill: `${DIALOG} ${section('Options')} input >> nth=0`,
              value: 'Home',
            },
            {click: `${DIALOG} ${section('Options')} app-add-button button`},
            {
              fill: `${DIALOG} ${section('Options')} input >> nth=1`,
              value: 'Work',
            },
          ]
        : []),
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['createCustomField'],
  })),
  {
    id: 'group-create',
    steps: [
      {goto: '/groups/create'},
      {waitFor: 'form mat-form-field'},
      {
        fill: `${section('Group Details')} input >> nth=0`,
        value: 'Holiday flat',
      },
      {click: PAGE_SAVE},
    ],
    writes: ['createGroup'],
  },
  {
    id: 'group-settings-edit',
    steps: [
      {goto: '/groups/1/settings/edit?tab=settings'},
      {waitFor: 'form mat-form-field'},
      {click: `${section('Email Settings')} mat-select`},
      {click: 'mat-option:has-text("Resolved")'},
      {click: PAGE_SAVE},
    ],
    writes: ['updateGroupSettings'],
  },
  {
    id: 'group-receipt-settings-edit',
    steps: [
      {goto: '/groups/1/receipt-settings/edit?tab=receipt-settings'},
      {waitFor: 'form mat-form-field'},
      {click: 'mat-checkbox:has-text("Hide Share Tags") input'},
      {click: PAGE_SAVE},
    ],
    writes: ['updateGroupReceiptSettings'],
  },
  {
    id: 'system-settings-edit',
    steps: [
      {goto: '/system-settings/settings/edit?tab=settings'},
      {waitFor: 'form mat-form-field'},
      {
        fill: `${section('Task Server Settings')} input[type="number"] >> nth=0`,
        value: '8',
      },
      {click: PAGE_SAVE},
    ],
    writes: ['updateSystemSettings'],
  },
  {
    id: 'user-preferences-edit',
    steps: [
      {goto: '/settings/user-preferences/edit?tab=user-preferences'},
      {waitFor: 'form mat-form-field'},
      {
        click:
          'mat-checkbox:has-text("Default to show large image previews?") input',
      },
      {click: PAGE_SAVE},
    ],
    writes: ['updateUserPreferences'],
  },
  {
    id: 'user-profile-edit',
    steps: [
      {goto: '/settings/user-profile/edit?tab=user-profile'},
      {waitFor: 'form mat-form-field'},
      {fill: labelled('Displayname'), value: 'Demo Administrator'},
      {click: PAGE_SAVE},
    ],
    writes: ['updateUserProfile'],
  },
  {
    id: 'notification-dismiss',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: 'app-receipts-table'},
      {click: iconButton('notifications')},
      {waitFor: 'app-notifications-list app-notification'},
      {click: 'app-notification >> nth=0 >> app-cancel-button button'},
    ],
    writes: ['deleteNotificationById'],
  },
  {
    id: 'notifications-mark-all-read',
    steps: [
      {waitFor: 'app-notifications-list'},
      {click: 'app-notifications-list button:has-text("Mark all as read")'},
    ],
    writes: ['deleteAllNotificationsForUser'],
  },
  {
    id: 'user-create',
    steps: [
      {goto: '/users'},
      {waitFor: 'table tr >> nth=3'},
      {click: 'button:has-text("Create User")'},
      {waitFor: DIALOG},
      {fill: `${DIALOG} ${labelled('Username')}`, value: 'sam-example'},
      {fill: `${DIALOG} ${labelled('Displayname')}`, value: 'Sam Example'},
      {fill: `${DIALOG} input[type="password"]`, value: 'demo-password-2'},
      {click: `${DIALOG} mat-select`},
      {click: 'mat-option:has-text("User")'},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['createUser'],
  },
  {
    id: 'user-set-password',
    steps: [
      {click: `${iconButton('password')} >> nth=1`},
      {waitFor: DIALOG},
      {fill: `${DIALOG} input[type="password"]`, value: 'a-new-demo-password'},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['resetPasswordById'],
  },
  {
    id: 'dashboard-create',
    steps: [
      {goto: '/dashboard/group/1'},
      {waitFor: 'h1:has-text("Dashboards")'},
      {click: `app-add-button >> ${iconButton('add')}`},
      {waitFor: DIALOG},
      {fill: `${DIALOG} ${labelled('Dashboard Name')}`, value: 'Monthly check'},
      ...[
        ['Totals', 'Group Summary'],
        ['What happened', 'Activity'],
      ].flatMap(([name, type]) => [
        {click: `${DIALOG} ${section('Widgets')} app-add-button button`},
        {
          fill: `${DIALOG} ${section('Widgets')} ${labelled('Name')}`,
          value: name,
        },
        {click: `${DIALOG} ${section('Widgets')} mat-select`},
        {click: `mat-option:has-text("${type}")`},
        {click: `${DIALOG} ${section('Widgets')} ${iconButton('done')}`},
      ]),
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['createDashboard'],
  },
  {
    id: 'dashboard-edit',
    steps: [
      // As for the dashboard picture: the page shows the group's dashboards from its second visit on.
      {goto: '/receipts/group/1'},
      ...[1, 2].flatMap(() => [
        {waitFor: 'app-receipts-table'},
        {click: iconButton('dashboard')},
        {waitFor: 'h1:has-text("Dashboards")'},
        {click: iconButton('receipt_long')},
      ]),
      {waitFor: 'app-receipts-table'},
      {click: iconButton('dashboard')},
      {waitFor: 'mat-chip-option'},
      {click: `app-edit-button >> ${iconButton('edit')}`},
      {waitFor: DIALOG},
      {
        fill: `${DIALOG} ${labelled('Dashboard Name')}`,
        value: 'Household at a glance',
      },
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['updateDashboard'],
  },
  {
    id: 'dashboard-delete',
    steps: [
      {click: `app-delete-button >> ${iconButton('delete')}`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['deleteDashboard'],
  },
  {
    id: 'receipts-bulk-status-update',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: `app-receipts-table ${ROWS} >> nth=3`},
      {click: 'app-receipts-table mat-checkbox input >> nth=1'},
      {click: 'app-receipts-table mat-checkbox input >> nth=2'},
      {click: iconButton('more_vert')},
      {click: 'button:has-text("Bulk Status Update")'},
      {waitFor: DIALOG},
      {
        fill: `${DIALOG} textarea`,
        value: 'Settled up at the end of the month.',
      },
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['bulkReceiptStatusUpdate'],
  },
  {
    id: 'receipt-image-upload',
    steps: [
      {goto: '/receipts/1/edit'},
      {waitFor: 'app-carousel img'},
      {upload: `${section('Images')} input[type="file"]`, demoImage: 1},
      {waitFor: ':text("Successfully uploaded image(s)")'},
    ],
    writes: ['uploadReceiptImage'],
  },
  {
    id: 'receipt-duplicate',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: `app-receipts-table ${ROWS} >> nth=3`},
      {
        click: `app-receipts-table ${ROWS} >> nth=0 >> ${iconButton('file_copy')}`,
      },
    ],
    writes: ['duplicateReceipt'],
  },
  {
    id: 'quick-scan',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: 'app-receipts-table'},
      {
        click: `app-table-header app-quick-scan-button >> ${iconButton('receipt_long')}`,
      },
      {waitFor: DIALOG},
      {upload: `${DIALOG} input[type="file"]`, demoImage: 1},
      {waitFor: `${DIALOG} img`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['quickScanReceipt'],
  },
  {
    // Both demo prompts are used by a receipt processing setting, which the app does not let a reader
    // delete: create one, then delete it (the demo keeps the prompts a flow creates).
    id: 'prompt-delete',
    steps: [
      {goto: '/system-settings/prompts/create'},
      {waitFor: 'app-prompt-form textarea'},
      {fill: 'app-prompt-form input >> nth=0', value: 'Scratch prompt'},
      {fill: 'app-prompt-form input >> nth=1', value: 'To be deleted'},
      {fill: 'app-prompt-form textarea', value: 'Answer with the store name.'},
      {click: 'app-prompt-form app-submit-button button'},
      {goto: '/system-settings/prompts?tab=prompts'},
      {waitFor: `${ROWS} >> nth=2`},
      {click: `${ROWS}:has-text("Scratch prompt") >> ${iconButton('delete')}`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['createPrompt', 'deletePromptById'],
  },
  {
    // Comment 2 of receipt 1 is the signed-in user's: the app offers to delete only one's own.
    id: 'comment-delete',
    steps: [
      {goto: '/receipts/1/edit'},
      {waitFor: `${section('Comments')} textarea`},
      {click: `${section('Comments')} app-delete-button button >> nth=0`},
    ],
    writes: ['deleteComment'],
  },
  {
    id: 'custom-field-delete',
    steps: [
      {goto: '/custom-fields'},
      {waitFor: `${ROWS} >> nth=3`},
      {click: `${ROWS} >> nth=0 >> ${iconButton('delete')}`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['deleteCustomField'],
  },
  {
    id: 'group-edit',
    steps: [
      {goto: '/groups/2/details/edit?tab=details'},
      {waitFor: 'form mat-form-field'},
      {fill: labelled('Group Name'), value: 'Summer road trip'},
      {click: PAGE_SAVE},
    ],
    writes: ['updateGroup'],
  },
  {
    id: 'group-delete',
    steps: [
      {goto: '/groups'},
      {waitFor: 'table tr >> nth=2'},
      {click: `${ROWS}:has-text("Road Trip") >> ${iconButton('delete')}`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['deleteGroup'],
  },
  {
    id: 'user-edit',
    steps: [
      {goto: '/users'},
      {waitFor: 'table tr >> nth=3'},
      {click: `${iconButton('edit')} >> nth=2`},
      {waitFor: DIALOG},
      {
        fill: `${DIALOG} ${labelled('Displayname')}`,
        value: 'Sam Example-Jones',
      },
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['updateUserById'],
  },
  {
    id: 'user-convert-dummy',
    steps: [
      {click: iconButton('person')},
      {waitFor: DIALOG},
      {
        fill: `${DIALOG} input[type="password"]`,
        value: 'a-first-demo-password',
      },
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['convertDummyUserById'],
  },
  {
    id: 'user-delete',
    steps: [
      {click: `${iconButton('delete')} >> nth=0`},
      {click: DIALOG_SUBMIT},
      DIALOG_CLOSED,
    ],
    writes: ['deleteUserById'],
  },
  {
    id: 'restart-task-server',
    steps: [
      {goto: '/system-settings/settings/view?tab=settings'},
      {waitFor: 'form mat-form-field'},
      {click: iconButton('restart_alt')},
      {waitFor: ':text("Task server restarted successfully")'},
    ],
    writes: ['restartTaskServer'],
  },
  // Last: signs out (and opens the sidebar, which the app keeps open).
  {
    id: 'logout',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: 'app-receipts-table'},
      {click: iconButton('menu')},
      {click: 'mat-drawer app-avatar'},
      {click: '.mat-mdc-menu-panel button:has-text("Logout")'},
      {waitFor: 'input[type="password"]'},
    ],
    writes: ['logout'],
  },
];

/**
 * Flows the refresh does not run yet. The API document refused the body the 6.7 web app sends while
 * the server accepts it; since d255ba8 the document takes each of these bodies, but the flows have
 * not been recorded: moved into WRITE_FLOWS, receipt-processing-settings-edit timed out on its
 * first `fill` (the form's text inputs are not where the step looks), so the steps need checking
 * against the app before they move.
 * - receipt-processing-settings-edit: with the key left as it is the app sends `"key": null`
 *   (`?updateKey=false`); the server reads null as an empty key and needs one only when updateKey is
 *   true (api/internal/commands/upsert_receipt_processing_settings_command.go:16,29,61-63@v6.7.0).
 * - system-email-edit: with the password left as it is the app sends `"password": null`
 *   (`?updatePassword=false`); the server reads null as an empty password and needs one only on create
 *   (api/internal/commands/upsert_system_email.go:14,24,48-51@v6.7.0).
 * - system-email-create: the app sends `"useStartTLS": null` when the box was never ticked; the server
 *   reads null as false (api/internal/commands/upsert_system_email.go:15,24@v6.7.0).
 * - receipt-create (items, a share, a category, a tag, a custom field value): the app sends the
 *   amounts typed as JSON numbers (`"amount": 24.5`, each item's too) and a share's `"receiptId": null`;
 *   the server reads amounts as decimal.Decimal (shopspring/decimal v1.4.0 takes a number or a string)
 *   and a null receiptId as 0, which it requires only on update
 *   (api/internal/commands/upsert_receipt_command.go:16,35; upsert_item_command.go:10,14,41-45@v6.7.0).
 */
export const SPEC_REFUSED_FLOWS = [
  {
    id: 'receipt-processing-settings-edit',
    steps: [
      {goto: '/system-settings/receipt-processing-settings/1/edit'},
      {waitFor: 'form mat-form-field'},
      {
        fill: 'form input[type="text"] >> nth=1',
        value: 'Cloud model, local OCR',
      },
      {click: PAGE_SAVE},
    ],
    writes: ['updateReceiptProcessingSettingsById'],
  },
  {
    id: 'system-email-edit',
    steps: [
      {goto: '/system-settings/system-emails/1/edit'},
      {waitFor: 'form mat-form-field'},
      {fill: labelled('Host'), value: 'mail.example.com'},
      {click: PAGE_SAVE},
    ],
    writes: ['updateSystemEmailById'],
  },
  {
    id: 'receipt-create',
    steps: [
      {goto: '/receipts/add'},
      {waitFor: 'app-receipt-form form input'},
      {
        fill: `${section('Details')} ${labelled('Name')}`,
        value: 'Hardware Corner',
      },
      {fill: `${section('Details')} ${labelled('Amount')}`, value: '24.50'},
      {click: `${section('Details')} ${labelled('Categories')}`},
      {click: 'mat-option:has-text("Household")'},
      {click: `${section('Details')} ${labelled('Tags')}`},
      {click: 'mat-option:has-text("Card")'},
      {press: 'Escape'},
      {click: `${section('Details')} ${labelled('Paid By')}`},
      {click: 'mat-option:has-text("Demo Admin")'},
      {click: `${section('Items')} ${iconButton('add')}`},
      {fill: `app-item-add-form ${labelled('Name')}`, value: 'Wood glue'},
      {fill: `app-item-add-form ${labelled('Amount')}`, value: '6.50'},
      {click: 'app-item-add-form button:has-text("Add Item")'},
      {fill: `app-item-add-form ${labelled('Name')}`, value: 'Drill bits'},
      {fill: `app-item-add-form ${labelled('Amount')}`, value: '18.00'},
      {click: 'app-item-add-form button:has-text("Add & Done")'},
      {click: `${section('Shares')} ${iconButton('add')}`},
      {click: `${section('Shares')} ${labelled('Shared with')}`},
      {click: 'mat-option:has-text("Alex Example")'},
      {fill: `${section('Shares')} ${labelled('Name')}`, value: 'Drill bits'},
      {fill: `${section('Shares')} ${labelled('Amount')}`, value: '9.00'},
      {click: `${section('Shares')} button[type="submit"]`},
      {click: iconButton('list_alt')},
      {click: '.mat-mdc-menu-panel :text("Store location")'},
      {press: 'Escape'},
      {
        fill: 'mat-form-field:has(mat-label:has-text("Store location")) input',
        value: 'Main Street',
      },
      {click: PAGE_SAVE},
    ],
    writes: ['createReceipt'],
  },
  {
    id: 'system-email-create',
    steps: [
      {goto: '/system-settings/system-emails/create'},
      {waitFor: 'form mat-form-field'},
      {fill: labelled('Host'), value: 'imap.example.com'},
      {fill: labelled('Port'), value: '993'},
      {fill: labelled('Username'), value: 'bills@example.com'},
      {fill: 'form input[type="password"]', value: 'demo-mail-password'},
      {click: PAGE_SAVE},
    ],
    writes: ['createSystemEmail'],
  },
];
