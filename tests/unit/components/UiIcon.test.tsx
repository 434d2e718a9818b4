// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';
import {render} from '@testing-library/react';
import UiIcon from '../../../src/components/UiIcon';
import type {UiIconName} from '../../../src/components/UiIcon/icons';

// Docusaurus turns each imported SVG into a React component (SVGR, taking no props); Vite gives a URL instead.
vi.mock('../../../src/components/UiIcon/icons', () => ({
  UI_ICONS: {person: () => <svg data-icon="person" />},
}));

describe('UiIcon', () => {
  it('draws the icon inline, hidden from assistive technology', () => {
    const {container} = render(
      <p>
        Click the person icon <UiIcon name="person" /> to convert the user.
      </p>,
    );
    const svg = container.querySelector('p > span > svg[data-icon="person"]');
    expect(svg).not.toBeNull();
    expect(svg?.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('p')).toHaveTextContent(
      'Click the person icon to convert the user.',
    );
  });

  it('throws on a name it does not know, so the static build fails', () => {
    // Called as a function (it has no hooks): React's dev-mode error reporting would only add noise.
    expect(() => UiIcon({name: 'lasso' as UiIconName})).toThrow(
      'Unknown UI icon "lasso"',
    );
    expect(() => UiIcon({name: 'toString' as UiIconName})).toThrow(
      'Unknown UI icon "toString"',
    );
  });
});
