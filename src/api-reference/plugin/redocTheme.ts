/**
 * Thin wrapper around docusaurus-theme-redoc: the same theme, with Redoc's dark palette made
 * readable. Redoc keeps its light-mode green and red for success/error labels in dark mode, where
 * they miss AA contrast on the dark background; the theme only lets the primary colour differ.
 */
import type {
  LoadContext,
  Plugin,
  PluginContentLoadedActions,
} from '@docusaurus/types';
import redocTheme from 'docusaurus-theme-redoc';
import type {ThemeOptions, GlobalData} from 'docusaurus-theme-redoc';

/** Checked against Redoc's dark backgrounds (#1b1b1d and its tinted response panels): ≥ 4.5:1. */
export const DARK_STATUS_COLOURS = {
  success: '#5fd068',
  error: '#ff7b72',
  warning: '#f0b849',
} as const;

export function withReadableDarkColours(data: GlobalData): GlobalData {
  const darkTheme = data.darkTheme as {colors?: Record<string, unknown>};
  const colors = {...darkTheme.colors};
  for (const [name, main] of Object.entries(DARK_STATUS_COLOURS)) {
    colors[name] = {...(colors[name] as object | undefined), main};
  }
  return {
    ...data,
    darkTheme: {
      ...darkTheme,
      colors,
    } as GlobalData['darkTheme'],
  };
}

export default function apiReferenceTheme(
  context: LoadContext,
  options: ThemeOptions,
): Plugin {
  const upstream = redocTheme(context, options) as Plugin;
  return {
    ...upstream,
    async contentLoaded(args) {
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        setGlobalData: (data: unknown) =>
          args.actions.setGlobalData(
            withReadableDarkColours(data as GlobalData),
          ),
      };
      await upstream.contentLoaded?.({...args, actions});
    },
  };
}
