// Redoc 2.4 hard-codes its "API docs by Redocly" logo on a CDN; offline that is a failed request
// on /api. Swap it for an empty inline image; the "API docs by Redocly" link text stays.
const EMPTY_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

module.exports = function replaceRedocCdnLogo(source) {
  return source
    .split('https://cdn.redoc.ly/redoc/logo-mini.svg')
    .join(EMPTY_IMAGE);
};
