/**
 * Site-search input limit: long enough for a pasted error message or log line; longer queries are
 * cut to this many characters, and the search box says so (src/components/SearchScreens).
 */
export const MAX_QUERY_LENGTH = 256;
