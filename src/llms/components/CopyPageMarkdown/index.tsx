import {useState} from 'react';
import type {ReactNode} from 'react';
import {COPY_MESSAGES, copyPageMarkdown} from '../../copyPageMarkdown';
import styles from './styles.module.css';

interface Props {
  /** The page's path; its Markdown copy is at the same path plus `.md`. */
  pathname: string;
}

/** A button that copies the page's Markdown copy and says, in a polite live region, whether it did. */
export default function CopyPageMarkdown({pathname}: Props): ReactNode {
  const [message, setMessage] = useState('');
  const copy = async (): Promise<void> => {
    // Cleared first, so that a second identical result is announced again.
    setMessage('');
    const outcome = await copyPageMarkdown(pathname, {
      fetch: (url) => fetch(url),
      clipboard: navigator.clipboard,
    });
    setMessage(COPY_MESSAGES[outcome]);
  };
  return (
    <div className={styles.copy}>
      <span role="status" aria-live="polite" className={styles.message}>
        {message}
      </span>
      <button
        type="button"
        className={`button button--secondary button--sm ${styles.button}`}
        onClick={() => void copy()}>
        Copy page as Markdown
      </button>
    </div>
  );
}
