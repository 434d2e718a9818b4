import clsx from 'clsx';
import type {ComponentProps, ReactNode} from 'react';
import Content from '@theme-original/AnnouncementBar/Content';
import Link from '@docusaurus/Link';
import {useThemeConfig} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/**
 * The same news in words that fit one line of a phone (390 px), by announcement id: the full text
 * (docusaurus.config.ts) took three lines there and pushed the page title 45 px down. An
 * announcement without an entry here shows its full text on every screen (and
 * tests/browser/announcement-bar.test.ts fails at 390 px until it has one).
 */
const SHORT_CONTENT: Record<string, ReactNode> = {
  'maintenance-mode-ended-2025-07': (
    <>
      Maintenance mode ended July 2025:{' '}
      <Link to="/project-status">project status</Link>
    </>
  ),
};

/** The theme's announcement, and below the theme's mobile breakpoint its short form instead. */
export default function AnnouncementBarContentWrapper(
  props: ComponentProps<typeof Content>,
): ReactNode {
  const {announcementBar} = useThemeConfig();
  const short = announcementBar ? SHORT_CONTENT[announcementBar.id] : undefined;
  if (short === undefined) return <Content {...props} />;
  return (
    <>
      <Content {...props} className={clsx(props.className, styles.wide)} />
      <div className={clsx(props.className, styles.content, styles.narrow)}>
        {short}
      </div>
    </>
  );
}
