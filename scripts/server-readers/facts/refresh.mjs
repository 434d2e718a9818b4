#!/usr/bin/env node
/**
 * Writes tests/fixtures/server/<major>.x.json from a tag of the Receipt Wrangler monorepo.
 *
 *   npm run refresh:server-facts -- --tag v6.7.0 --git-dir <clone or bare mirror of the monorepo>
 *
 * Needs git, Go (standard library only, no module download) and npm (it installs the
 * @angular/compiler version that the tag's desktop/package.json pins into node_modules/.cache).
 * CI never runs this: the tests read the checked-in JSON. See tests/fixtures/server/README.md.
 *
 * `--out <file>` writes elsewhere than the fixture. `--src <folder>` reads a folder that already
 * holds api/, desktop/ and docker/ instead of extracting them from the tag: scripts/release lays out
 * tags before v6.7.0 that way, from the server's root and the web app's and image's own repositories.
 */
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import * as prettier from 'prettier';
import {commandOptions, failWith} from '../../shared/cli.mjs';
import {readWebApp} from './web-app.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const REPOSITORY = 'Receipt-Wrangler/receipt-wrangler';

const fail = failWith('refresh:server-facts');

function run(command, args, options = {}) {
  return execFileSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
}

function countFiles(dir) {
  return readdirSync(dir).reduce((count, name) => {
    const full = path.join(dir, name);
    return count + (statSync(full).isDirectory() ? countFiles(full) : 1);
  }, 0);
}

const args = commandOptions(
  process.argv.slice(2),
  {
    usage:
      'usage: npm run refresh:server-facts -- --tag v6.7.0 --git-dir <monorepo clone or mirror> [--out <file>] [--src <folder with api/, desktop/, docker/>]',
    options: {
      tag: {required: true},
      'git-dir': {required: true, env: 'RW_GIT_DIR'},
      out: {},
      src: {},
    },
  },
  fail,
);
const tag = args.tag;
const gitDir = args['git-dir'];
const major = /^v?(\d+)\./.exec(tag)?.[1];
if (!major) fail(`cannot read a major version from ${tag}`);
/**
 * The IMAP client is Python: read as text, it gives the IMAP search and fetch items of a poll
 * (a fetch of `RFC822`, unlike `BODY.PEEK[]`, marks the message as read) and the regular expression
 * of the MIME types it keeps.
 */
function readImapClient(work) {
  const file = 'api/imap-client/imap_client.py';
  const text = readFileSync(path.join(work, file), 'utf8');
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const search = /self\.client\.search\((\[[^\]]*\])\)/.exec(text);
  const fetch = /self\.client\.fetch\(\w+, (\[[^\]]*\])\)/.exec(text);
  const mime = /def valid_mime_type[\s\S]*?=\s*r"([^"]+)"/.exec(text);
  if (!search || !fetch || !mime)
    fail(
      `${file}: the search, the fetch or valid_mime_type's regular expression is not where it was`,
    );
  return {
    search: search[1],
    fetch: fetch[1],
    source: `${file}:${lineOf(fetch.index)}`,
    mimeTypes: mime[1],
    mimeTypesSource: `${file}:${lineOf(mime.index + mime[0].indexOf('r"'))}`,
  };
}

const out = path.resolve(
  args.out ?? path.join(ROOT, 'tests/fixtures/server', `${major}.x.json`),
);

const commit = run('git', [
  '--git-dir',
  gitDir,
  'rev-parse',
  `${tag}^{commit}`,
]).trim();
const topLevel = run('git', [
  '--git-dir',
  gitDir,
  'ls-tree',
  '--name-only',
  commit,
]).split('\n');
const laidOut = args.src;
const missing = ['api', 'desktop', 'docker'].filter(
  (dir) => !topLevel.includes(dir),
);
if (missing.length && !laidOut)
  fail(
    `${tag} has no ${missing.join(', ')} folder: this command reads the monorepo layout (api/, desktop/, docker/), which starts at v6.7.0; earlier tags of this history are the server's own repository`,
  );
