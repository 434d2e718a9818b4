import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * The theme's Markdown components (its public extension point, as Docusaurus documents it for
 * MDXComponents), with tables that a keyboard can scroll (src/components/ScrollableTable).
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
