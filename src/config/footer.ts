/** The footer's last line; the year is the build's. The project and these docs are AGPL-3.0 (package.json, LICENSE of the upstream repositories). */
export function copyrightLine(year: number): string {
  return `Copyright © ${year} Receipt Wrangler contributors. Licensed under the AGPL-3.0.`;
}
