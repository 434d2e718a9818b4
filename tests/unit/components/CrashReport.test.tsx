// @vitest-environment jsdom
/**
 * The crash page's own parts: focus on its heading and the error's cause chain. That it shows
 * inside the layout and Try again renders the page again is tests/browser/resilience.test.ts's.
 */
import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import CrashReport, {describeError} from '../../../src/components/CrashReport';

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
