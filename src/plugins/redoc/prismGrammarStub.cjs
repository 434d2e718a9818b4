// Stands in, in the browser only, for the 24 Prism grammars Redoc registers at start-up for
// highlighting `x-codeSamples` (C, Go, PHP, Swift…). Our spec has no code samples and no fenced code in
// its descriptions, so they were evaluated on every API page for nothing. A document with code
// samples (API_SPEC_URL) still shows them, highlighted with the grammars in Prism's core (markup,
// CSS, C-like, JavaScript), which Redoc falls back to.
module.exports = {};
