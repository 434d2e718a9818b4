import {afterEach, describe, expect, it, vi} from 'vitest';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CopyPageMarkdown from '../../../src/components/CopyPageMarkdown';

function stubClipboard(
  writeText: ((text: string) => Promise<void>) | undefined,
): void {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? {writeText} : undefined,
  });
}

describe('CopyPageMarkdown', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a real button, reached by keyboard, that copies the page Markdown and announces it politely', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('# Users\n', {status: 200})),
    );
    const writeText = vi.fn(async () => undefined);
    render(<CopyPageMarkdown pathname="/docs/concepts/users" />);
    stubClipboard(writeText);

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    await user.tab();
    const button = screen.getByRole('button', {name: 'Copy page as Markdown'});
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Copied')).toBe(status);
    expect(fetch).toHaveBeenCalledWith('/docs/concepts/users.md');
    expect(writeText).toHaveBeenCalledWith('# Users\n');
  });

  it.each([
    {name: 'the clipboard is unavailable', writeText: undefined},
    {
      name: 'permission is denied',
      writeText: vi.fn(async () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError')),
      ),
    },
  ])('says the copy failed when $name', async ({writeText}) => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('# Users\n', {status: 200})),
    );
    render(<CopyPageMarkdown pathname="/docs/concepts/users" />);
    stubClipboard(writeText);
    await user.click(
      screen.getByRole('button', {name: 'Copy page as Markdown'}),
    );
    expect(await screen.findByText(/^Copy failed/)).toBe(
      screen.getByRole('status'),
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Copied');
  });
});
