import {useEffect, useRef} from 'react';
import type {ReactNode} from 'react';

interface Props {
  error: Error;
  tryAgain: () => void;
}

/** Every message in the error's cause chain, so "failed to load X: because Y" is not cut short. */
export function describeError(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 5) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join('\n\nCause:\n') || String(error);
}

/**
 * What a reader sees when a page fails to render: what happened, the error, and a way to try
 * again. Focus moves to the heading so screen reader users hear that the page crashed.
 */
export default function CrashReport({error, tryAgain}: Props): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="alert">
      <h1 ref={heading} tabIndex={-1} className="hero__title">
        This page crashed.
      </h1>
      <p style={{whiteSpace: 'pre-wrap'}}>{describeError(error)}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={tryAgain}>
        Try again
      </button>
    </div>
  );
}
