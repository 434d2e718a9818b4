/**
 * Inline styles for code tokens from a prism-react-renderer theme object (the `prism.theme` in
 * docusaurus.config.ts): one style per token type, merged in theme order.
 */
import type {CSSProperties} from 'react';
import type {LineToken} from './tokenLines';

export interface PrismTheme {
  plain: CSSProperties;
  styles: Array<{types: string[]; style: CSSProperties; languages?: string[]}>;
}

export interface TokenStyles {
  /** The `<pre>`'s style, background included. */
  root: CSSProperties;
  /** Each line's style: the plain colours without a background of its own. */
  plain: CSSProperties;
  byType: Record<string, CSSProperties>;
}

export function tokenStyles(theme: PrismTheme, language: string): TokenStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = {...byType[type], ...style};
  }
  return {
    root: theme.plain,
    plain: {...theme.plain, backgroundColor: undefined},
    byType,
  };
}

/** A blank line's token is an inline-block so it keeps a line's height. */
export function styleForToken(
  {types, empty}: LineToken,
  {byType}: TokenStyles,
): CSSProperties | undefined {
  const blank = empty !== undefined;
  if (types.length === 1 && types[0] === 'plain')
    return blank ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && blank) return byType[types[0]!];
  return Object.assign(
    blank ? {display: 'inline-block'} : {},
    ...types.map((type) => byType[type]),
  );
}
