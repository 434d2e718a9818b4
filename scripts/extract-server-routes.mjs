#!/usr/bin/env node
// Extracts the route table of the Receipt Wrangler API server (Go, chi router) from a checkout of
// its source: method, path, handler, middleware, required user/group role and every HTTP status the
// route can answer, with the error messages that can be read from the source. The spec tests compare
// api-spec/openapi.yaml with the table this writes (tests/fixtures/api/server-routes.json).
//
//   node scripts/extract-server-routes.mjs <server-checkout> [--git-dir DIR | --commit SHA]
//                                          [--spec api-spec/openapi.yaml] [--out FILE]
//
// No Go toolchain: comments and string contents are masked, then regular expressions and bracket
// matching read the few shapes the server uses (chi Mount/Use/With/Get..., structs.Handler literals,
// Write*Response / WriteHeader calls, `return code, err` in HandlerFunction). Anything in a router
// the extractor does not understand is an error, never a silently missing row.
import {createHash} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parse as parseYaml} from 'yaml';

export const REPOSITORY = 'Receipt-Wrangler/receipt-wrangler-api';
export const EXTRACTOR = 'scripts/extract-server-routes.mjs';

/** net/http status constants. */
export const HTTP_STATUS = Object.freeze({
  StatusContinue: 100,
  StatusSwitchingProtocols: 101,
  StatusProcessing: 102,
  StatusEarlyHints: 103,
  StatusOK: 200,
  StatusCreated: 201,
  StatusAccepted: 202,
  StatusNonAuthoritativeInfo: 203,
  StatusNoContent: 204,
  StatusResetContent: 205,
  StatusPartialContent: 206,
  StatusMultiStatus: 207,
  StatusAlreadyReported: 208,
  StatusIMUsed: 226,
  StatusMultipleChoices: 300,
  StatusMovedPermanently: 301,
  StatusFound: 302,
  StatusSeeOther: 303,
  StatusNotModified: 304,
  StatusUseProxy: 305,
  StatusTemporaryRedirect: 307,
  StatusPermanentRedirect: 308,
  StatusBadRequest: 400,
  StatusUnauthorized: 401,
  StatusPaymentRequired: 402,
  StatusForbidden: 403,
  StatusNotFound: 404,
  StatusMethodNotAllowed: 405,
  StatusNotAcceptable: 406,
  StatusProxyAuthRequired: 407,
  StatusRequestTimeout: 408,
  StatusConflict: 409,
  StatusGone: 410,
  StatusLengthRequired: 411,
  StatusPreconditionFailed: 412,
  StatusRequestEntityTooLarge: 413,
  StatusRequestURITooLong: 414,
  StatusUnsupportedMediaType: 415,
  StatusRequestedRangeNotSatisfiable: 416,
  StatusExpectationFailed: 417,
  StatusTeapot: 418,
  StatusMisdirectedRequest: 421,
  StatusUnprocessableEntity: 422,
  StatusLocked: 423,
  StatusFailedDependency: 424,
  StatusTooEarly: 425,
  StatusUpgradeRequired: 426,
  StatusPreconditionRequired: 428,
  StatusTooManyRequests: 429,
  StatusRequestHeaderFieldsTooLarge: 431,
  StatusUnavailableForLegalReasons: 451,
  StatusInternalServerError: 500,
  StatusNotImplemented: 501,
  StatusBadGateway: 502,
  StatusServiceUnavailable: 503,
  StatusGatewayTimeout: 504,
  StatusHTTPVersionNotSupported: 505,
  StatusVariantAlsoNegotiates: 506,
  StatusInsufficientStorage: 507,
  StatusLoopDetected: 508,
  StatusNotExtended: 510,
  StatusNetworkAuthenticationRequired: 511,
});

/** Middleware that authenticates the caller (internal/middleware/auth.go). */
export const AUTH_MIDDLEWARE = ['UnifiedAuthMiddleware'];

/**
 * What net/http's ServeFile can answer for a regular file (Go standard library, not the server's
 * source): open/stat errors through toHTTPError, conditional requests, byte ranges.
 */
const SERVE_FILE = [
  {status: 200, success: true},
  {status: 206, success: true},
  {status: 304, success: true},
  {status: 403, message: '403 Forbidden', body: 'text'},
  {status: 404, message: '404 page not found', body: 'text'},
  {status: 412, message: null, body: 'none'},
  {status: 416, message: null, body: 'text'},
  {status: 500, message: '500 Internal Server Error', body: 'text'},
];

const ROUTE_METHODS = {
  Get: 'GET',
  Post: 'POST',
  Put: 'PUT',
  Delete: 'DELETE',
  Patch: 'PATCH',
  Head: 'HEAD',
  Options: 'OPTIONS',
  Connect: 'CONNECT',
  Trace: 'TRACE',
};
const OPENAPI_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'head',
  'options',
  'trace',
];
const WRITE_CALL =
  /(?:\b\w+\.)?\b(WriteCustomErrorResponse|WriteValidatorErrorResponse|WriteErrorResponse)\s*\(/g;
const writeCalls = () => new RegExp(WRITE_CALL.source, 'g');

export class ExtractError extends Error {}

function fail(message) {
  throw new ExtractError(message);
}

// ---------------------------------------------------------------------------------------------
// Go source masking and bracket matching

/**
 * Returns `code` (comments blanked) and `skel` (comments and the contents of string and rune
 * literals blanked, quotes kept). Both keep every offset and line of the source.
 * @param {string} src
 */
export function maskGo(src) {
  const code = src.split('');
  const skel = src.split('');
  const blank = (arr, i) => {
    if (arr[i] !== '\n') arr[i] = ' ';
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') {
        blank(code, i);
        blank(skel, i);
        i += 1;
      }
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) fail('unterminated block comment');
      for (; i < end + 2; i += 1) {
        blank(code, i);
        blank(skel, i);
      }
    } else if (c === '"' || c === "'") {
      i += 1;
      while (i < src.length && src[i] !== c) {
        if (src[i] === '\n')
          fail(`unterminated ${c === '"' ? 'string' : 'rune'} literal`);
        if (src[i] === '\\') {
          blank(skel, i);
          i += 1;
        }
        blank(skel, i);
        i += 1;
      }
      i += 1;
    } else if (c === '`') {
      i += 1;
      while (i < src.length && src[i] !== '`') {
        blank(skel, i);
        i += 1;
      }
      if (i >= src.length) fail('unterminated raw string literal');
      i += 1;
    } else {
      i += 1;
    }
  }
  return {code: code.join(''), skel: skel.join('')};
}

