/**
 * A string each module that Redoc's browser bundle gets a stub for holds, and minification keeps (a
 * message, a property name, a global). tests/build/redoc-stubs.test.ts finds none of them in the
 * built scripts; tests/unit/api/redocStubMarkers.test.ts finds each in the real module's code, so
 * a wrong marker cannot pass for a missing module.
 *
 * Not lunr: Redoc's search worker carries its own copy as the worker's source text, created only
 * when search is on; the stub stands in for the copy Redoc requires on the page.
 */
export const REDOC_STUB_MARKERS: readonly {module: string; marker: string}[] = [
  {module: 'mark.js', marker: 'acrossElements'},
  {module: 'prismjs/components/prism-swift.js', marker: 'languages.swift'},
  {module: 'prismjs/components/prism-go.js', marker: 'languages.go'},
  {module: 'yaml', marker: 'Implicit keys need to be on a single line'},
  {
    module: '@redocly/openapi-core/lib/bundle',
    marker: 'Document or reference is required.',
  },
];
