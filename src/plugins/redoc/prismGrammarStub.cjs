// Stands in, in the browser only, for the Prism grammars Redoc registers at start-up for highlighting
// `x-codeSamples` (C, Go, PHP, Swift…) other than the ones our generated samples use
// (SAMPLE_GRAMMARS in src/api-reference/codeSamples: bash for curl, Python; JavaScript is in Prism's
// core). They were evaluated on every API page for nothing. A document that brings samples in other
// languages (API_SPEC_URL) still shows them, highlighted with the grammars in Prism's core (markup,
// CSS, C-like, JavaScript), which Redoc falls back to.
module.exports = {};
