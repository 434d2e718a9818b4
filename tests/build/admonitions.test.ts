/**
 * Titled admonitions (`:::warning[Title]`) render as admonitions with their title: no built page
 * shows a literal `:::`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {BUILD, filesInBuild} from '../support/build';

/** The reader-visible text of a page's main content: code blocks and inline code left out. */
function mainText(html: string): string {
  const main =
    /<main[\s\S]*<\/main>/.exec(html)?.[0] ??
    /<article[\s\S]*<\/article>/.exec(html)?.[0] ??
    '';
  return main
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x3A;|&#58;/gi, ':');
}

it('leaves no literal ::: in the text of any built page', () => {
  const offenders = filesInBuild()
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(BUILD, file))
    .filter((file) => !file.startsWith(path.join(BUILD, 'api')))
    .flatMap((file) => {
      const text = mainText(readFileSync(file, 'utf8'));
      const at = text.indexOf(':::');
      return at === -1
        ? []
        : [
            `${file}: …${text.slice(Math.max(0, at - 20), at + 60).replace(/\s+/g, ' ')}…`,
          ];
    });
  expect(offenders).toEqual([]);
});

it('render the 6.x breaking-change warning as an admonition with its title', () => {
  const html = readFileSync(
    path.join(
      BUILD,
      'docs/concepts/system-settings/receipt-processing-settings/index.html',
    ),
    'utf8',
  );
  // Each warning's heading: the text of its first <div>, the icon's SVG left out.
  const headings = html
    .split(/\btheme-admonition-warning\b/)
    .slice(1)
    .map((warning) =>
      (/<div[^>]*>([\s\S]*?)<\/div>/.exec(warning)?.[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .trim(),
    );
  expect(
    headings.filter((heading) => heading === 'Changed in 6.2'),
  ).toHaveLength(1);
});
