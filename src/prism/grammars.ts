/**
 * The grammars our code blocks need beyond those prism-react-renderer bundles (it has JSON, YAML
 * and Markdown, not Bash or INI). prismjs's grammar files register on prismjs's own instance (the
 * redoc theme's ProvidePlugin binds their `Prism` to the `prismjs` module in the site bundle), so
 * they are registered there and copied into prism-react-renderer's instance, which the theme's code
 * block tokenizes with. The code block's on-demand loader (src/theme/CodeBlock) imports this module,
 * so the grammars download only with pages that show code. `CODE_LANGUAGES` is checked against every
 * fenced code block by tests/unit/prism/grammars.test.ts, so a page in a new language fails a test
 * instead of rendering unhighlighted.
 */
import './manualMode';
import PrismCore from 'prismjs';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-ini';
import {Prism} from 'prism-react-renderer';

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

for (const language of ['bash', 'shell', 'sh', 'ini'] as const)
  Prism.languages[language] = PrismCore.languages[language]!;

export {Prism};
