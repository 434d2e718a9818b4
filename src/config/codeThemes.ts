/**
 * Code-block colours. The published site used Prism's "github" and "dracula" themes, whose
 * comments, numbers and keywords miss WCAG AA contrast (2.6–3.0:1). VS Light has one failing
 * token (attribute names, 4.0:1), darkened here; Gruvbox Material Dark passes as it is (≥ 4.6:1).
 */
import {themes} from 'prism-react-renderer';
import type {PrismTheme} from 'prism-react-renderer';

function withTokenColour(
  theme: PrismTheme,
  tokenType: string,
  color: string,
): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) =>
      style.types.includes(tokenType)
        ? {...style, style: {...style.style, color}}
        : style,
    ),
  };
}

export const lightCodeTheme: PrismTheme = withTokenColour(
  themes.vsLight,
  'attr-name',
  '#c50000',
);
export const darkCodeTheme: PrismTheme = themes.gruvboxMaterialDark;
