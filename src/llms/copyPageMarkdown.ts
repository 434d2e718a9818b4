/**
 * "Copy page as Markdown": fetch the page's Markdown copy and put it on the clipboard. Each way it
 * can fail is reported as such, so the button never claims a copy that did not happen.
 */
import {markdownUrlFor} from './markdownUrl';

export type CopyOutcome = 'copied' | 'no-clipboard' | 'not-loaded' | 'refused';

export interface CopyEnvironment {
  fetch: (url: string) => Promise<{ok: boolean; text: () => Promise<string>}>;
  /** `navigator.clipboard`; absent outside secure contexts and in some embedded browsers. */
  clipboard: {writeText?: (text: string) => Promise<void>} | undefined;
}

export async function copyPageMarkdown(
  pathname: string,
  env: CopyEnvironment,
): Promise<CopyOutcome> {
  const writeText = env.clipboard?.writeText?.bind(env.clipboard);
  if (!writeText) return 'no-clipboard';
  let markdown: string;
  try {
    const response = await env.fetch(markdownUrlFor(pathname));
    if (!response.ok) return 'not-loaded';
    markdown = await response.text();
  } catch {
    return 'not-loaded';
  }
  try {
    await writeText(markdown);
    return 'copied';
  } catch {
    // NotAllowedError: permission denied, or the page lost focus or its user activation.
    return 'refused';
  }
}

export const COPY_MESSAGES: Record<CopyOutcome, string> = {
  copied: 'Copied',
  'no-clipboard': 'Copy failed: no clipboard access',
  'not-loaded': 'Copy failed: Markdown not loaded',
  refused: 'Copy failed: clipboard access refused',
};