const work = laidOut
  ? path.resolve(laidOut)
  : mkdtempSync(path.join(tmpdir(), 'server-facts-'));
try {
  // One archive per directory tree (`<commit>:api`, so that git reads only that tree: a mirror may
  // lack blobs elsewhere, such as mobile/ release builds), each checked against the tree.
  for (const dir of laidOut ? [] : ['api', 'desktop', 'docker']) {
    const archive = execFileSync(
      'git',
      [
        '--git-dir',
        gitDir,
        'archive',
        '--format=tar',
        `--prefix=${dir}/`,
        `${commit}:${dir}`,
      ],
      {maxBuffer: 512 * 1024 * 1024},
    );
    execFileSync('tar', ['-x', '-C', work], {input: archive});
    const expected = run('git', [
      '--git-dir',
      gitDir,
      'ls-tree',
      '-r',
      '--name-only',
      commit,
      dir,
    ])
      .split('\n')
      .filter(Boolean).length;
    const found = countFiles(path.join(work, dir));
    if (found !== expected)
      fail(`${dir}: ${found} files extracted, the tree has ${expected}`);
  }

  // The reader's own tests (facts_test.go, on testdata/server) run before every refresh: a failing
  // one stops it.
  execFileSync('go', ['test', '.'], {
    cwd: HERE,
    stdio: 'inherit',
    env: {...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off'},
  });
  const server = JSON.parse(
    run('go', ['run', '.', '-src', work], {
      cwd: HERE,
      env: {...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off'},
    }),
  );

  const desktopPackage = JSON.parse(
    readFileSync(path.join(work, 'desktop/package.json'), 'utf8'),
  );
  const angularVersion = desktopPackage.dependencies['@angular/compiler'];
  if (!/^\d+\.\d+\.\d+$/.test(angularVersion ?? ''))
    fail(
      `desktop/package.json pins @angular/compiler as ${angularVersion}, not an exact version`,
    );
  const cache = path.join(
    ROOT,
    'node_modules/.cache/server-facts',
    `angular-compiler-${angularVersion}`,
  );
  const compilerEntry = path.join(
    cache,
    'node_modules/@angular/compiler/fesm2022/compiler.mjs',
  );
  if (!existsSync(compilerEntry))
    run('npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--prefix',
      cache,
      `@angular/compiler@${angularVersion}`,
    ]);
  const compiler = await import(pathToFileURL(compilerEntry).href);
  const web = readWebApp(path.join(work, 'desktop'), compiler, work);

  const variables = server.environmentVariables;
  const fixture = {
    source: {
      repository: REPOSITORY,
      tag,
      commit,
      extractor:
        'scripts/server-readers/facts (main.go, web-app.mjs, refresh.mjs)',
      method: {
        environmentVariables:
          'go/parser over every non-test .go file of api/ (no build, no dependencies): each os.Getenv/os.LookupEnv call, its name resolved through string constants; checks in the same function: `len(x) == 0` followed by a fatal log (required), an integer parse of the value (strconv.Atoi or utils.StringToInt: required, or required only under the `==` comparisons of the if around it), a literal assigned or returned when empty (default), string literals compared with the value or with the struct field it fills, with an fmt.Errorf naming the value (one of those values is required). `startup` is true when the read is reachable from main.main in a call graph built without types (a method call goes to every method of that name). An error from a start-up read is taken to stop the server: main.go logs every start-up error with LOG_LEVEL_FATAL. `setInImage` comes from the ENV lines of docker/Dockerfile (the image the docs install), `setByServer` from os.Setenv. `default: null` means the server uses the empty string.',
        queues:
          'go/parser: the constants returned by models.GetQueueNames, default priorities from the TaskQueueConfiguration{Name, Priority} literals, and the command check that compares len(TaskQueueConfigurations) with len(GetQueueNames()).',
        aiTypes: `Server: the AiClientType constants and the checks of UpsertReceiptProcessingSettingsCommand.Validate (go/parser). Web app: the AiType values of desktop/src/open-api/model/aiType.ts and the names of aiTypeOptions (TypeScript compiler API), and the receipt processing settings form template parsed with parseTemplate of @angular/compiler ${angularVersion} (the version desktop/package.json pins); *ngIf and @if conditions are evaluated for each AI type, bound labels through the app's pipes (their transform bodies run by a small TypeScript evaluator). A condition that does not depend on the AI type is kept in \`when\`. \`afterTypeSelector\` marks the fields below the Ai Type select.`,
        systemSettings:
          'go/parser: the fields of models.SystemSettings with their json names and gorm `default:` tags (InitDB creates the first row with models.SystemSettings{}, so a field without a tag starts at its Go zero value, `zeroValue`), the allowed values of their string types, and the checks of UpsertSystemSettingsCommand.Validate; the form labels from the system settings form template (@angular/compiler).',
        commands:
          'go/parser: for UpsertReceiptCommand, UpsertGroupCommand and UpsertSystemEmailCommand, the parameters of Validate, its errors["field"] = "message" assignments with the conditions of the ifs around them, and every handler that builds the command and calls Validate, with the arguments it passes.',
        email:
          "go/parser: each `x, err := call(...)` of the loop over an email's attachments in wranglerasynq.enqueueEmailProcessTasks, and whether the `if err != nil` after it returns (the rest of the poll stops) or continues; `imap`: from api/imap-client/imap_client.py, read as text, the search and fetch of the poll and the MIME types of the attachments it keeps (valid_mime_type's regular expression).",
        prompts:
          'go/parser: the template PromptService.CreateDefaultPrompt creates (the defaultPrompt string, with the Name and Description of its command), and the expression each template variable is replaced with in buildTemplateVariableMap (a local variable followed to what is assigned to it). `selects`: for a variable set from `x, err := service.getX()`, the repository call in getX with a string literal (GetAllTags("id, name")) and the .Select(param) of that repository method, so the columns the query fills in (the others stay empty in the JSON the prompt gets).',
        currency:
          "The web app's customCurrency pipe (desktop/src/pipes), transpiled with TypeScript's transpileModule and run in a node:vm context for each value of CurrencySymbolPosition, with the symbol $, a dot before the decimals and a comma between thousands. Its imports are stand-ins: Angular's CurrencyPipe, called only as transform(value, 'USD', 'symbol', undefined, 'en-US'), is Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}) (any other call stops the reader); the store answers those settings; the enums are read from desktop/src/open-api/model.",
      },
    },
    environmentVariables: variables,
    image: server.image,
    queues: server.queues,
    aiTypes: {
      form: web.aiTypes,
      server: server.aiTypes,
      sources: web.aiTypeSources,
    },
    systemSettings: {
      ...server.systemSettings,
      formLabels: web.systemSettingsLabels,
    },
    commands: server.commands,
    prompts: server.prompts,
    email: {...server.email, imap: readImapClient(work)},
    currency: web.currency,
  };
  // Formatted as the repository formats JSON, so that `prettier --check` passes on the fixture.
  const options = (await prettier.resolveConfig(out)) ?? {};
  writeFileSync(
    out,
    await prettier.format(JSON.stringify(fixture, null, 2), {
      ...options,
      filepath: out,
    }),
  );
  const startup = variables.filter(
    (v) => v.startup && !v.setInImage && !v.setByServer,
  );
  console.log(
    [
      `${path.relative(ROOT, out)}: ${tag} (${commit}), ${server.goFiles} Go files`,
      `environment variables: ${variables.length} read or set, ${startup.length} read at start-up and not set by the image (${startup.filter((v) => v.required === 'yes').length} required, ${startup.filter((v) => v.required === 'conditional').length} conditional)`,
      `queues: ${server.queues.names.map((q) => q.name).join(', ')}`,
      `AI types in the form: ${web.aiTypes
        .map(
          (t) =>
            `${t.name} (${t.fields
              .filter((f) => f.afterTypeSelector)
              .map((f) => f.label)
              .join(', ')})`,
        )
        .join('; ')}`,
      `system settings fields: ${server.systemSettings.fields.length}`,
    ].join('\n'),
  );
} finally {
  if (!laidOut) rmSync(work, {recursive: true, force: true});
}
