/**
 * Where the API reference's OpenAPI document comes from. By default the file in `api-spec/`, so a
 * build needs no network. `API_SPEC_URL` can name another document instead, as a URL (for instance
 * the `swagger.yml` the API repository publishes) or as a path: it is fetched once at build time,
 * checked like ours, and a failure stops the build with the address and the reason.
 */
import path from 'node:path';
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';

/** `origin` is the setting as given, for messages; `own` is true only for the project's own file. */
export type SpecSource = (
  {kind: 'file'; path: string} | {kind: 'url'; url: string}
) & {origin: string; own: boolean};

/** Reads the `API_SPEC_URL` setting: unset or empty means the local file. */
export function resolveSpecSource(
  setting: string | undefined,
  defaultPath: string,
  cwd: string = process.cwd(),
): SpecSource {
  const value = setting?.trim() ?? '';
  if (value === '')
    return {kind: 'file', path: defaultPath, origin: defaultPath, own: true};
  if (/^https?:\/\//i.test(value)) {
    try {
      return {kind: 'url', url: new URL(value).href, origin: value, own: false};
    } catch {
      throw new Error(`API_SPEC_URL is not a valid URL: "${value}".`);
    }
  }
  if (/^file:\/\//i.test(value))
    return {
      kind: 'file',
      path: fileURLToPath(value),
      origin: value,
      own: false,
    };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw new Error(
      `API_SPEC_URL must be an http(s) URL or a file path, got "${value}".`,
    );
  }
  return {
    kind: 'file',
    path: path.resolve(cwd, value),
    origin: value,
    own: false,
  };
}

export interface FetchSpecOptions {
  /** Where a fetched document is written, so the bundler and the download link read a file. */
  cacheFile: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Returns the path of a local file holding the document, fetching it first if it is a URL. */
export async function materializeSpec(
  source: SpecSource,
  {cacheFile, timeoutMs = 30_000, fetchImpl = fetch}: FetchSpecOptions,
): Promise<string> {
  if (source.kind === 'file') {
    if (!existsSync(source.path))
      throw new Error(
        `[api-reference] The API spec ${source.origin} does not exist (${source.path}).`,
      );
    return source.path;
  }
  let response: Response;
  try {
    response = await fetchImpl(source.url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: {accept: 'application/yaml, application/json, text/yaml, */*'},
    });
  } catch (error: unknown) {
    const reason =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    throw new Error(
      `[api-reference] Could not fetch the API spec from ${source.url}: ${reason}. Unset API_SPEC_URL to build from api-spec/openapi.yaml.`,
    );
  }
  if (!response.ok) {
    throw new Error(
      `[api-reference] Could not fetch the API spec from ${source.url}: HTTP ${response.status} ${response.statusText}.`,
    );
  }
  const text = await response.text();
  if (text.trim() === '')
    throw new Error(
      `[api-reference] The API spec fetched from ${source.url} is empty.`,
    );
  await mkdir(path.dirname(cacheFile), {recursive: true});
  await writeFile(cacheFile, text);
  return cacheFile;
}
