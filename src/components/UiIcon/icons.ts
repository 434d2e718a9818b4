/**
 * The Material icons our pages show, one import each, so only these land in the bundle. The names
 * are those the Receipt Wrangler app passes to `<mat-icon>` (its buttons take them as `icon="…"`),
 * and the style is the one its default icon font draws: `filled`.
 * tests/unit/content/icons.test.ts checks every `<UiIcon name="…">` in the pages against this map
 * and the package.
 */
import Add from '@material-design-icons/svg/filled/add.svg';
import Check from '@material-design-icons/svg/filled/check.svg';
import Close from '@material-design-icons/svg/filled/close.svg';
import Delete from '@material-design-icons/svg/filled/delete.svg';
import Done from '@material-design-icons/svg/filled/done.svg';
import Edit from '@material-design-icons/svg/filled/edit.svg';
import FilterAlt from '@material-design-icons/svg/filled/filter_alt.svg';
import ListAlt from '@material-design-icons/svg/filled/list_alt.svg';
import Password from '@material-design-icons/svg/filled/password.svg';
import Person from '@material-design-icons/svg/filled/person.svg';
import RestartAlt from '@material-design-icons/svg/filled/restart_alt.svg';
import Upload from '@material-design-icons/svg/filled/upload.svg';

export const UI_ICON_STYLE = 'filled';

export const UI_ICONS = {
  add: Add,
  check: Check,
  close: Close,
  delete: Delete,
  done: Done,
  edit: Edit,
  filter_alt: FilterAlt,
  list_alt: ListAlt,
  password: Password,
  person: Person,
  restart_alt: RestartAlt,
  upload: Upload,
} as const;

export type UiIconName = keyof typeof UI_ICONS;
