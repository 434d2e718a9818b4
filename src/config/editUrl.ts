/**
 * "Edit this page" links: the base set in `EDIT_URL` at build time (README, "Environment
 * variables"), to which Docusaurus appends each file's path in this repository
 * (`versioned_docs/version-6.x/getting-started/index.md`, `blog/2025-07-10-….md`). Unset or empty:
 * no edit links. Anything but an http(s) URL stops the build, naming the variable.
 */
export function editUrlFrom(
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const value = env.EDIT_URL?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `EDIT_URL must be an http(s) URL, such as https://github.com/<owner>/<repo>/edit/main/; got "${value}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(
      `EDIT_URL must be an http(s) URL, such as https://github.com/<owner>/<repo>/edit/main/; got "${value}".`,
    );
  return value.endsWith('/') ? value : `${value}/`;
}
