#!/usr/bin/env node
// Refreshes tests/fixtures/api/server-routes.json and server-schemas.json from the API server's Go
// source at a git ref.
// The reading is done by the Go program in scripts/server-readers/routes (go/parser, standard library
// only); this wrapper checks out the ref, runs that program's own tests first, then the program,
// and joins each route to the operationId of api-spec/openapi.yaml.
//
//   node scripts/server-readers/routes/refresh.mjs --git-dir <server repository> --ref <tag> [--subdir api]
//        [--repository owner/name] [--spec api-spec/openapi.yaml] [--out FILE] [--schemas-out FILE]
//
// `--subdir .` reads the server at the repository's root, where it sits before v6.7.0.
// `--out` and `--schemas-out` write elsewhere than the fixtures (scripts/release reads a release
// into a scratch folder that way).
//
// Needs git and Go (1.19 or later); no module is downloaded and the server is never built.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as prettier from 'prettier';
import {parse as parseYaml} from 'yaml';
import {commandOptions, failWith} from '../../shared/cli.mjs';
import {HTTP_METHODS} from '../../../src/api-reference/httpMethods.mjs';

const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../..',
);
const TOOL = path.dirname(fileURLToPath(import.meta.url));

export const METHOD_TEXT =
  "Read with Go's own parser (go/parser and go/ast, in scripts/server-readers/routes; the server is not built): " +
  'routes from the chi Mount calls of BuildRootRouter in internal/routers/router.go and the Use/With/Get/Post/Put/Delete calls of each Build*Router; ' +
  'roles and group scope from the structs.Handler literal (a USER role is dropped from the 403s because models.HasRole(USER, any role) is always true); ' +
  'statuses from the checks of HandleRequest (generic_handler.go), WriteHeader and utils/structs Write*Response calls in middleware and handler bodies, ' +
  '`return code, err` in HandlerFunction (answered with ErrorMessage), one level into same-package helpers, and http.ServeFile; ' +
  "media types from the Handler's ResponseType (HandleRequest sets it before its checks), w.Header().Set, or what net/http sniffs when none is set; " +
  'the request body from the body-reading middleware, LoadDataFromRequest* and json.Unmarshal, its rules from Validate and the validation middleware; ' +
  'query parameters from r.URL.Query() and r.Form. ' +
  "It does not see: chi's own 404/405 for unknown paths or methods; panics (there is no Recoverer, the connection is dropped); " +
  "services' internal errors beyond the status the handler maps them to; runtime conditions (dev-only CORS on the root router, feature flags); " +
  'chi also routes a mount path without its trailing slash (e.g. /api/user) to the "/" pattern.';

export const SCHEMA_METHOD_TEXT =
  "Read with Go's own parser from the same source: every struct a route decodes (the body command of server-routes.json) or writes " +
  '(the value given to json.Marshal or utils.MarshalResponseData before w.Write, its status from the w.WriteHeader before it, else 200), ' +
  'as encoding/json sees it: the JSON name of the tag (or the Go name), omitempty, json:"-" and unexported fields left out, embedded structs flattened; ' +
  'Go types as JSON types: pointers, slices and maps can be null, uint as integer/uint64, time.Time as a date-time string, ' +
  'decimal.Decimal (github.com/shopspring/decimal v1.4.0, MarshalJSONWithoutQuotes never set) as a string, []byte as base64; ' +
  'a named string type with a const block as an enum. The type of a written value is followed through local declarations and ' +
  'the results of the functions and methods of the parsed packages (handlers, commands, models, structs, utils, repositories, services); ' +
  'PagedData.Data ([]any) through the typed list copied into it. It does not see what a value holds at run time (which fields a handler fills, ' +
  'whether a slice is nil or empty), nor the types of modules outside the server (listed in unresolved).';

const normalise = (p) => p.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1');

/** operationId by `METHOD normalised-path` from an OpenAPI document. */
export function specOperations(spec) {
  const ops = new Map();
  for (const [route, item] of Object.entries(spec?.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (!HTTP_METHODS.includes(method)) continue;
      ops.set(`${method.toUpperCase()} ${normalise(route)}`, {
        operationId: op?.operationId ?? null,
        method: method.toUpperCase(),
        path: route,
      });
    }
  }
  return ops;
}

