/**
 * Request samples for every operation of an OpenAPI document, made at build time from the document
 * alone: curl, JavaScript (`fetch`) and Python (`requests`). The tag pages get them as
 * `x-codeSamples`, which Redoc shows in its request-samples panel (src/api-reference/plugin); the Markdown
 * copies of the operations print them in fenced blocks (src/llms/apiMarkdown.ts).
 */
import {HTTP_METHODS} from '../../sectionIds';
import {curlSample, fetchSample, requestsSample} from './render';
import {sampleRequest} from './sampleRequest';
import type {SampleRequest} from './sampleRequest';
import {asNode, isNode, resolveRef} from '../specNodes.mjs';
import type {Node} from '../specNodes.mjs';

export {IN_SAMPLES, SAMPLE_BASE_URL, sampleRequest} from './sampleRequest';
export type {SampleRequest} from './sampleRequest';

export interface CodeSample {
  /** Redoc's `lang`: it picks the Prism grammar (`Shell` is Prism's `bash`). */
  lang: 'Shell' | 'JavaScript' | 'Python';
  /** The tab's name in Redoc. */
  label: string;
  /** The fence's language in Markdown. */
  fence: 'bash' | 'javascript' | 'python';
  source: string;
}

/**
 * The Prism grammars the samples need beyond Prism's core (which has JavaScript): Redoc's browser
 * bundle keeps these and no other (src/api-reference/plugin).
 */
export const SAMPLE_GRAMMARS = ['bash', 'python'] as const;

export function codeSamples(request: SampleRequest): CodeSample[] {
  return [
    {lang: 'Shell', label: 'curl', fence: 'bash', source: curlSample(request)},
    {
      lang: 'JavaScript',
      label: 'JavaScript',
      fence: 'javascript',
      source: fetchSample(request),
    },
    {
      lang: 'Python',
      label: 'Python',
      fence: 'python',
      source: requestsSample(request),
    },
  ];
}

/** The samples of one operation, by path and method. */
export function operationSamples(
  spec: Node,
  path: string,
  method: string,
): CodeSample[] {
  return codeSamples(sampleRequest(spec, path, method));
}

/**
 * A copy of the document where every operation has `x-codeSamples`. An operation that brings its
 * own (`x-codeSamples`, or the older `x-code-samples`) keeps them instead. `samplesOf` gives an
 * operation's samples when they are already made (../apiModel.ts); by default they are made here.
 */
export function withCodeSamples<T extends Node>(
  spec: T,
  samplesOf: (path: string, method: string) => CodeSample[] = (path, method) =>
    operationSamples(spec, path, method),
): T {
  const paths = Object.fromEntries(
    Object.entries(asNode(spec.paths)).map(([path, value]) => {
      if (!isNode(value)) return [path, value];
      const item: Node = resolveRef(spec, value);
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (
          !isNode(operation) ||
          'x-codeSamples' in operation ||
          'x-code-samples' in operation
        )
          continue;
        item[method] = {
          ...operation,
          'x-codeSamples': samplesOf(path, method).map(
            ({lang, label, source}) => ({lang, label, source}),
          ),
        };
      }
      return [path, item];
    }),
  );
  return {...spec, paths};
}
