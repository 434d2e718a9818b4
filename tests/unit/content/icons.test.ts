/**
 * Every `<UiIcon name="…">` on any page names an icon that the component's map holds and that the
 * icon package ships as an SVG file, and the map holds no icon that no page uses (each one costs
 * bytes), and each page using one imports the component. The build also fails on an unknown name:
 * UiIcon throws while the page is rendered.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, markdownFiles} from '../../support/markdown';
import {UI_ICONS, UI_ICON_STYLE} from '../../../src/components/UiIcon/icons';

// docs/ is byte for byte the current version's folder in versioned_docs (examples.test.ts).
const CONTENT_DIRS = ['versioned_docs', 'blog', 'src/pages'];
const ICONS_MODULE = path.join(ROOT, 'src/components/UiIcon/icons.ts');

interface Use {
  file: string;
  tag: string;
  name: string | undefined;
}

function iconUses(): Use[] {
  return CONTENT_DIRS.flatMap((dir) =>
    markdownFiles(path.join(ROOT, dir)),
  ).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<UiIcon\b[^>]*>/g)].map(
      (match) => ({
        file: path.relative(ROOT, file),
        tag: match[0],
        name: /^<UiIcon\s+name="([^"]+)"\s*\/>$/.exec(match[0])?.[1],
      }),
    ),
  );
}

function packageFile(name: string): string {
  return path.join(
    ROOT,
    'node_modules/@material-design-icons/svg',
    UI_ICON_STYLE,
    `${name}.svg`,
  );
}

const uses = iconUses();
const mapped = Object.keys(UI_ICONS);

describe('UI icons on the pages', () => {
  it('are used on the UI pages', () => {
    expect(uses.length).toBeGreaterThan(0);
  });

  it.each(uses.map((use) => ({...use, label: `${use.file}: ${use.tag}`})))(
    '$label names a known icon',
    ({tag, name}) => {
      expect(name, `write it as <UiIcon name="…" />: ${tag}`).toBeDefined();
      expect(
        existsSync(packageFile(name ?? '')),
        `no ${UI_ICON_STYLE}/${name}.svg in @material-design-icons/svg`,
      ).toBe(true);
      expect(
        mapped,
        `"${name}" is missing from src/components/UiIcon/icons.ts`,
      ).toContain(name);
    },
  );
});

describe('pages using UI icons', () => {
  const IMPORT = "import UiIcon from '@site/src/components/UiIcon';";
  // Imported where used, not registered for every page: the icons then load only with the pages that show them.
  it.each([...new Set(uses.map((use) => use.file))])(
    '%s imports UiIcon',
    (file) => {
      expect(readFileSync(path.join(ROOT, file), 'utf8').split('\n')).toContain(
        IMPORT,
      );
    },
  );
});

describe('the icon map', () => {
  const source = readFileSync(ICONS_MODULE, 'utf8');
  const imports = [...source.matchAll(/^import (\w+) from '([^']+)';$/gm)].map(
    (match) => ({binding: match[1] ?? '', from: match[2] ?? ''}),
  );

  it('imports each icon file on its own, never the whole set', () => {
    expect(imports.length).toBe(mapped.length);
    for (const {from} of imports) {
      expect(from).toMatch(
        new RegExp(
          `^@material-design-icons/svg/${UI_ICON_STYLE}/[a-z0-9_]+\\.svg$`,
        ),
      );
    }
  });

  it.each(mapped)('maps "%s" to the package file of the same name', (name) => {
    const binding = new RegExp(`^\\s+${name}: (\\w+),$`, 'm').exec(source)?.[1];
    const from = imports.find((entry) => entry.binding === binding)?.from;
    expect(from).toBe(
      `@material-design-icons/svg/${UI_ICON_STYLE}/${name}.svg`,
    );
    expect(existsSync(packageFile(name))).toBe(true);
  });

  it('holds no icon that no page uses', () => {
    const used = new Set(uses.map((use) => use.name));
    expect(mapped.filter((name) => !used.has(name))).toEqual([]);
  });
});
