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
];
