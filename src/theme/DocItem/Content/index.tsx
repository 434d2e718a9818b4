/**
 * Wrap: puts the "Copy page as Markdown" button above every doc's content. It sits outside the
 * `.theme-doc-markdown` element, so the Markdown copies (converted from that element) do not contain it.
 */
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMarkdown pathname={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
