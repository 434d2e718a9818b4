// @vitest-environment jsdom
/**
 * A picture of the web app on a docs page: the image under the site's base URL, described, sized
 * before it loads and fetched only when the reader nears it. That each page's pictures exist at
 * those sizes is tests/unit/screenshots/screenshots.test.ts's.
 */
import {describe, expect, it, vi} from 'vitest';
import {render, screen} from '@testing-library/react';
import Screenshot from '../../../src/screenshots/Screenshot';

vi.mock('@docusaurus/useBaseUrl', () => ({
  default: (url: string) => `/base${url}`,
}));

describe('Screenshot', () => {
  it('shows the WebP of its id with its alt text, size and lazy loading', () => {
    render(
      <Screenshot
        id="receipts-list"
        alt="The receipt table of a group"
        width={550}
        height={260}
      />,
    );
    const image = screen.getByRole('img', {
      name: 'The receipt table of a group',
    });
    expect(image).toHaveAttribute(
      'src',
      '/base/img/screenshots/receipts-list.webp',
    );
    expect(image).toHaveAttribute('width', '550');
    expect(image).toHaveAttribute('height', '260');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });
});
