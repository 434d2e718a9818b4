/**
 * Escaping, highlighting and snippets for hits. DocSearch renders these strings with innerHTML,
 * so every piece of page text is escaped first and only our own <mark> tags are added.
 */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function findMatches(
  text: string,
  terms: readonly string[],
): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    let from = 0;
    for (;;) {
      const at = lower.indexOf(term, from);
      if (at === -1) break;
      ranges.push([at, at + term.length]);
      from = at + term.length;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.reduce<[number, number][]>((merged, range) => {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
    return merged;
  }, []);
}

/**
 * Escaped text with each occurrence of a term in <mark>: the tags DocSearch asks for (its default
 * `highlightPreTag`/`highlightPostTag`; our modal passes no `searchParameters`).
 */
export function highlight(text: string, terms: readonly string[]): string {
  const ranges = findMatches(text, terms);
  let out = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    out +=
      `${escapeHtml(text.slice(cursor, start))}<mark>` +
      `${escapeHtml(text.slice(start, end))}</mark>`;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor));
}

/** A window of `words` words around the first match, highlighted, with "…" where cut (DocSearch's default). */
export function snippet(
  text: string,
  terms: readonly string[],
  words: number,
): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return highlight(tokens.join(' '), terms);
  const firstMatch = tokens.findIndex((token) =>
    terms.some((term) => term && token.toLowerCase().includes(term)),
  );
  const start = Math.max(
    0,
    Math.min(
      firstMatch === -1 ? 0 : firstMatch - Math.floor(words / 3),
      tokens.length - words,
    ),
  );
  const end = start + words;
  const body = highlight(tokens.slice(start, end).join(' '), terms);
  return `${start > 0 ? '…' : ''}${body}${end < tokens.length ? '…' : ''}`;
}
