import type {ReactNode} from 'react';
import {UI_ICONS} from './icons';
import type {UiIconName} from './icons';
import styles from './styles.module.css';

interface Props {
  /** The icon's Material name, as the app's templates give it (`person`, `list_alt`). */
  name: UiIconName;
}

/**
 * A Material icon of the app's UI, drawn inline at text size in the text colour. It is decorative:
 * the sentence around it names the button, so screen readers skip the drawing. `data-ui-icon` carries the
 * name into the page's Markdown copy (src/llms/tidyDocusaurusHtml.ts), where the drawing cannot go.
 */
export default function UiIcon({name}: Props): ReactNode {
  // Pages are MDX, which TypeScript does not check: an unknown name must fail the static build.
  const Svg = Object.prototype.hasOwnProperty.call(UI_ICONS, name)
    ? UI_ICONS[name]
    : undefined;
  if (!Svg) {
    throw new Error(
      `Unknown UI icon "${String(name)}": add it to src/components/UiIcon/icons.ts.`,
    );
  }
  // The SVGs take no props (docusaurus.config.ts, `svgr`): the wrapper sizes, colours and hides them.
  return (
    <span className={styles.icon} aria-hidden="true" data-ui-icon={name}>
      <Svg />
    </span>
  );
}
