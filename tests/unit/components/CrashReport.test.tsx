import {Component} from 'react';
import type {ReactNode} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CrashReport, {describeError} from '../../../src/components/CrashReport';

/** A minimal error boundary, as Docusaurus's Layout has, rendering CrashReport on error. */
class Boundary extends Component<{children: ReactNode}, {error: Error | null}> {
  override state: {error: Error | null} = {error: null};
  static getDerivedStateFromError(error: Error): {error: Error} {
    return {error};
  }
  override render(): ReactNode {
    const {error} = this.state;
    return error ? (
      <CrashReport
        error={error}
        tryAgain={() => this.setState({error: null})}
      />
    ) : (
      this.props.children
    );
  }
}

let shouldThrow = true;
function FlakyPage(): ReactNode {
  if (shouldThrow) throw new Error('Cannot read the receipt list');
  return <p>Receipts loaded</p>;
}

describe('CrashReport', () => {
  it('shows the title, the error message and a focused heading', () => {
    render(
      <CrashReport
        error={new Error('Boom', {cause: new Error('network down')})}
        tryAgain={() => {}}
      />,
    );
    expect(
      screen.getByRole('heading', {level: 1, name: 'This page crashed.'}),
    ).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('alert')).toHaveTextContent('network down');
  });

  it('renders the page again when Try again is pressed', async () => {
    const consoleError = vi
      .spyOn(console, 'error')
      .mockImplementation(() => {});
    shouldThrow = true;
    render(
      <Boundary>
        <FlakyPage />
      </Boundary>,
    );
    expect(
      screen.getByText('Cannot read the receipt list'),
    ).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByText('Receipts loaded')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('describeError', () => {
  it.each([
    {name: 'a plain error', error: new Error('x'), expected: 'x'},
    {
      name: 'a cause chain',
      error: new Error('a', {cause: new Error('b')}),
      expected: 'a\n\nCause:\nb',
    },
    {name: 'a thrown string', error: 'oops', expected: 'oops'},
  ])('describes $name', ({error, expected}) => {
    expect(describeError(error)).toBe(expected);
  });
});
