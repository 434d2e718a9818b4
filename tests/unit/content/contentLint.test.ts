/**
 * Content true to its sources: no page narrates our editing, every blog post is dated by a sourced
 * event and credited to the docs team, and the 4.x compose examples keep the keys of the examples
 * they document (tests/fixtures/compose4x.json), with one compose file name everywhere.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {DOCS_VERSIONS, docsFolder} from '../../support/docsVersions';
import {ROOT, codeBlocks, markdownFiles} from '../../support/markdown';

// Every version's folder; docs/ is byte for byte the current one (examples.test.ts).
const DOC_DIRS = DOCS_VERSIONS.map(docsFolder);
const PAGE_FILES = [
  ...DOC_DIRS.flatMap((dir) => markdownFiles(path.join(ROOT, dir))),
  ...markdownFiles(path.join(ROOT, 'blog')),
  ...readdirSync(path.join(ROOT, 'src/pages'))
    .filter((name) => /\.(mdx?|tsx)$/.test(name))
    .map((name) => path.join(ROOT, 'src/pages', name)),
];

/**
 * Phrasings that tell the reader how this page differs from some other copy of it. The reader has only
 * this site: a correction belongs in a commit message, the page states what is right.
 */
const EDITING_NOTES: readonly RegExp[] = [
  /\bthe published\b/i,
  /\bpublished (?:page|example|examples|docs|documentation|guide|version|text|tip|screenshot|check|file|key table|monolithic|compose|[4-6]\.x)\b/i,
  /\b(?:as|originally|were|was) published\b/i,
  /\bpublished for [4-6]\.x\b/i,
  /\bthe [4-6]\.x documentation\b/i,
  /\bupstream (?:docs|documentation|page|example)/i,
  /\bearlier versions? of this (?:page|example)/i,
  /\bthis page (?:corrects|follows|uses the|leaves|mounts|says)\b/i,
  /\bthese (?:files|examples) (?:correct|differ)\b/i,
  /\b(?:differs?|different) from the\b.*\bexample/i,
  /\bif you compare\b/i,
  /\bolder copy\b/i,
  /\b(?:differences from )?earlier (?:examples|copies)\b/i,
  /\b(?:in|on) these docs\b|\bthese docs (?:do|use|have)\b/i,
  /\bthe intended wording\b/i,
  /\btypo\b/i,
  /\bmisspel/i,
  /^#+ *corrected values/im,
];

function pageText(file: string): string {
  const source = readFileSync(file, 'utf8');
  // Front matter and comments are not shown to readers, except title and description.
  return source.replace(
    /^---\n[\s\S]*?\n---\n/,
    (front) =>
      front
        .split('\n')
        .filter((line) => /^(title|description|sidebar_label):/.test(line))
        .join('\n') + '\n',
  );
}

describe('no page narrates our editing', () => {
  it('has pages to check', () => {
    expect(PAGE_FILES.length).toBeGreaterThan(90);
  });

  it.each(PAGE_FILES.map((file) => ({file: path.relative(ROOT, file)})))(
    '$file',
    ({file}) => {
      const lines = pageText(path.join(ROOT, file)).split('\n');
      const found = lines.flatMap((line, index) =>
        EDITING_NOTES.filter((pattern) => pattern.test(line)).map(
          (pattern) =>
            `${index + 1}: ${pattern.source}: ${line.trim().slice(0, 120)}`,
        ),
      );
      expect(found).toEqual([]);
    },
  );
});

interface BlogDate {
  file: string;
  date: string;
  source: string;
}

const BLOG_DIR = path.join(ROOT, 'blog');
const BLOG_DATES = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/blogDates.json'), 'utf8'),
) as BlogDate[];
const POSTS = markdownFiles(BLOG_DIR).map((file) => path.relative(ROOT, file));

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(
    readFileSync(path.join(ROOT, file), 'utf8'),
  );
  return (match ? parse(match[1] ?? '') : {}) as Record<string, unknown>;
}

