/**
 * Engine hits in the shape DocSearch renders: _highlightResult and _snippetResult with the snippet
 * lengths its request asks for (10 words, 5 on small screens), and the raw fields escaped
 * (DocSearch saves recent and favourite hits without the highlight fields and later renders the raw
 * ones with innerHTML, so a stored title with markup would run as HTML; see WORKAROUNDS.md).
 * DocSearch reads only the `value` of each highlight and snippet.
 */
import type {Hit} from '../engine';
import type {Hierarchy, SearchRecord} from '../engine/records';
import {escapeHtml, highlight, snippet} from '../engine/highlight';

const DEFAULT_SNIPPET_WORDS = 10;

/** The request parameter hit shaping reads. */
export interface HitParams {
  attributesToSnippet?: string[];
}

type Values = {hierarchy: Record<keyof Hierarchy, {value: string}>} & {
  content: {value: string};
};

export interface DocSearchHit extends SearchRecord {
  _highlightResult: Values;
  _snippetResult: Values;
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

export function toDocSearchHit(hit: Hit, params: HitParams): DocSearchHit {
  const {terms} = hit;
  // Every stored hierarchy has lvl0 to lvl6 (src/search/engine/records.ts `buildRecord`).
  const levels = Object.keys(hit.hierarchy) as (keyof Hierarchy)[];
  const escape = (text: string | null) =>
    text === null ? null : escapeHtml(text);
  const values = (
    shape: (text: string, attribute: string) => string,
  ): Values => ({
    hierarchy: Object.fromEntries(
      levels.map((level) => [
        level,
        {value: shape(hit.hierarchy[level] ?? '', `hierarchy.${level}`)},
      ]),
    ) as Values['hierarchy'],
    content: {value: shape(hit.content ?? '', 'content')},
  });
  return {
    objectID: hit.objectID,
    url: hit.url,
    url_without_anchor: hit.url_without_anchor,
    anchor: hit.anchor,
    type: hit.type,
    hierarchy: Object.fromEntries(
      levels.map((level) => [level, escape(hit.hierarchy[level])]),
    ) as unknown as Hierarchy,
    content: escape(hit.content),
    version: hit.version,
    _highlightResult: values((text) => highlight(text, terms)),
    _snippetResult: values((text, attribute) =>
      snippet(text, terms, snippetWords(params.attributesToSnippet, attribute)),
    ),
  };
}
