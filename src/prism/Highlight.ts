/**
 * Stands in for the `prism-react-renderer` package in the site bundle (aliased by
 * src/plugins/main-bundle). The package ships Prism with some 40 grammars and 20 colour themes in one
 * module, ≈ 25 KB gzip on every page with a code block; this one tokenizes with `./grammars` and
 * renders through the same `Highlight` render prop, so the theme's CodeBlock is used unchanged.
 * tests/unit/prism/Highlight.test.tsx checks that both render the same markup for every block we ship.
 */
import {
  useCallback,
  useMemo,
  type CSSProperties,
  type ReactElement,
} from 'react';
import clsx from 'clsx';
import {Prism} from './grammars';
import {styleForToken, tokenStyles, type PrismTheme} from './themeStyles';
import {tokenLines, type LineToken} from './tokenLines';

interface PropsWithClassAndStyle {
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

export interface RenderProps {
  tokens: LineToken[][];
  className: string;
  style: CSSProperties;
  getLineProps(
    props: PropsWithClassAndStyle & {line?: LineToken[]},
  ): PropsWithClassAndStyle;
  getTokenProps(
    props: PropsWithClassAndStyle & {token: LineToken},
  ): PropsWithClassAndStyle & {children: string};
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  children(props: RenderProps): ReactElement;
}

function withStyle(
  base: CSSProperties | undefined,
  extra: CSSProperties | undefined,
): CSSProperties | undefined {
  return extra === undefined ? base : {...base, ...extra};
}

export function Highlight({
  code,
  language: requested,
  theme,
  children,
}: HighlightProps): ReactElement {
  const language = requested.toLowerCase();
  const styles = useMemo(() => tokenStyles(theme, language), [theme, language]);
  const tokens = useMemo(
    () => tokenLines(Prism, code, Prism.languages[language], language),
    [code, language],
  );
  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: withStyle(styles.plain, style),
    }),
    [styles],
  );
  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: withStyle(styleForToken(token, styles), style),
    }),
    [styles],
  );
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root,
    getLineProps,
    getTokenProps,
  });
}