/** The date Docusaurus gives a post: front matter `date`, else the YYYY-MM-DD its file or folder name starts with. */
function postDate(file: string): string | undefined {
  const date = frontMatter(file).date;
  if (date instanceof Date) return date.toISOString().slice(0, 10);
  if (typeof date === 'string') return date.slice(0, 10);
  return /(?:^|\/)(\d{4}-\d{2}-\d{2})-[^/]+(?:\/index)?\.mdx?$/.exec(file)?.[1];
}

describe('blog', () => {
  it('has posts', () => {
    expect(POSTS.length).toBeGreaterThan(0);
  });

  it('dates every post by a sourced event (tests/fixtures/blogDates.json), and lists no other', () => {
    const byFile = (entries: {file: string}[]) =>
      [...entries].sort((x, y) => x.file.localeCompare(y.file));
    expect(byFile(POSTS.map((file) => ({file, date: postDate(file)})))).toEqual(
      byFile(BLOG_DATES.map(({file, date}) => ({file, date}))),
    );
    expect(BLOG_DATES.filter((entry) => !entry.source.trim())).toEqual([]);
  });

  const authors = parse(
    readFileSync(path.join(BLOG_DIR, 'authors.yml'), 'utf8'),
  ) as Record<string, Record<string, unknown>>;

  it('credits only the docs team, with no personal link or picture', () => {
    expect(authors).toEqual({'docs-team': {name: 'Receipt Wrangler docs'}});
  });

  it.each(POSTS.map((file) => ({file})))(
    '$file names only authors from authors.yml',
    ({file}) => {
      const postAuthors = frontMatter(file).authors;
      const keys = Array.isArray(postAuthors) ? postAuthors : [postAuthors];
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys)
        expect(
          typeof key === 'string' && key in authors,
          String(JSON.stringify(key)),
        ).toBe(true);
    },
  );
});

interface ComposeExpectation {
  file: string;
  services: string[];
  restart: string[];
  healthyDependsOn: Record<string, string>;
  dependsOn: Record<string, string[]>;
  healthcheckTimings: string[];
}

interface ComposeService {
  image?: string;
  restart?: string;
  depends_on?: string[] | Record<string, {condition?: string}>;
  healthcheck?: Record<string, unknown>;
  volumes?: string[];
}

interface ComposeBlock {
  file: string;
  services: Record<string, ComposeService>;
}

function composeBlocks(dir: string): ComposeBlock[] {
  // Sorted: directory order is the file system's; the fixture lists blocks by path, then page order.
  return markdownFiles(path.join(ROOT, dir))
    .sort()
    .flatMap(codeBlocks)
    .filter((block) => block.language === 'yaml' || block.language === 'yml')
    .flatMap((block) => {
      const {services} =
        (parse(block.code) as {
          services?: Record<string, ComposeService>;
        } | null) ?? {};
      return services ? [{file: block.file, services}] : [];
    });
}

const DATABASE_IMAGE = /^(?:library\/)?(?:postgres|mariadb|mysql)\b/;

