/**
 * The Prism instance our code blocks tokenize with: prismjs core (with markup, CSS, C-like and
 * JavaScript) plus the grammars our pages use. `CODE_LANGUAGES` is checked against every fenced code
 * block by tests/unit/prism/Highlight.test.tsx, so a page in a new language fails a test instead of
 * rendering unhighlighted.
 */
import './manualMode';
import Prism from 'prismjs';
// The component files register on the global Prism that prismjs (imported just above) has set.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-ini';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-markdown';

/** Fence languages our pages may use; `text` is deliberately plain. */
export const CODE_LANGUAGES = [
  'bash',
  'shell',
  'sh',
  'ini',
  'json',
  'yaml',
  'yml',
  'markdown',
  'md',
  'text',
] as const;

export {Prism};
