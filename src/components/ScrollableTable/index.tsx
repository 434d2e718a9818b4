import {Children, isValidElement, useEffect, useRef, useState} from 'react';
import type {ComponentProps, ReactNode} from 'react';

/** The text of a React tree, as the reader sees it (strings and numbers, in order). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node))
    return textOf(node.props.children);
  return '';
}

/** The cells of the first row of the table's head: Markdown tables always have one. */
function headerCells(children: ReactNode): string[] {
  const head = Children.toArray(children).find(
    (child) => isValidElement(child) && child.type === 'thead',
  );
  if (!isValidElement<{children?: ReactNode}>(head)) return [];
  const row = Children.toArray(head.props.children).find(isValidElement);
  if (!isValidElement<{children?: ReactNode}>(row)) return [];
  return Children.toArray(row.props.children)
    .map((cell) => textOf(cell).trim())
    .filter((text) => text !== '');
}

/**
 * A Markdown table (through src/theme/MDXComponents). Infima lets a table wider than the text
 * column scroll sideways inside its own box; a keyboard can scroll it only if it takes focus (axe:
 * scrollable-region-focusable), so a table that scrolls is a tab stop, named by its header cells
 * ("Table: Variable, Description, Default"). The server cannot know the reader's width, so the page
 * arrives with every table focusable (without JavaScript too); once in the browser a table that
 * fits, as most do on a wide screen, stops being a tab stop, and becomes one again if the window
 * narrows.
 */
export default function ScrollableTable(
  props: ComponentProps<'table'>,
): ReactNode {
  const table = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = table.current;
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const cells = headerCells(props.children);
  return (
    <table
      {...props}
      ref={table}
      // A table that scrolls sideways takes focus so a keyboard can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      aria-label={
        props['aria-label'] ??
        (cells.length > 0 ? `Table: ${cells.join(', ')}` : undefined)
      }
    />
  );
}
