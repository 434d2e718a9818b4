/**
 * The theme components of offline reading (./theme): the "New version available" prompt, wrapped
 * so screen readers announce it. Registered among the site's themes (docusaurus.config.ts), so it
 * loads after the offline plugin (./plugin.ts), which provides @docusaurus/plugin-pwa's prompt; the
 * wrap reaches that prompt as `@theme-init/PwaReloadPopup`.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function offlineTheme(): Plugin {
  return {
    name: 'offline-theme',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
