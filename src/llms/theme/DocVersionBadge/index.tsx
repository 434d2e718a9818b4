/**
 * Wrap: the doc's version badge and the "Copy page as Markdown" button share one row above the
 * title, so the button adds no row of its own (on a phone it pushed the title down by one). The row
 * is outside the `.theme-doc-markdown` element the Markdown copies are converted from, so the copies
 * do not contain the button. Generated category pages render the badge too; they are no doc
 * (`activeDoc` is undefined) and get no button.
 */
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import DocVersionBadge from '@theme-init/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/llms/components/CopyPageMarkdown';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBadgeType>;

export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(undefined);
  if (!activeDoc) return <DocVersionBadge {...props} />;
  return (
    <div className={styles.row}>
      <DocVersionBadge {...props} />
      <CopyPageMarkdown pathname={activeDoc.path} />
    </div>
  );
}
