/**
 * Engine hits in the shape DocSearch renders: _highlightResult and _snippetResult with the tags and
 * snippet lengths its request asks for, and the raw fields escaped (DocSearch saves recent and
 * favourite hits without the highlight fields and later renders the raw ones with innerHTML, so a
 * stored title with markup would run as HTML; see WORKAROUNDS.md).
 */
import type {Hit} from '../engine';
import type {Hierarchy, SearchRecord} from '../engine/records';
import {MARK, escapeHtml, highlight, snippet} from '../engine/highlight';
import type {HighlightTags} from '../engine/highlight';

const DEFAULT_SNIPPET_WORDS = 10;
const LEVELS = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
] as const;

/** The request parameters hit shaping reads. */
export interface HitParams {
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface DocSearchHit extends SearchRecord {
  _highlightResult: {
    hierarchy: Record<keyof Hierarchy, HighlightValue>;
    content: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Record<keyof Hierarchy, {value: string}>;
    content: {value: string};
  };
}

function snippetWords(
  attributes: readonly string[] | undefined,
  attribute: string,
): number {
  const entry = attributes?.find((item) => item.startsWith(`${attribute}:`));
  const words = entry
    ? Number.parseInt(entry.split(':')[1] ?? '', 10)
    : Number.NaN;
  return Number.isFinite(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS;
}

function escapeNullable(text: string | null): string | null {
  return text === null ? null : escapeHtml(text);
}

export function toDocSearchHit(hit: Hit, params: HitParams): DocSearchHit {
  const {terms} = hit;
  const tags: HighlightTags = {
    pre: params.highlightPreTag ?? MARK.pre,
    post: params.highlightPostTag ?? MARK.post,
  };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const mark = (text: string | null): HighlightValue => {
    const value = highlight(text ?? '', terms, tags);
    const matchedWords = terms.filter((term) =>
      (text ?? '').toLowerCase().includes(term),
    );
    return {
      value,
      matchLevel:
        matchedWords.length === 0
          ? 'none'
          : matchedWords.length === terms.length
            ? 'full'
            : 'partial',
      matchedWords,
    };
  };
  const cut = (text: string | null, attribute: string): {value: string} => ({
    value: snippet(
      text ?? '',
      terms,
      snippetWords(params.attributesToSnippet, attribute),
      ellipsis,
      tags,
    ),
  });
  return {
    objectID: hit.objectID,
    url: hit.url,
    url_without_anchor: hit.url_without_anchor,
    anchor: hit.anchor,
    type: hit.type,
    hierarchy: Object.fromEntries(
      LEVELS.map((level) => [level, escapeNullable(hit.hierarchy[level])]),
    ) as unknown as Hierarchy,
    content: escapeNullable(hit.content),
    version: hit.version,
    _highlightResult: {
      hierarchy: Object.fromEntries(
        LEVELS.map((level) => [level, mark(hit.hierarchy[level])]),
      ) as Record<keyof Hierarchy, HighlightValue>,
      content: mark(hit.content),
    },
    _snippetResult: {
      hierarchy: Object.fromEntries(
        LEVELS.map((level) => [
          level,
          cut(hit.hierarchy[level], `hierarchy.${level}`),
        ]),
      ) as Record<keyof Hierarchy, {value: string}>,
      content: cut(hit.content, 'content'),
    },
  };
}
