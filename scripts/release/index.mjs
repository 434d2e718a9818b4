#!/usr/bin/env node
/**
 * Reads a release of Receipt Wrangler with every reader the project has, into a scratch folder,
 * compares each read with the checked-in fixtures, and prints what drifted: per docs page (the
 * facts and labels it states, with the line), per operation, per schema, per picture.
 *
 *   npm run refresh:release -- --tag <tag> --git-dir <monorepo> [--desktop-git-dir <dir>]
 *        [--docker-git-dir <dir>] [--scratch <dir>] [--report <file>] [--write] [--pictures]
 *
 * Exit status: 0 nothing drifted, 1 something drifted, 2 an error (a reader failed or could not
 * read the tag). `--write` copies the reads over the fixtures instead of only reporting, for the
 * maintainer to commit with the page changes; with `--pictures` it also takes the pictures again
 * (npm run refresh:screenshots, which needs the app's build and writes in place).
 * Tags before v6.7.0 need --desktop-git-dir and --docker-git-dir for the facts and labels
 * (layout.mjs). CI never runs this; tests/unit/release holds the comparison and the report.
 */
import {execFileSync} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  compareFacts,
  compareOperations,
  comparePictures,
  compareTypes,
} from './compare.mjs';
import {readLabels} from './labels.mjs';
import {extract, locate, layOut} from './layout.mjs';
import {placeFacts, placeLabels} from './pages.mjs';
import {buildReport, exitStatus, renderReport} from './report.mjs';
import {commandOptions, failWith} from '../shared/cli.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const USAGE =
  'usage: npm run refresh:release -- --tag <tag> --git-dir <monorepo> [--desktop-git-dir <dir>] [--docker-git-dir <dir>] [--scratch <dir>] [--report <file>] [--write] [--pictures]';

