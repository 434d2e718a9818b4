/**
 * What the API reference calls the download of its raw spec, on the index (src/api-reference/components/ApiIndex)
 * and, through Redoc's `labels` option (docusaurus.config.ts), on every tag page: one wording.
 */
export const API_DOWNLOAD_LABEL = 'OpenAPI document (YAML)';
/** The link's own text, after the label. */
export const API_DOWNLOAD_LINK = 'Download';
