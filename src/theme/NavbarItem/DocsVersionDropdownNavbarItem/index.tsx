/**
 * Wrap: on a doc that exists in one version only and has a counterpart in the others
 * (src/config/versionCounterparts.ts), the other versions' entries lead to that counterpart instead of
 * the version's first page. Every other page gets the theme's dropdown unchanged.
 */
import type {ReactNode} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {
  VERSION_COUNTERPARTS,
  switchTarget,
} from '@site/src/config/versionCounterparts';

export default function DocsVersionDropdownNavbarItemWrapper(
  props: Props,
): ReactNode {
  const {activeDoc, activeVersion} = useActiveDocContext(props.docsPluginId);
  const versions = useVersions(props.docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(
    props.docsPluginId,
  );
  if (
    !activeDoc ||
    !activeVersion ||
    props.versions ||
    !(activeDoc.id in VERSION_COUNTERPARTS)
  ) {
    return <DocsVersionDropdownNavbarItem {...props} />;
  }
  // The theme keeps the active version's entry (and the label); the others are built here, in the same order.
  const position = versions.findIndex(
    (version) => version.name === activeVersion.name,
  );
  const toItem = (version: GlobalVersion) => ({
    label: version.label,
    to: switchTarget(version, activeDoc.id)?.path ?? version.path,
    onClick: () => savePreferredVersionName(version.name),
  });
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      versions={[activeVersion.name]}
      dropdownItemsBefore={[
        ...(props.dropdownItemsBefore ?? []),
        ...versions.slice(0, position).map(toItem),
      ]}
      dropdownItemsAfter={[
        ...versions.slice(position + 1).map(toItem),
        ...(props.dropdownItemsAfter ?? []),
      ]}
    />
  );
}