const fail = failWith('server-routes');

async function main() {
  const args = commandOptions(
    process.argv.slice(2),
    {
      usage:
        'usage: node scripts/server-readers/routes/refresh.mjs --git-dir <repository> --ref <tag> [--subdir api] [--repository owner/name] [--spec api-spec/openapi.yaml] [--out FILE] [--schemas-out FILE]',
      options: {
        'git-dir': {required: true},
        ref: {required: true},
        subdir: {default: 'api'},
        repository: {default: 'Receipt-Wrangler/receipt-wrangler'},
        spec: {default: 'api-spec/openapi.yaml'},
        out: {default: 'tests/fixtures/api/server-routes.json'},
        'schemas-out': {default: 'tests/fixtures/api/server-schemas.json'},
      },
    },
    fail,
  );
  const git = (...rest) =>
    execFileSync('git', ['--git-dir', args['git-dir'], ...rest], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
  const commit = git('rev-parse', `${args.ref}^{commit}`).trim();
  const dir = mkdtempSync(path.join(tmpdir(), 'server-routes-'));
  try {
    const tar = execFileSync(
      'git',
      [
        '--git-dir',
        args['git-dir'],
        'archive',
        `${commit}:${args.subdir === '.' ? '' : args.subdir}`,
      ],
      {maxBuffer: 1 << 30},
    );
    execFileSync('tar', ['-x', '-C', dir], {input: tar});
    // The extractor's own tests run before every refresh: a failing one stops it.
    execFileSync('go', ['test', './...'], {cwd: TOOL, stdio: 'inherit'});
    const output = execFileSync('go', ['run', '.', dir], {
      cwd: TOOL,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const result = JSON.parse(output);
    const spec = parseYaml(readFileSync(path.resolve(ROOT, args.spec), 'utf8'));
    const ops = specOperations(spec);
    const routes = result.routes.map((row) => {
      const op = ops.get(`${row.method} ${normalise(row.path)}`);
      return {...row, operationId: op?.operationId ?? null};
    });
    const table = {
      source: {
        repository: args.repository,
        tag: args.ref,
        commit,
        path: args.subdir,
        extractor: 'scripts/server-readers/routes',
        method: METHOD_TEXT,
      },
      routes,
    };
    const out = path.resolve(ROOT, args.out);
    const write = async (file, value) => {
      const options = (await prettier.resolveConfig(file)) ?? {};
      writeFileSync(
        file,
        await prettier.format(JSON.stringify(value), {
          ...options,
          parser: 'json',
        }),
      );
    };
    await write(out, table);
    const schemasOut = path.resolve(ROOT, args['schemas-out']);
    const {operations, types, unresolved} = result.schemas;
    await write(schemasOut, {
      source: {...table.source, method: SCHEMA_METHOD_TEXT},
      operations: operations.map((row) => {
        const op = ops.get(`${row.method} ${normalise(row.path)}`);
        return {...row, operationId: op?.operationId ?? null};
      }),
      types: Object.fromEntries(
        Object.entries(types).sort(([a], [b]) => a.localeCompare(b)),
      ),
      unresolved,
    });
    console.log(
      `${path.relative(ROOT, schemasOut)}: ${Object.keys(types).length} struct types, ${unresolved.length} values or types not read`,
    );
    for (const what of unresolved) console.log(`  not read: ${what}`);
    const rows = new Set(routes.map((r) => `${r.method} ${normalise(r.path)}`));
    console.log(
      `${path.relative(ROOT, out)}: ${routes.length} routes from ${args.repository}@${args.ref} (${commit.slice(0, 7)})`,
    );
    for (const r of routes.filter((row) => row.operationId === null))
      console.log(`  in the server, not in the spec: ${r.method} ${r.path}`);
    for (const [key, op] of ops)
      if (!rows.has(key))
        console.log(
          `  in the spec, not in the server: ${op.method} ${op.path}`,
        );
    for (const note of result.rootNotes ?? []) console.log(`  note: ${note}`);
    for (const warning of result.warnings ?? [])
      console.warn(`  warning: ${warning}`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

main().catch((error) => fail(error.message));