describe('4.x compose examples keep the keys of the examples they document', () => {
  const fixture = JSON.parse(
    readFileSync(path.join(ROOT, 'tests/fixtures/compose4x.json'), 'utf8'),
  ) as {blocks: ComposeExpectation[]};
  // 4.x by name: the fixture holds the 4.x examples' keys.
  const blocks = composeBlocks(docsFolder('4.x'));

  it('has one fixture entry per compose block, in page order', () => {
    expect(
      blocks.map((block) => ({
        file: block.file,
        services: Object.keys(block.services).sort(),
      })),
    ).toEqual(
      fixture.blocks.map((entry) => ({
        file: entry.file,
        services: [...entry.services].sort(),
      })),
    );
  });

  it.each(
    fixture.blocks.map((entry, index) => ({
      ...entry,
      name: `${entry.file} [${entry.services.join(', ')}]`,
      index,
    })),
  )(
    '$name',
    ({index, restart, healthyDependsOn, dependsOn, healthcheckTimings}) => {
      const services = blocks[index]?.services ?? {};
      expect(
        Object.keys(services)
          .filter((name) => services[name]?.restart)
          .sort(),
        'services with restart:',
      ).toEqual([...restart].sort());
      for (const [service, target] of Object.entries(healthyDependsOn)) {
        const dependencies = services[service]?.depends_on;
        expect(
          Array.isArray(dependencies)
            ? undefined
            : dependencies?.[target]?.condition,
          `${service} waits for ${target}`,
        ).toBe('service_healthy');
      }
      for (const [service, targets] of Object.entries(dependsOn)) {
        const dependencies = services[service]?.depends_on;
        expect(
          Array.isArray(dependencies)
            ? [...dependencies].sort()
            : Object.keys(dependencies ?? {}).sort(),
          `${service} depends_on`,
        ).toEqual([...targets].sort());
      }
      for (const service of healthcheckTimings) {
        expect(
          Object.keys(services[service]?.healthcheck ?? {}).sort(),
          `${service} healthcheck`,
        ).toEqual(['interval', 'retries', 'test', 'timeout']);
      }
    },
  );

  it('restarts every database service', () => {
    const databases = blocks.flatMap((block) =>
      Object.entries(block.services)
        .filter(([, service]) => DATABASE_IMAGE.test(service.image ?? ''))
        .map(([name, service]) => ({
          file: block.file,
          name,
          restart: service.restart,
        })),
    );
    expect(databases.length).toBeGreaterThan(0);
    expect(
      databases.filter((database) => database.restart !== 'always'),
    ).toEqual([]);
  });
});

describe.each(DOC_DIRS)('compose examples of %s', (dir) => {
  const blocks = composeBlocks(dir);

  it('health-check PostgreSQL against the database the example creates', () => {
    const checks = blocks.flatMap((block) =>
      Object.values(block.services)
        .filter((service) => /^postgres\b/.test(service.image ?? ''))
        .map((service) => ({
          file: block.file,
          test: JSON.stringify(service.healthcheck?.test ?? ''),
        })),
    );
    expect(checks.length).toBeGreaterThan(0);
    expect(
      checks.filter(
        (check) =>
          check.test.includes('db_prod') ||
          !/pg_isready -(?:U \S+ -)?d (?:wrangler|\$\{DB_NAME\})"/.test(
            check.test,
          ),
      ),
    ).toEqual([]);
  });

  it('mount no SQLite folder in a stack that runs a database server', () => {
    const mounts = blocks
      .filter((block) =>
        Object.values(block.services).some((service) =>
          DATABASE_IMAGE.test(service.image ?? ''),
        ),
      )
      .flatMap((block) =>
        Object.values(block.services).flatMap((service) =>
          (service.volumes ?? [])
            .filter((volume) => volume.startsWith('./sqlite:'))
            .map((volume) => `${block.file}: ${volume}`),
        ),
      );
    expect(mounts).toEqual([]);
  });
});

describe('one compose file name', () => {
  it.each(
    PAGE_FILES.filter((file) => !file.endsWith('.tsx')).map((file) => ({
      file: path.relative(ROOT, file),
    })),
  )('$file says docker-compose.yml', ({file}) => {
    expect(
      readFileSync(path.join(ROOT, file), 'utf8').match(
        /docker-compose\.yaml|compose\.ya?ml\b(?<!docker-compose\.yml)/g,
      ) ?? [],
    ).toEqual([]);
  });
});

describe('privacy policy summary', () => {
  const page = readFileSync(
    path.join(ROOT, 'src/pages/privacy-policy.md'),
    'utf8',
  );

  it('says it is a summary whose source text governs', () => {
    expect(page).toMatch(/\bis a summary of the privacy policy\b/);
    expect(page).toMatch(
      /policy's own text\]\(https:\/\/github\.com\/Receipt-Wrangler\/receipt-wrangler-doc\/[^)]+\) governs/,
    );
  });

  it('keeps "may be transmitted": AI Powered Receipts do not always send data', () => {
    expect(page).toMatch(/may be transmitted to OpenAI/);
    expect(page).not.toMatch(/\b(?:is|are) sent\b/);
  });
});
