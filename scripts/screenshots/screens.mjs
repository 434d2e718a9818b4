/**
 * The screens the docs show, in the order the refresh takes them. Each has an id (its image
 * static/img/screenshots/<id>.webp and manifest tests/fixtures/screenshots/<id>.json), the steps
 * that lead to it (recorded in the manifest as written; `goto` reloads the app, clicks stay in it)
 * and what to crop (a selector, or several, plus padding; `scroll` brings a section below the window
 * into it; none: the whole window).
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
  },
  {
    id: 'receipts-list',
    steps: [
      {goto: '/receipts/group/1'},
      {waitFor: 'app-receipts-table tr >> nth=3'},
    ],
    crop: {selector: CONTENT, padding: 0, maxHeight: 520},
  },
  {
    id: 'receipts-filter',
    steps: [{click: iconButton('filter_alt')}, {waitFor: DIALOG}],
    crop: {selector: DIALOG, padding: 0},
    viewport: {height: 1100},
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
  },
  {
    id: 'receipt-shares',
    steps: [
      {click: `${section('Shares')} >> mat-expansion-panel-header >> nth=0`},
    ],
    crop: {selector: section('Shares'), padding: 8, scroll: true},
    viewport: {height: 2400},
  },
  {
    id: 'receipt-comments',
    steps: [],
    crop: {selector: section('Comments'), padding: 8, scroll: true},
    viewport: {height: 2400},
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
  },
  {
    id: 'groups-list',
    steps: [{goto: '/groups'}, {waitFor: 'table tr >> nth=2'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'group-details',
    steps: [{goto: '/groups/1/details/view'}, {waitFor: 'form mat-form-field'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'group-settings',
    steps: [
      {goto: '/groups/1/settings/view'},
      {waitFor: 'form mat-form-field'},
    ],
    crop: {selector: CONTENT, padding: 0},
    viewport: {height: 1200},
  },
  {
    id: 'group-receipt-settings',
    steps: [
      {goto: '/groups/1/receipt-settings/view'},
      {waitFor: 'form mat-form-field'},
    ],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'users',
    steps: [{goto: '/users'}, {waitFor: 'table tr >> nth=3'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'system-settings',
    steps: [
      {goto: '/system-settings/settings/view'},
      {waitFor: 'form mat-form-field'},
    ],
    crop: {selector: CONTENT, padding: 0},
    viewport: {height: 1300},
  },
  {
    id: 'receipt-processing-settings-list',
    steps: [
      {goto: '/system-settings/receipt-processing-settings'},
      {waitFor: 'table tr >> nth=2'},
    ],
    crop: {selector: CONTENT, padding: 0},
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
    steps: [{goto: '/system-settings/prompts'}, {waitFor: 'table tr >> nth=2'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'prompt-form',
    steps: [{goto: '/system-settings/prompts/1/view'}, {waitFor: 'form'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'system-emails-list',
    steps: [
      {goto: '/system-settings/system-emails'},
      {waitFor: 'table tr >> nth=1'},
    ],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'system-email-form',
    steps: [{goto: '/system-settings/system-emails/1/view'}, {waitFor: 'form'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'system-tasks',
    steps: [
      {goto: '/system-settings/system-tasks'},
      {waitFor: 'table tr >> nth=1'},
    ],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'custom-fields',
    steps: [{goto: '/custom-fields'}, {waitFor: 'table tr >> nth=3'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'categories',
    steps: [{goto: '/categories'}, {waitFor: 'table tr >> nth=3'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'tags',
    steps: [{goto: '/tags'}, {waitFor: 'table tr >> nth=3'}],
    crop: {selector: CONTENT, padding: 0},
  },
  {
    id: 'api-keys',
    steps: [{goto: '/settings/api-keys/view'}, {waitFor: 'table tr >> nth=2'}],
    crop: {selector: CONTENT, padding: 0},
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
  },
  {
    id: 'import',
    steps: [
      {click: '.mat-mdc-menu-panel button:has-text("Imports")'},
      {waitFor: DIALOG},
    ],
    crop: {selector: DIALOG, padding: 0},
  },
];
