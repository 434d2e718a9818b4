/** Site-search input limit (spec §5): longer queries are cut to this many characters. */
export const MAX_QUERY_LENGTH = 64;
