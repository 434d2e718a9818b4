// Stands in, in the browser only, for the Prism grammars Redoc registers at start-up for highlighting
// `x-codeSamples` (C, Go, PHP, Swift…) other than the ones our generated samples use
// (SAMPLE_GRAMMARS in src/api-reference/build/codeSamples: bash for curl, Python; JavaScript is in Prism's
// core). They were evaluated on every API page for nothing. A document that brings samples in other
// languages (API_SPEC_URL) shows them highlighted as C-like, Redoc's fallback for a language without a
// grammar; but a `lang` that Redoc maps to one of its grammars (`C++`, `C#`, `Objective-C`) finds that
// grammar missing and Prism throws while the page renders: add it to SAMPLE_GRAMMARS for such a document.
module.exports = {};
