/**
 * Words readers search for that the docs do not use, each with the docs' own words for what they
 * mean. Receipt Wrangler reads receipts from mailboxes over IMAP and sends no mail, so "smtp" finds
 * nothing; a reader who types it means the system email settings. When a query finds nothing,
 * search offers the same query in the docs' words, if that finds something (./query.ts), in the
 * modal's "Try searching for" and on /search.
 *
 * Keep it small and true: each reader word must be absent from the current docs, and each of the
 * docs' words present (tests/unit/search/engine/synonyms.test.ts checks both).
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  smtp: ['IMAP', 'system email'],
  pop3: ['IMAP', 'system email'],
  inbox: ['mailbox', 'system email'],
  ssl: ['STARTTLS', 'TLS'],
  chatgpt: ['OpenAI', 'AI'],
  llama: ['Ollama'],
  scanner: ['quick scan', 'OCR'],
};

/** At most this many queries are offered (the modal's "Try searching for" shows three). */
export const MAX_ALTERNATIVES = 3;

/**
 * The query with each word that has synonyms replaced by each of them, one word at a time, in the
 * order of the list: "smtp port" → "IMAP port", "system email port". None when no word has any.
 */
export function alternativeQueries(query: string): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const alternatives = new Set<string>();
  words.forEach((word, position) => {
    for (const synonym of SYNONYMS[word.toLowerCase()] ?? []) {
      const replaced = [...words];
      replaced[position] = synonym;
      alternatives.add(replaced.join(' '));
    }
  });
  return [...alternatives];
}
