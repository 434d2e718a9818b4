/**
 * The theme components of the Markdown copies (./theme): the docs pages' version badge, wrapped so
 * the "Copy page as Markdown" button shares its row. Registered among the site's themes
 * (docusaurus.config.ts), after the classic theme, whose DocVersionBadge the wrap reaches as
 * `@theme-init/DocVersionBadge`.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function markdownCopiesTheme(): Plugin {
  return {
    name: 'markdown-copies-theme',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
