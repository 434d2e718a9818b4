/**
 * The API reference as one model, made once per build from the OpenAPI document's text: the document
 * as parsed, each operation's request samples, and the document split into the reference's pages.
 * Every output of the reference is rendered from it: the Redoc tag pages and the index
 * (src/api-reference/plugin), the search records (src/search/plugin) and the Markdown copies
 * (src/llms/apiMarkdown.ts), which read it from the reference plugin's content.
 */
import {parse} from 'yaml';
import {HTTP_METHODS} from '../sectionIds';
import {splitSpec} from './splitSpec';
import type {OpenApiDocument, SplitReference} from './splitSpec';
import {operationSamples, withCodeSamples} from './codeSamples';
import type {CodeSample} from './codeSamples';
import {asNode, isNode, resolveRef} from './specNodes.mjs';

export interface ApiReferenceModel extends SplitReference {
  /** The document as parsed, without samples. */
  document: OpenApiDocument;
  /**
   * The samples made for each operation (by `sampleKey`), also for an operation that brings its own
   * `x-codeSamples`: the tag pages show those, the Markdown copies these.
   */
  samples: Record<string, CodeSample[]>;
}

/** `get /receipt/{receiptId}`: an operation's key in `ApiReferenceModel.samples`. */
export const sampleKey = (method: string, path: string): string =>
  `${method.toLowerCase()} ${path}`;

/**
 * The only place the document is parsed. `route` is the index's address; the tag pages are under
 * it. The tag pages' documents carry the samples as `x-codeSamples` for Redoc.
 */
export function apiReferenceModel(
  specText: string,
  route: string,
): ApiReferenceModel {
  const document = parse(specText) as OpenApiDocument;
  const samples: Record<string, CodeSample[]> = {};
  for (const [path, value] of Object.entries(asNode(document.paths))) {
    if (!isNode(value)) continue;
    const item = resolveRef(document, value);
    for (const method of HTTP_METHODS)
      if (isNode(item[method]))
        samples[sampleKey(method, path)] = operationSamples(
          document,
          path,
          method,
        );
  }
  const reference = splitSpec(
    withCodeSamples(
      document,
      (path, method) => samples[sampleKey(method, path)] ?? [],
    ),
    route,
  );
  return {document, samples, ...reference};
}