/** Exit status 2: an error, not a drift (1). */
const fail = failWith('refresh:release', 2);
const OPTIONS = {
  tag: {required: true},
  'git-dir': {required: true},
  'desktop-git-dir': {},
  'docker-git-dir': {},
  scratch: {},
  report: {},
  write: {type: 'boolean'},
  pictures: {type: 'boolean'},
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Runs one reader as a child process, its output kept in the scratch folder's log. */
function runReader(name, args, scratch) {
  const started = Date.now();
  const log = path.join(scratch, `${name}.log`);
  try {
    const output = execFileSync('node', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
    writeFileSync(log, output);
    return {ok: true, seconds: (Date.now() - started) / 1000};
  } catch (error) {
    writeFileSync(log, `${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    // The reader's own message: its last line that is neither Node's version nor a stack frame.
    const last = `${error.stderr ?? error.message}`
      .split('\n')
      .map((text) => text.trim())
      .filter((text) => text && !/^(at |Node\.js v|\^)/.test(text))
      .slice(-1)[0];
    return {
      ok: false,
      seconds: (Date.now() - started) / 1000,
      why: `${last} (log: ${log})`,
    };
  }
}

function manifests() {
  const dir = path.join(ROOT, 'tests/fixtures/screenshots');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readJson(path.join(dir, name)));
}

function docsPages(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docsPages(full);
    return /\.mdx?$/.test(entry.name)
      ? [{file: path.relative(ROOT, full), source: readFileSync(full, 'utf8')}]
      : [];
  });
}

async function main() {
  const started = Date.now();
  const args = commandOptions(
    process.argv.slice(2),
    {usage: USAGE, options: OPTIONS},
    fail,
  );
  const {tag} = args;
  const gitDir = path.resolve(args['git-dir']);
  const line = readJson(path.join(ROOT, 'versions.json'))[0];
  const scratch = path.resolve(
    args.scratch ?? mkdtempSync(path.join(tmpdir(), `release-${tag}-`)),
  );
  mkdirSync(scratch, {recursive: true});
  const src = path.join(scratch, 'src');
  rmSync(src, {recursive: true, force: true});

  const located = locate({
    tag,
    gitDir,
    desktopGitDir:
      args['desktop-git-dir'] && path.resolve(args['desktop-git-dir']),
    dockerGitDir:
      args['docker-git-dir'] && path.resolve(args['docker-git-dir']),
  });
  layOut(located, src);
  const {parts} = located;
  const readers = [];
  const layoutNote = Object.entries(parts)
    .map(
      ([name, part]) => `${name}/: ${part.missing ? 'not found' : part.what}`,
    )
    .join('; ');

  // Routes, roles, statuses, bodies and schemas (scripts/server-readers/routes).
  const routesOut = path.join(scratch, 'server-routes.json');
  const schemasOut = path.join(scratch, 'server-schemas.json');
  const routes = runReader(
    'server-routes',
    [
      'scripts/server-readers/routes/refresh.mjs',
      '--git-dir',
      gitDir,
      '--ref',
      tag,
      '--subdir',
      parts.api.subdir || '.',
      '--out',
      routesOut,
      '--schemas-out',
      schemasOut,
    ],
    scratch,
  );
  readers.push({
    name: 'routes and schemas',
    status: routes.ok ? 'read' : 'failed',
    note: routes.ok
      ? `${parts.api.what}, ${routes.seconds.toFixed(0)} s`
      : routes.why,
  });

  // Environment variables, image, queues, AI types, settings, commands, prompts, email, currency.
  const factsOut = path.join(scratch, 'server-facts.json');
  const missing = ['api', 'desktop', 'docker'].filter(
    (name) => parts[name].missing,
  );
  let facts = {ok: false};
  if (missing.length)
    readers.push({
      name: 'facts',
      status: 'unsupported',
      note: missing.map((name) => parts[name].missing).join('; '),
    });
  else {
    facts = runReader(
      'server-facts',
      [
        'scripts/server-readers/facts/refresh.mjs',
        '--tag',
        tag,
        '--git-dir',
        gitDir,
        '--out',
        factsOut,
        '--src',
        src,
      ],
      scratch,
    );
    readers.push({
      name: 'facts',
      status: facts.ok ? 'read' : 'failed',
      note: facts.ok
        ? `${layoutNote}; ${facts.seconds.toFixed(0)} s`
        : facts.why,
    });
  }

  // The web app's labels, at the tag and where the pictures were taken.
  const shots = manifests();
  let pictures = [];
  if (parts.desktop.missing)
    readers.push({
      name: 'labels',
      status: 'unsupported',
      note: parts.desktop.missing,
    });
  else {
    const labelsStarted = Date.now();
    const atTag = readLabels(path.join(src, 'desktop'));
    const taken = [
      ...new Set(
        shots.map((m) => `${m.app.commit}\u0000${m.app.path ?? 'desktop/'}`),
      ),
    ];
    const before = new Map();
    for (const key of taken) {
      const [commit, appPath] = key.split('\u0000');
      const dir = path.join(scratch, `pictures-app-${commit.slice(0, 12)}`);
      rmSync(dir, {recursive: true, force: true});
      extract(gitDir, commit, appPath.replace(/\/$/, ''), dir);
      before.set(key, readLabels(dir));
    }
    for (const key of taken) {
      const [commit] = key.split('\u0000');
      pictures.push(
        ...comparePictures(
          shots.filter(
            (m) => `${m.app.commit}\u0000${m.app.path ?? 'desktop/'}` === key,
          ),
          before.get(key),
          atTag,
        ),
      );
      void commit;
    }
    pictures = pictures.sort((a, b) => a.id.localeCompare(b.id));
    readers.push({
      name: 'labels',
      status: 'read',
      note: `${atTag.size} labels of ${parts.desktop.what}, against the app the ${shots.length} pictures were taken of (${taken.map((key) => key.slice(0, 7)).join(', ')}); ${((Date.now() - labelsStarted) / 1000).toFixed(0)} s`,
    });
  }
  readers.push({
    name: 'pictures',
    status: args.pictures ? 'read' : 'skipped',
    note: args.pictures
      ? 'taken again in place by npm run refresh:screenshots (after this report)'
      : 'not taken (--pictures with --write takes them; needs the app build)',
  });

  // The comparison.
  const fixtures = {
    routes: readJson(path.join(ROOT, 'tests/fixtures/api/server-routes.json')),
    schemas: readJson(
      path.join(ROOT, 'tests/fixtures/api/server-schemas.json'),
    ),
    facts: readJson(path.join(ROOT, `tests/fixtures/server/${line}.json`)),
  };
  const read = {
    routes: routes.ok ? readJson(routesOut) : null,
    schemas: routes.ok ? readJson(schemasOut) : null,
    facts: facts.ok ? readJson(factsOut) : null,
  };
  const factChanges = read.facts
    ? compareFacts(fixtures.facts, read.facts)
    : [];
  const pages = docsPages(path.join(ROOT, `versioned_docs/version-${line}`));
  const report = buildReport({
    from: {
      tag: fixtures.routes.source.tag,
      commit: fixtures.routes.source.commit,
      line,
    },
    to: {tag, commit: located.commit, layout: located.layout},
    readers,
    facts: factChanges,
    operations: read.routes ? compareOperations(fixtures, read) : [],
    types: read.schemas ? compareTypes(fixtures.schemas, read.schemas) : [],
    pictures,
    placed: [
      ...placeFacts(factChanges, pages),
      ...placeLabels(pictures, pages),
    ],
  });
  const tagMajor = /^v?(\d+)\./.exec(tag)?.[1];
  if (tagMajor && `${tagMajor}.x` !== line)
    report.readers.push({
      name: 'version line',
      status: 'read',
      note: `${tag} is of ${tagMajor}.x, the docs' latest version is ${line}: cut a version (README, "Cutting a version") before --write`,
    });
  const text = renderReport(report);
  process.stdout.write(text);
  writeFileSync(path.join(scratch, 'report.txt'), text);
  writeFileSync(
    path.join(scratch, 'report.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  if (args.report) writeFileSync(path.resolve(args.report), text);
  if (args.report?.endsWith('.txt'))
    writeFileSync(
      path.resolve(args.report.replace(/\.txt$/, '.json')),
      `${JSON.stringify(report, null, 2)}\n`,
    );

  if (args.write) {
    const copies = [
      [routesOut, 'tests/fixtures/api/server-routes.json', routes.ok],
      [schemasOut, 'tests/fixtures/api/server-schemas.json', routes.ok],
      [factsOut, `tests/fixtures/server/${tagMajor}.x.json`, facts.ok],
    ];
    for (const [from, to, ok] of copies)
      if (ok && existsSync(from)) {
        copyFileSync(from, path.join(ROOT, to));
        console.log(`written: ${to}`);
      }
    if (args.pictures) {
      if (located.layout !== 'monorepo')
        throw new Error(
          '--pictures: the screenshot refresh builds desktop/ of the monorepo (v6.7.0 and later)',
        );
      execFileSync(
        'node',
        ['scripts/screenshots/refresh.mjs', '--tag', tag, '--git-dir', gitDir],
        {cwd: ROOT, stdio: 'inherit'},
      );
    }
  } else if (args.pictures)
    console.log(
      '--pictures takes the pictures in place, so it runs only with --write',
    );
  console.log(
    `scratch folder: ${scratch} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
  );
  return exitStatus(report);
}

main().then(
  (status) => process.exit(status),
  (error) => fail(error.message),
);