const PAIRS = {'(': ')', '[': ']', '{': '}'};

/** Index of the bracket closing the one at `open` (on a masked skeleton). */
export function matchClose(skel, open) {
  const opener = skel[open];
  if (!PAIRS[opener]) fail(`internal: no bracket at offset ${open}`);
  const stack = [];
  for (let i = open; i < skel.length; i += 1) {
    const c = skel[i];
    if (PAIRS[c]) stack.push(PAIRS[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/** Top-level comma-separated spans of skel[start, end), trimmed, as [start, end) pairs. */
export function splitTopLevel(skel, start, end) {
  const spans = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < end; i += 1) {
    const c = skel[i];
    if (PAIRS[c]) depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    else if (c === ',' && depth === 0) {
      spans.push([from, i]);
      from = i + 1;
    }
  }
  spans.push([from, end]);
  return spans
    .map(([s, e]) => {
      while (s < e && /\s/.test(skel[s])) s += 1;
      while (e > s && /\s/.test(skel[e - 1])) e -= 1;
      return [s, e];
    })
    .filter(([s, e]) => e > s);
}

/** Value of a Go interpreted or raw string literal. */
export function goString(literal) {
  if (literal.startsWith('`')) return literal.slice(1, -1);
  try {
    return JSON.parse(literal);
  } catch {
    return literal.slice(1, -1);
  }
}

/**
 * A parsed Go source file.
 * @param {string} rel path relative to the server checkout
 * @param {string} src
 */
export function goFile(rel, src) {
  let masked;
  try {
    masked = maskGo(src);
  } catch (error) {
    fail(`${rel}: cannot parse: ${error.message}`);
  }
  const lineStarts = [0];
  for (let i = 0; i < src.length; i += 1)
    if (src[i] === '\n') lineStarts.push(i + 1);
  const file = {
    rel,
    src,
    code: masked.code,
    skel: masked.skel,
    lineStarts,
    funcs: new Map(),
  };
  const funcRe = /^func\s+(\w+)\s*\(/gm;
  for (let m; (m = funcRe.exec(file.skel));) {
    const paramsOpen = m.index + m[0].length - 1;
    const paramsClose = matchClose(file.skel, paramsOpen);
    if (paramsClose < 0)
      fail(
        `${rel}:${lineOf(file, m.index)}: cannot match the parameters of func ${m[1]}`,
      );
    const open = findBodyOpen(file.skel, paramsClose + 1);
    if (open < 0) continue;
    const close = matchClose(file.skel, open);
    if (close < 0)
      fail(
        `${rel}:${lineOf(file, m.index)}: cannot match the body of func ${m[1]}`,
      );
    const params = splitTopLevel(file.skel, paramsOpen + 1, paramsClose).map(
      ([s, e]) => file.code.slice(s, e),
    );
    file.funcs.set(m[1], {
      name: m[1],
      file,
      start: m.index,
      open,
      close,
      params,
      line: lineOf(file, m.index),
    });
  }
  return file;
}

/** The `{` opening a function body after its parameters (skipping result types); -1 if none. */
function findBodyOpen(skel, from) {
  for (let i = from; i < skel.length;) {
    const c = skel[i];
    if (c === '(' || c === '[') {
      const close = matchClose(skel, i);
      if (close < 0) return -1;
      i = close + 1;
    } else if (c === '{') {
      if (
        !/\b(?:interface|struct)\s*$/.test(skel.slice(Math.max(0, i - 12), i))
      )
        return i;
      i = matchClose(skel, i) + 1;
    } else if (c === '\n') return -1;
    else i += 1;
  }
  return -1;
}

export function lineOf(file, offset) {
  let lo = 0;
  let hi = file.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (file.lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

const where = (file, offset) => `${file.rel}:${lineOf(file, offset)}`;
const text = (file, [s, e]) => file.code.slice(s, e).trim();

/** The call chain `.A(args).B(args)...` starting at `dot` (the first '.'). */
function readChain(file, dot) {
  const chain = [];
  let i = dot;
  const re = /\.\s*(\w+)\s*\(/y;
  for (;;) {
    re.lastIndex = i;
    const m = re.exec(file.skel);
    if (!m) break;
    const open = m.index + m[0].length - 1;
    const close = matchClose(file.skel, open);
    if (close < 0) fail(`${where(file, dot)}: unbalanced parentheses`);
    chain.push({
      name: m[1],
      args: splitTopLevel(file.skel, open + 1, close),
      at: m.index,
    });
    i = close + 1;
    while (
      i < file.skel.length &&
      (file.skel[i] === ' ' || file.skel[i] === '\t')
    )
      i += 1;
  }
  return {chain, end: i};
}

/** Name of the parameter of the given Go type (e.g. `w` for http.ResponseWriter). */
function paramOfType(fn, type) {
  for (const param of fn.params) {
    const m = /^(\w+)\s+(.+)$/.exec(param.trim());
    if (m && m[2].replace(/\s+/g, '') === type) return m[1];
  }
  return null;
}

/** Resolves an expression to a string literal: the literal itself or a local `x := "..."`. */
function resolveString(file, span, scope) {
  const expr = text(file, span);
  if (/^["`]/.test(expr)) return goString(expr);
  if (!/^\w+$/.test(expr)) return null;
  const re = new RegExp(
    `(?:\\b(?:const|var)\\s+)?\\b${expr}\\s*(?::=|=)\\s*("(?:[^"\\\\\\n]|\\\\.)*"|\`[^\`]*\`)`,
  );
  const m = re.exec(file.code.slice(scope.open, scope.close));
  return m ? goString(m[1]) : null;
}

/** Resolves an expression to an HTTP status number, or null. */
function resolveStatus(expr) {
  const m = /^http\.(Status\w+)$/.exec(expr);
  if (m) {
    if (!(m[1] in HTTP_STATUS)) fail(`unknown net/http constant ${expr}`);
    return HTTP_STATUS[m[1]];
  }
  if (/^\d+$/.test(expr)) return Number(expr);
  return null;
}

function lineText(file, line) {
  const start = file.lineStarts[line - 1];
  const end =
    line < file.lineStarts.length
      ? file.lineStarts[line] - 1
      : file.code.length;
  return file.code.slice(start, end).trim();
}

/** Nearest non-blank code line before / after `line`, skipping logging calls. */
function neighbourLine(file, line, step) {
  for (let l = line + step; l >= 1 && l <= file.lineStarts.length; l += step) {
    const t = lineText(file, l);
    if (t && !/^logging\./.test(t)) return t;
  }
  return '';
}

const WRITES_RESPONSE =
  /\b(?:WriteCustomErrorResponse|WriteValidatorErrorResponse|WriteErrorResponse|WriteHeader)\s*\(/;

// ---------------------------------------------------------------------------------------------
// Scanning function bodies for responses

/**
 * Every response a function body can write.
 * @param {object} fn function info from goFile
 * @param {object} ctx {pkg: Map<name, fn>, from: string, handlerFunction?: [open, close], depth}
 */
function scanBody(fn, ctx) {
  const {file} = fn;
  const writer = paramOfType(fn, 'http.ResponseWriter') ?? 'w';
  const events = [];
  const notes = [];
  const body = file.skel.slice(0, fn.close);
  const inRange = (i) => i > fn.open && i < fn.close;

  const writeRe = writeCalls();
  writeRe.lastIndex = fn.open;
  for (let m; (m = writeRe.exec(body));) {
    if (!inRange(m.index)) continue;
    const open = m.index + m[0].length - 1;
    const close = matchClose(file.skel, open);
    const args = splitTopLevel(file.skel, open + 1, close);
    if (args.length !== 3)
      fail(`${where(file, m.index)}: ${m[1]} with ${args.length} arguments`);
    const statusExpr = text(file, args[2]);
    const status = resolveStatus(statusExpr);
    if (status === null)
      fail(
        `${where(file, m.index)}: cannot read the status ${statusExpr} of ${m[1]}`,
      );
    const line = lineOf(file, m.index);
    const event = {
      kind: 'write',
      status,
      from: ctx.from,
      source: `${file.rel}:${line}`,
    };
    if (m[1] === 'WriteCustomErrorResponse')
      Object.assign(event, {
        message: resolveString(file, args[1], fn),
        body: 'errorMsg',
      });
    else if (m[1] === 'WriteErrorResponse')
      Object.assign(event, {message: null, body: 'errorMsg'});
    else Object.assign(event, {message: null, body: 'fields'});
    events.push(event);
    const after = neighbourLine(file, lineOf(file, close), 1);
    if (!/^return\b/.test(after))
      notes.push(
        `${ctx.from} writes ${status} at ${event.source} and does not return there`,
      );
  }

  const headerRe = /\b(\w+)\s*\.\s*WriteHeader\s*\(/g;
  headerRe.lastIndex = fn.open;
  for (let m; (m = headerRe.exec(body));) {
    if (!inRange(m.index) || m[1] !== writer) continue;
    const open = m.index + m[0].length - 1;
    const close = matchClose(file.skel, open);
    const statusExpr = file.code.slice(open + 1, close).trim();
    const status = resolveStatus(statusExpr);
    if (status === null)
      fail(
        `${where(file, m.index)}: cannot read the status ${statusExpr} of WriteHeader`,
      );
    const source = where(file, m.index);
    if (status < 400) events.push({kind: 'success', status, source});
    else {
      events.push({
        kind: 'write',
        status,
        message: null,
        body: 'none',
        from: ctx.from,
        source,
      });
      if (!/^return\b/.test(neighbourLine(file, lineOf(file, close), 1)))
        notes.push(
          `${ctx.from} writes ${status} at ${source} and does not return there`,
        );
    }
  }

  const serveRe = /\bhttp\s*\.\s*ServeFile\s*\(/g;
  serveRe.lastIndex = fn.open;
  for (let m; (m = serveRe.exec(body));) {
    if (!inRange(m.index)) continue;
    const source = where(file, m.index);
    for (const s of SERVE_FILE) {
      if (s.success) events.push({kind: 'success', status: s.status, source});
      else
        events.push({
          kind: 'write',
          status: s.status,
          message: s.message,
          body: s.body,
          from: 'http.ServeFile (Go net/http)',
          source,
        });
    }
    notes.push(
      `http.ServeFile at ${source} answers conditional and Range requests (206, 304, 412, 416) and file errors as text/plain (403, 404, 500)`,
    );
  }

  // Helpers of the same package called with the response writer: follow one level.
  if (ctx.depth < 1) {
    const callRe = /(?<![.\w])(\w+)\s*\(/g;
    callRe.lastIndex = fn.open;
    for (let m; (m = callRe.exec(body));) {
      if (!inRange(m.index)) continue;
      const helper = ctx.pkg.get(m[1]);
      if (!helper || helper === fn || m[1] === 'HandleRequest') continue;
      const open = m.index + m[0].length - 1;
      const args = splitTopLevel(
        file.skel,
        open + 1,
        matchClose(file.skel, open),
      ).map((span) => text(file, span));
      if (!args.includes(writer)) continue;
      const sub = scanBody(helper, {
        ...ctx,
        from: `${ctx.from} via ${helper.name}`,
        depth: ctx.depth + 1,
        handlerFunction: null,
      });
      events.push(...sub.events.filter((e) => e.kind !== 'return'));
      notes.push(...sub.notes);
    }
  }

  // `return code, err` inside the HandlerFunction closure.
  if (ctx.handlerFunction) {
    const [hfOpen, hfClose] = ctx.handlerFunction;
    const returnRe = /\breturn\s+([^\n]*)/g;
    returnRe.lastIndex = hfOpen;
    for (let m; (m = returnRe.exec(file.skel)) && m.index < hfClose;) {
      const start = m.index + m[0].length - m[1].length;
      const parts = splitTopLevel(file.skel, start, start + m[1].length).map(
        (span) => text(file, span),
      );
      if (parts.length !== 2) continue;
      const [codeExpr, errExpr] = parts;
      const source = where(file, m.index);
      const before = neighbourLine(file, lineOf(file, m.index), -1);
      const wrote = WRITES_RESPONSE.test(before);
      let statuses = [];
      const status = resolveStatus(codeExpr);
      if (status !== null) statuses = status === 0 ? [] : [{status, source}];
      else if (/^\w+$/.test(codeExpr))
        statuses = resolveReturnedCode(
          file,
          codeExpr,
          m.index,
          hfOpen,
          ctx,
          notes,
        );
      else
        fail(
          `${source}: cannot read the status ${codeExpr} of a HandlerFunction return`,
        );
      if (errExpr === 'nil') {
        for (const s of statuses) {
          if (!wrote)
            notes.push(
              `returns (${s.status}, nil) at ${source}: HandleRequest writes nothing for a nil error, so the client gets 200 with an empty body`,
            );
        }
        continue;
      }
      if (status === 0) {
        notes.push(
          `returns (0, ${errExpr}) at ${source}: WriteHeader(0) panics`,
        );
        continue;
      }
      if (wrote)
        notes.push(
          `returns an error at ${source} right after writing a response: HandleRequest writes a second error body after the first (superfluous WriteHeader)`,
        );
      for (const s of statuses)
        events.push({kind: 'return', status: s.status, source: s.source});
    }
  }
  return {events, notes};
}

/** `code` in `return code, err`: the codes a package helper returns, when assigned from one. */
function resolveReturnedCode(file, ident, at, hfOpen, ctx, notes) {
  const region = file.skel.slice(hfOpen, at);
  const re = new RegExp(
    `\\b${ident}\\s*,\\s*\\w+\\s*:?=\\s*(\\w+)\\s*\\(`,
    'g',
  );
  let last = null;
  for (let m; (m = re.exec(region));) last = m;
  const helper = last && ctx.pkg.get(last[1]);
  if (!helper)
    fail(`${where(file, at)}: cannot resolve the returned status ${ident}`);
  const out = [];
  const returnRe = /\breturn\s+([^\n]*)/g;
  returnRe.lastIndex = helper.open;
  for (
    let m;
    (m = returnRe.exec(helper.file.skel)) && m.index < helper.close;
  ) {
    const start = m.index + m[0].length - m[1].length;
    const parts = splitTopLevel(
      helper.file.skel,
      start,
      start + m[1].length,
    ).map((span) => text(helper.file, span));
    if (parts.length !== 2) continue;
    const status = resolveStatus(parts[0]);
    if (status === null)
      fail(
        `${where(helper.file, m.index)}: cannot read the status ${parts[0]} of ${helper.name}`,
      );
    if (status !== 0) out.push({status, source: where(helper.file, m.index)});
  }
  const roleCall = /\bValidateGroupRole\s*\(/.exec(
    helper.file.skel.slice(helper.open, helper.close),
  );
  if (roleCall)
    notes.push(
      `${helper.name} (${helper.file.rel}:${helper.line}) checks a group role and returns 403 when it fails`,
    );
  return out;
}

// ---------------------------------------------------------------------------------------------
// HandleRequest (internal/handlers/generic_handler.go) and role ranks (internal/models/utils.go)

/** The checks HandleRequest makes, read from its top-level `if` statements. */
export function parseHandleRequest(file) {
  const fn = file.funcs.get('HandleRequest');
  if (!fn) fail(`${file.rel}: func HandleRequest not found`);
  const checks = [];
  const seen = new Map();
  let depth = 0;
  for (let i = fn.open + 1; i < fn.close; i += 1) {
    const c = file.skel[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    if (
      depth !== 0 ||
      !/\bif\b/y.test(file.skel.slice(i, i + 3)) ||
      /\w/.test(file.skel[i - 1])
    )
      continue;
    const open = file.skel.indexOf('{', i);
    const close = matchClose(file.skel, open);
    const condition = file.code
      .slice(i + 2, open)
      .replace(/\s+/g, ' ')
      .trim();
    const block = file.skel.slice(open, close);
    i = close;
    const calls = [];
    const re = writeCalls();
    for (let m; (m = re.exec(block));) {
      const at = open + m.index;
      const callOpen = at + m[0].length - 1;
      const args = splitTopLevel(
        file.skel,
        callOpen + 1,
        matchClose(file.skel, callOpen),
      );
      calls.push({
        at,
        fn: m[1],
        args: args.map((span) => text(file, span)),
        spans: args,
      });
    }
    const requiresHere = [
      ...condition.matchAll(/len\(handler\.(\w+)\) > 0/g),
    ].map((m) => m[1]);
    for (const m of file.code
      .slice(open, close)
      .matchAll(/\bhandler\.(\w+)\s*=\s*utils\.UintToString\(/g)) {
      checks.push({kind: 'derive', requires: requiresHere, field: m[1]});
    }
    if (calls.length === 0) continue;
    // The same condition (in any order of its && terms) was already checked, and returned: unreachable.
    const normalised = condition
      .split('&&')
      .map((t) => t.trim())
      .sort()
      .join(' && ');
    if (seen.has(normalised)) continue;
    seen.set(normalised, true);
    const requires = [...condition.matchAll(/len\(handler\.(\w+)\) > 0/g)].map(
      (m) => m[1],
    );
    const empty = [...condition.matchAll(/len\(handler\.(\w+)\) == 0/g)].map(
      (m) => m[1],
    );
    for (const call of calls) {
      if (call.args[1] === 'handler.ErrorMessage') {
        checks.push({kind: 'returnedError', source: where(file, call.at)});
        continue;
      }
      const status = resolveStatus(call.args[2]);
      if (status === null)
        fail(`${where(file, call.at)}: cannot read the status ${call.args[2]}`);
      const from = requires.includes('UserRole')
        ? 'HandleRequest user role'
        : requires.includes('GroupRole')
          ? 'HandleRequest group role'
          : requires.length > 0
            ? `HandleRequest ${requires[0]}`
            : 'HandleRequest';
      checks.push({
        kind: 'check',
        requires,
        empty,
        hasRole: /models\.HasRole\(handler\.UserRole/.test(block),
        status,
        message: resolveString(file, call.spans[1], fn),
        from,
        source: where(file, call.at),
      });
    }
  }
  if (!checks.some((c) => c.kind === 'returnedError'))
    fail(`${file.rel}: HandleRequest never writes handler.ErrorMessage`);
  return checks;
}

/** Ranks of BuildUserRoleMap: HasRole(required, actual) is rank[required] <= rank[actual]. */
export function parseUserRoleRanks(file) {
  const fn = file?.funcs.get('BuildUserRoleMap');
  if (!fn) return null;
  const ranks = {};
  for (const m of file.code
    .slice(fn.open, fn.close)
    .matchAll(/\[(\w+)\]\s*=\s*(\d+)/g))
    ranks[m[1]] = Number(m[2]);
  return ranks;
}

// ---------------------------------------------------------------------------------------------
// Routers

/** A middleware expression: `middleware.Name`, `middleware.Name(args)` or another value. */
function readMiddleware(file, span) {
  const expr = text(file, span).replace(/\s+/g, ' ');
  const m = /^(?:(\w+)\.)?(\w+)\s*(?:\((.*)\))?$/s.exec(expr);
  if (!m) fail(`${where(file, span[0])}: cannot read the middleware ${expr}`);
  return {
    pkg: m[1] ?? null,
    name: m[2],
    args: m[3] ?? null,
    expr,
    source: where(file, span[0]),
  };
}

/** Routes registered by one router variable inside a function body. */
function readRouterVar(file, fn, varName) {
  const middleware = [];
  const routes = [];
  const re = new RegExp(`(?<![.\\w])${varName}\\s*(?=\\.)`, 'g');
  re.lastIndex = fn.open;
  for (let m; (m = re.exec(file.skel)) && m.index < fn.close;) {
    const {chain, end} = readChain(file, m.index + m[0].length);
    re.lastIndex = end;
    if (chain.length === 0)
      fail(`${where(file, m.index)}: cannot read the use of ${varName}`);
    const extra = [];
    for (let k = 0; k < chain.length; k += 1) {
      const call = chain[k];
      const last = k === chain.length - 1;
      if (call.name === 'Use' && chain.length === 1) {
        if (routes.length > 0)
          fail(
            `${where(file, call.at)}: ${varName}.Use after routes (chi panics)`,
          );
        middleware.push(...call.args.map((span) => readMiddleware(file, span)));
      } else if (call.name === 'With' && !last) {
        extra.push(...call.args.map((span) => readMiddleware(file, span)));
      } else if (ROUTE_METHODS[call.name] && last) {
        if (call.args.length !== 2)
          fail(
            `${where(file, call.at)}: ${varName}.${call.name} with ${call.args.length} arguments`,
          );
        const pattern = text(file, call.args[0]);
        if (!/^"[^"]*"$/.test(pattern))
          fail(
            `${where(file, call.at)}: route pattern ${pattern} is not a string literal`,
          );
        const handler = /^handlers\.(\w+)$/.exec(text(file, call.args[1]));
        if (!handler)
          fail(
            `${where(file, call.at)}: route handler ${text(file, call.args[1])} is not handlers.<Name>`,
          );
        routes.push({
          method: ROUTE_METHODS[call.name],
          pattern: goString(pattern),
          handler: handler[1],
          with: extra.slice(),
          router: where(file, call.at),
        });
      } else {
        fail(
          `${where(file, call.at)}: unsupported router call ${varName}.${chain.map((c) => c.name).join('(...).')}(...)`,
        );
      }
    }
  }
  return {middleware, routes};
}

/** The mounts of internal/routers/router.go: [{prefix, builder | inline routes}]. */
export function parseRootRouter(file) {
  const fn = file.funcs.get('BuildRootRouter');
  if (!fn) fail(`${file.rel}: func BuildRootRouter not found`);
  const body = file.skel.slice(0, fn.close);
  const rootDecl = /(\w+)\s*:=\s*chi\.NewRouter\(\)/g;
  rootDecl.lastIndex = fn.open;
  const rootMatch = rootDecl.exec(body);
  if (!rootMatch) fail(`${file.rel}: no chi.NewRouter() in BuildRootRouter`);
  const root = rootMatch[1];
  const notes = [];
  const mounts = [];
  const re = new RegExp(`(?<![.\\w])${root}\\s*(?=\\.)`, 'g');
  re.lastIndex = fn.open;
  for (let m; (m = re.exec(body));) {
    const {chain, end} = readChain(file, m.index + m[0].length);
    re.lastIndex = end;
    if (chain.length !== 1)
      fail(`${where(file, m.index)}: unsupported root router chain`);
    const [call] = chain;
    if (call.name === 'Use') {
      notes.push(
        `${where(file, call.at)}: root middleware ${call.args.map((s) => text(file, s)).join(', ')}`,
      );
      continue;
    }
    if (call.name !== 'Mount' || call.args.length !== 2)
      fail(
        `${where(file, call.at)}: unsupported root router call ${root}.${call.name}`,
      );
    const prefix = text(file, call.args[0]);
    if (!/^"[^"]*"$/.test(prefix))
      fail(
        `${where(file, call.at)}: mount prefix ${prefix} is not a string literal`,
      );
    const varName = text(file, call.args[1]);
    if (!/^\w+$/.test(varName))
      fail(
        `${where(file, call.at)}: mounted router ${varName} is not a variable`,
      );
    const decl = new RegExp(
      `\\b${varName}\\s*:=\\s*(?:(Build\\w+)\\s*\\(|chi\\.NewRouter\\(\\))`,
    ).exec(file.skel.slice(fn.open, call.at));
    if (!decl)
      fail(`${where(file, call.at)}: cannot find where ${varName} is built`);
    mounts.push({
      prefix: goString(prefix),
      builder: decl[1] ?? null,
      inline: decl[1] ? null : readRouterVar(file, fn, varName),
      source: where(file, call.at),
    });
  }
  if (mounts.length === 0)
    fail(`${file.rel}: no Mount calls in BuildRootRouter`);
  return {mounts, notes};
}

/** The routes a Build*Router function registers. */
export function parseRouterBuilder(files, builder) {
  const found = files.filter((f) => f.funcs.has(builder));
  if (found.length !== 1)
    fail(
      `router builder ${builder} ${found.length === 0 ? 'not found' : 'defined twice'} in internal/routers`,
    );
  const file = found[0];
  const fn = file.funcs.get(builder);
  const decls = [
    ...file.skel
      .slice(fn.open, fn.close)
      .matchAll(/(\w+)\s*:=\s*chi\.NewRouter\(\)/g),
  ];
  if (decls.length !== 1)
    fail(
      `${file.rel}:${fn.line}: ${builder} creates ${decls.length} chi routers (expected 1)`,
    );
  return readRouterVar(file, fn, decls[0][1]);
}

// ---------------------------------------------------------------------------------------------
// Handlers

/** Fields of the structs.Handler literal in a handler function. */
function readHandlerLiteral(fn) {
  const {file} = fn;
  const body = file.skel.slice(fn.open, fn.close);
  const idx = body.search(/\bstructs\.Handler\s*\{/);
  if (idx < 0) return null;
  const open = file.skel.indexOf('{', fn.open + idx);
  const close = matchClose(file.skel, open);
  const fields = {};
  for (const span of splitTopLevel(file.skel, open + 1, close)) {
    const colon = file.skel.indexOf(':', span[0]);
    if (colon < 0 || colon > span[1])
      fail(`${where(file, span[0])}: cannot read a structs.Handler field`);
    const key = file.code.slice(span[0], colon).trim();
    fields[key] = {
      span: [colon + 1, span[1]],
      text: text(file, [colon + 1, span[1]]),
    };
  }
  return {open, close, fields, at: where(file, open)};
}

const roleOf = (expr) =>
  (/^models\.([A-Z]+)$/.exec(expr ?? '') ?? [])[1] ?? null;

function isSet(field) {
  return Boolean(field) && field.text !== '""' && field.text !== 'nil';
}

/** The source expression of a Handler field, through one local assignment. */
function fieldSource(fn, field) {
  if (!/^\w+$/.test(field.text)) return field.text;
  const m = new RegExp(`\\b${field.text}\\s*:?=\\s*([^\\n]+)`).exec(
    fn.file.code.slice(fn.open, fn.close),
  );
  return m ? m[1].trim() : field.text;
}

// ---------------------------------------------------------------------------------------------
// The table

const normalise = (p) => p.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1');

/** operationId by `METHOD normalised-path` from an OpenAPI document. */
export function specOperations(spec) {
  const ops = new Map();
  for (const [route, item] of Object.entries(spec?.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (!OPENAPI_METHODS.includes(method)) continue;
      ops.set(`${method.toUpperCase()} ${normalise(route)}`, {
        operationId: op?.operationId ?? null,
        method: method.toUpperCase(),
        path: route,
      });
    }
  }
  return ops;
}

function addError(errors, e) {
  const key = `${e.status}|${e.message}|${e.from}|${e.body}`;
  if (
    !errors.some((x) => `${x.status}|${x.message}|${x.from}|${x.body}` === key)
  ) {
    errors.push({
      status: e.status,
      message: e.message ?? null,
      body: e.body,
      from: e.from,
      source: e.source,
    });
  }
}

/**
 * Builds the route table from the server's Go files.
 * @param {Record<string, string>} sources path relative to the checkout -> Go source; needs
 *   internal/routers/*.go (router.go included), internal/handlers/*.go (generic_handler.go included),
 *   internal/middleware/*.go, and optionally internal/models/utils.go
 * @param {{spec?: object}} [options] spec: the parsed OpenAPI document to join operationIds from
 */
export function extractRoutes(sources, options = {}) {
  const files = Object.keys(sources)
    .sort()
    .filter((rel) => rel.endsWith('.go') && !rel.endsWith('_test.go'))
    .map((rel) => goFile(rel, sources[rel]));
  const inDir = (dir) => files.filter((f) => path.posix.dirname(f.rel) === dir);
  const routerFiles = inDir('internal/routers');
  const handlerFiles = inDir('internal/handlers');
  const middlewareFiles = inDir('internal/middleware');
  const rootFile = routerFiles.find(
    (f) => f.rel === 'internal/routers/router.go',
  );
  if (!rootFile) fail('internal/routers/router.go not found');
  const genericFile = handlerFiles.find((f) => f.funcs.has('HandleRequest'));
  if (!genericFile) fail('func HandleRequest not found in internal/handlers');
  const checks = parseHandleRequest(genericFile);
  const ranks = parseUserRoleRanks(
    files.find((f) => f.rel === 'internal/models/utils.go'),
  );
  const pkgFuncs = (list) => {
    const map = new Map();
    for (const f of list) for (const [name, fn] of f.funcs) map.set(name, fn);
    return map;
  };
  const handlerPkg = pkgFuncs(handlerFiles);
  const middlewarePkg = pkgFuncs(middlewareFiles);
  const ops = specOperations(options.spec);
  const warnings = [];

  const {mounts, notes: rootNotes} = parseRootRouter(rootFile);
  const rows = [];
  for (const mount of mounts) {
    if (!mount.prefix.startsWith('/api/') && mount.prefix !== '/api') {
      warnings.push(
        `${mount.source}: mount ${mount.prefix} is outside /api, skipped`,
      );
      continue;
    }
    const prefix = mount.prefix.slice('/api'.length);
    const router = mount.builder
      ? parseRouterBuilder(routerFiles, mount.builder)
      : mount.inline;
    for (const route of router.routes) {
      rows.push(
        buildRow({prefix, route, chain: [...router.middleware, ...route.with]}),
      );
    }
  }

  function buildRow({prefix, route, chain}) {
    const fn = handlerPkg.get(route.handler);
    if (!fn)
      fail(
        `${route.router}: handler ${route.handler} not found in internal/handlers`,
      );
    const routePath = prefix + route.pattern;
    const notes = [];
    const errors = [];
    const successes = [];
    let userRole = null;
    let groupRole = null;

    // Middleware, in chain order.
    for (const mw of chain) {
      const role = /\bmodels\.([A-Z]+)\b/.exec(mw.args ?? '');
      if (role && ['OWNER', 'EDITOR', 'VIEWER'].includes(role[1]))
        groupRole = role[1];
      if (role && ['ADMIN', 'USER'].includes(role[1])) userRole = role[1];
      const impl = mw.pkg === 'middleware' ? middlewarePkg.get(mw.name) : null;
      if (!impl) {
        notes.push(`middleware ${mw.expr} (${mw.source}) not analysed`);
        warnings.push(`${route.router}: middleware ${mw.expr} not analysed`);
        continue;
      }
      const scan = scanBody(impl, {
        pkg: middlewarePkg,
        from: mw.name,
        depth: 0,
        handlerFunction: null,
      });
      for (const e of scan.events) if (e.kind === 'write') addError(errors, e);
      notes.push(...scan.notes);
    }
    const auth = chain.some((mw) => AUTH_MIDDLEWARE.includes(mw.name))
      ? 'authenticated'
      : 'public';

    // The handler and its structs.Handler literal.
    const literal = readHandlerLiteral(fn);
    let orUserRole = null;
    let groupScope = null;
    let handlerFunction = null;
    if (literal) {
      const f = literal.fields;
      if (f.UserRole)
        userRole =
          roleOf(f.UserRole.text) ??
          fail(`${literal.at}: cannot read UserRole ${f.UserRole.text}`);
      if (f.GroupRole)
        groupRole =
          roleOf(f.GroupRole.text) ??
          fail(`${literal.at}: cannot read GroupRole ${f.GroupRole.text}`);
      if (f.OrUserRole)
        orUserRole =
          roleOf(f.OrUserRole.text) ??
          fail(`${literal.at}: cannot read OrUserRole ${f.OrUserRole.text}`);
      const scopeField = [
        'GroupId',
        'GroupIds',
        'ReceiptId',
        'ReceiptIds',
      ].find((k) => isSet(f[k]));
      if (scopeField)
        groupScope = `${scopeField}: ${fieldSource(fn, f[scopeField])}`;
      if (!f.HandlerFunction)
        fail(`${literal.at}: structs.Handler without HandlerFunction`);
      const hfStart = f.HandlerFunction.span[0];
      const hfHead = /^\s*func\s*\(/.exec(
        fn.file.skel.slice(hfStart, f.HandlerFunction.span[1]),
      );
      if (!hfHead)
        fail(`${literal.at}: HandlerFunction is not a function literal`);
      const hfParamsOpen = hfStart + hfHead[0].length - 1;
      const hfOpen = findBodyOpen(
        fn.file.skel,
        matchClose(fn.file.skel, hfParamsOpen) + 1,
      );
      if (hfOpen < 0)
        fail(`${literal.at}: cannot find the body of HandlerFunction`);
      handlerFunction = [hfOpen, matchClose(fn.file.skel, hfOpen)];

      const nonEmpty = new Set(
        Object.keys(f).filter(
          (k) =>
            isSet(f[k]) && /^utils\.UintToString\(/.test(fieldSource(fn, f[k])),
        ),
      );
      for (const d of checks)
        if (d.kind === 'derive' && d.requires.every((k) => isSet(f[k])))
          nonEmpty.add(d.field);
      const errorMessage = f.ErrorMessage
        ? resolveString(fn.file, f.ErrorMessage.span, fn)
        : '';
      for (const check of checks) {
        if (check.kind !== 'check') continue;
        if (!check.requires.every((k) => isSet(f[k]))) continue;
        // A check for an empty field cannot fire when the field is never "": set from utils.UintToString,
        // by the handler or by HandleRequest itself (e.g. GroupId from the receipt of ReceiptId).
        if (check.empty.some((k) => nonEmpty.has(k))) continue;
        if (
          check.hasRole &&
          ranks &&
          (ranks[userRole] ?? 0) <= Math.min(0, ...Object.values(ranks))
        )
          continue;
        addError(errors, {
          status: check.status,
          message: check.message,
          body: 'errorMsg',
          from: check.from,
          source: check.source,
        });
      }
      const returned = checks.find((c) => c.kind === 'returnedError');
      const scan = scanBody(fn, {
        pkg: handlerPkg,
        from: route.handler,
        depth: 0,
        handlerFunction,
      });
      for (const e of scan.events) {
        if (e.kind === 'write') addError(errors, e);
        else if (e.kind === 'success') successes.push(e.status);
        else if (e.kind === 'return') {
          addError(errors, {
            status: e.status,
            message: errorMessage,
            body: 'errorMsg',
            from: 'HandleRequest ErrorMessage',
            source: e.source,
          });
        }
      }
      notes.push(...scan.notes);
      if (
        returned &&
        scan.events.some((e) => e.kind === 'return') &&
        errorMessage === null
      ) {
        notes.push(`ErrorMessage ${f.ErrorMessage?.text} is not a literal`);
      }
    } else {
      const scan = scanBody(fn, {
        pkg: handlerPkg,
        from: route.handler,
        depth: 0,
        handlerFunction: null,
      });
      for (const e of scan.events) {
        if (e.kind === 'write') addError(errors, e);
        else if (e.kind === 'success') successes.push(e.status);
      }
      notes.push(...scan.notes);
      notes.push('handler does not use HandleRequest');
    }

    // Group-role checks made inside the handler body itself.
    const bodySkel = fn.file.skel.slice(fn.open, fn.close);
    for (const m of bodySkel.matchAll(/\bValidateGroupRole\s*\(/g)) {
      notes.push(
        `checks a group role inside the handler at ${where(fn.file, fn.open + m.index)}`,
      );
    }
    for (const m of fn.file.code
      .slice(fn.open, fn.close)
      .matchAll(/\bUserRole\s*[!=]=\s*("\w+"|models\.\w+)/g)) {
      notes.push(
        `compares the caller's user role with ${m[1]} at ${where(fn.file, fn.open + m.index)} (changes what the handler does, not who may call it)`,
      );
    }

    if (successes.length === 0) {
      successes.push(200);
      notes.push('writes no status on success: Go sends 200');
    }
    errors.sort((a, b) => a.status - b.status);
    const statuses = [
      ...new Set([...successes, ...errors.map((e) => e.status)]),
    ].sort((a, b) => a - b);
    const op = ops.get(`${route.method} ${normalise(routePath)}`);
    return {
      method: route.method,
      path: routePath,
      operationId: op?.operationId ?? null,
      handler: route.handler,
      source: `${fn.file.rel}:${fn.line}`,
      router: route.router,
      middleware: chain.map((mw) => mw.expr),
      auth,
      userRole,
      groupRole,
      orUserRole,
      groupScope,
      statuses,
      errors,
      notes: [...new Set(notes)],
    };
  }

  const seen = new Set();
  for (const row of rows) {
    const key = `${row.method} ${row.path}`;
    if (seen.has(key)) fail(`route ${key} registered twice`);
    seen.add(key);
  }
  const rowKeys = new Set(rows.map((r) => `${r.method} ${normalise(r.path)}`));
  const specOnly = [...ops.entries()]
    .filter(([key]) => !rowKeys.has(key))
    .map(([, op]) => op);
  return {
    routes: rows,
    serverOnly: rows.filter((r) => r.operationId === null && options.spec),
    specOnly,
    warnings,
    rootNotes,
  };
}

// ---------------------------------------------------------------------------------------------
// Output

/** Pretty JSON with short arrays and every error object on one line. */
export function formatTable(table) {
  const inline = (v) =>
    `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}: ${JSON.stringify(x)}`)
      .join(', ')}}`;
  const lines = [
    '{',
    `  "source": ${JSON.stringify(table.source, null, 2).replace(/\n/g, '\n  ')},`,
    '  "routes": [',
  ];
  table.routes.forEach((route, i) => {
    const fields = Object.entries(route).map(([key, value]) => {
      if (key === 'errors' || key === 'notes') {
        if (value.length === 0) return `      "${key}": []`;
        return `      "${key}": [\n${value.map((v) => `        ${typeof v === 'string' ? JSON.stringify(v) : inline(v)}`).join(',\n')}\n      ]`;
      }
      return `      "${key}": ${Array.isArray(value) ? `[${value.map((v) => JSON.stringify(v)).join(', ')}]` : JSON.stringify(value)}`;
    });
    lines.push(
      `    {\n${fields.join(',\n')}\n    }${i < table.routes.length - 1 ? ',' : ''}`,
    );
  });
  lines.push('  ]', '}');
  return `${lines.join('\n')}\n`;
}

export const METHOD_TEXT =
  'Regular expressions and bracket matching over the Go source with comments and string contents masked (no Go toolchain): ' +
  'routes from the chi Mount calls of BuildRootRouter in internal/routers/router.go and the Use/With/Get/Post/Put/Delete calls of each Build*Router; ' +
  'roles and group scope from the structs.Handler literal (a USER role is dropped from the 403s because models.HasRole(USER, any role) is always true); ' +
  'statuses from the checks of HandleRequest (generic_handler.go), WriteHeader and utils/structs Write*Response calls in middleware and handler bodies, ' +
  '`return code, err` in HandlerFunction (answered with ErrorMessage), one level into same-package helpers, and http.ServeFile. ' +
  "It does not see: chi's own 404/405 for unknown paths or methods; panics (there is no Recoverer, the connection is dropped); " +
  "services' internal errors beyond the status the handler maps them to; runtime conditions (dev-only CORS on the root router, feature flags); " +
  'chi also routes a mount path without its trailing slash (e.g. /api/user) to the "/" pattern.';

// ---------------------------------------------------------------------------------------------
// Command line

function readServerSources(dir) {
  const sources = {};
  for (const sub of [
    'internal/routers',
    'internal/handlers',
    'internal/middleware',
  ]) {
    const abs = path.join(dir, sub);
    if (!existsSync(abs))
      fail(`${abs} not found: is ${dir} a checkout of ${REPOSITORY}?`);
    for (const name of readdirSync(abs).sort()) {
      if (name.endsWith('.go') && !name.endsWith('_test.go'))
        sources[`${sub}/${name}`] = readFileSync(path.join(abs, name), 'utf8');
    }
  }
  const models = path.join(dir, 'internal/models/utils.go');
  if (existsSync(models))
    sources['internal/models/utils.go'] = readFileSync(models, 'utf8');
  return sources;
}

function gitBlobSha(content) {
  const bytes = Buffer.from(content, 'utf8');
  return createHash('sha1')
    .update(`blob ${bytes.length}\0`)
    .update(bytes)
    .digest('hex');
}

/** The commit the checkout is at; with a git dir, checks that every file read matches it. */
function resolveCommit(dir, args, sources) {
  const gitArgs = args.gitDir ? ['--git-dir', args.gitDir] : ['-C', dir];
  let commit = args.commit;
  if (!commit) {
    try {
      commit = execFileSync('git', [...gitArgs, 'rev-parse', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      fail(
        `cannot tell the commit of ${dir}: it is not a git work tree; pass --git-dir <repository git dir> or --commit <sha>`,
      );
    }
  }
  if (!/^[0-9a-f]{40}$/.test(commit))
    fail(`--commit must be a full 40-character sha, got ${commit}`);
  if (args.gitDir || !args.commit) {
    const listing = execFileSync(
      'git',
      [...gitArgs, 'ls-tree', '-r', commit, '--', 'internal'],
      {encoding: 'utf8'},
    );
    const blobs = new Map(
      listing
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.split('\t')[1], line.split(/\s+/)[2]]),
    );
    for (const [rel, content] of Object.entries(sources)) {
      if (blobs.get(rel) !== gitBlobSha(content))
        fail(`${path.join(dir, rel)} differs from ${rel} at commit ${commit}`);
    }
  }
  return commit;
}

function parseArgs(argv) {
  const args = {dir: null, gitDir: null, commit: null, spec: null, out: null};
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (
      a === '--git-dir' ||
      a === '--commit' ||
      a === '--spec' ||
      a === '--out'
    ) {
      if (!argv[i + 1]) fail(`${a} needs a value`);
      args[
        {
          '--git-dir': 'gitDir',
          '--commit': 'commit',
          '--spec': 'spec',
          '--out': 'out',
        }[a]
      ] = argv[(i += 1)];
    } else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else if (args.dir) fail(`unexpected argument ${a}`);
    else args.dir = a;
  }
  if (!args.dir)
    fail(
      'usage: node scripts/extract-server-routes.mjs <server-checkout> [--git-dir DIR | --commit SHA] [--spec FILE] [--out FILE]',
    );
  return args;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.dir);
  const sources = readServerSources(dir);
  const commit = resolveCommit(dir, args, sources);
  const specPath = path.resolve(root, args.spec ?? 'api-spec/openapi.yaml');
  const spec = parseYaml(readFileSync(specPath, 'utf8'));
  const result = extractRoutes(sources, {spec});
  const table = {
    source: {
      repository: REPOSITORY,
      commit,
      extractor: EXTRACTOR,
      method: METHOD_TEXT,
    },
    routes: result.routes,
  };
  const out = path.resolve(
    root,
    args.out ?? 'tests/fixtures/api/server-routes.json',
  );
  writeFileSync(out, formatTable(table));
  const routes = result.routes;
  console.log(
    `${path.relative(root, out)}: ${routes.length} routes from ${REPOSITORY}@${commit.slice(0, 7)}`,
  );
  console.log(
    `  admin-only (userRole ADMIN): ${routes.filter((r) => r.userRole === 'ADMIN').length}`,
  );
  console.log(`  group role: ${routes.filter((r) => r.groupRole).length}`);
  console.log(`  public: ${routes.filter((r) => r.auth === 'public').length}`);
  for (const r of result.serverOnly)
    console.log(
      `  in the server, not in ${path.relative(root, specPath)}: ${r.method} ${r.path} (${r.handler})`,
    );
  for (const op of result.specOnly)
    console.log(
      `  in ${path.relative(root, specPath)}, not in the server: ${op.method} ${op.path} (${op.operationId})`,
    );
  for (const note of result.rootNotes) console.log(`  note: ${note}`);
  for (const warning of result.warnings) console.warn(`  warning: ${warning}`);
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href
) {
  try {
    main();
  } catch (error) {
    if (error instanceof ExtractError) {
      console.error(`extract-server-routes: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
