// Stands in, in the browser only, for what Redoc requires to fetch, parse and convert a spec at
// runtime (`loadAndBundleSpec`: @redocly/openapi-core's bundler, its config, and the yaml parser).
// Our spec is bundled at build time and handed to Redoc ready, so the page never calls them;
// without this stub they would still ship with every /api visit (about 100 KB gzip). A call lands
// here and fails with a message instead of half-working.
function unavailable() {
  throw new Error(
    'Redoc tried to load an API spec at runtime; the spec is bundled at build time (src/api-reference/plugin).',
  );
}
module.exports = new Proxy(
  {},
  {get: (_target, key) => (key === '__esModule' ? false : unavailable)},
);
