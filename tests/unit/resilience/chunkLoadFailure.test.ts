// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';
import {screen} from '@testing-library/react';
import {
  CHUNK_ERROR_ID,
  isChunkLoadError,
  showChunkLoadError,
} from '../../../src/resilience/chunkLoadFailure';

function chunkError(message = 'Loading chunk 123 failed.'): Error {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    {name: 'a ChunkLoadError', reason: chunkError(), expected: true},
    {
      name: 'a CSS chunk message',
      reason: new Error('Loading CSS chunk 7 failed.'),
      expected: true,
    },
    {
      name: 'another error',
      reason: new TypeError('x is undefined'),
      expected: false,
    },
    {name: 'a string', reason: 'Loading chunk 1 failed', expected: false},
  ])('recognises $name: $expected', ({reason, expected}) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe('showChunkLoadError', () => {
  it('shows the error text and a Retry button that retries', () => {
    const retry = vi.fn();
    showChunkLoadError(document, chunkError(), retry);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be loaded: Loading chunk 123 failed.',
    );
    screen.getByRole('button', {name: 'Retry'}).click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(
      screen.getByRole('button', {name: 'Retry'}),
    );
  });

  it('shows one box however many chunks fail', () => {
    showChunkLoadError(
      document,
      chunkError('Loading chunk 1 failed.'),
      () => {},
    );
    showChunkLoadError(
      document,
      chunkError('Loading chunk 2 failed.'),
      () => {},
    );
    expect(document.querySelectorAll(`#${CHUNK_ERROR_ID}`)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('chunk 2');
    document.getElementById(CHUNK_ERROR_ID)?.remove();
  });
});
