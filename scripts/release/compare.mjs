/**
 * The comparison of two reads of the product's source: the checked-in fixtures (the release the
 * docs describe) and the same readers' output at another tag. Pure functions over plain objects:
 * no file, no git, so the tests can feed them small snippets.
 *
 * What is never drift: where a fact was read (file and line: `source`, `router`, `sources`, …, and
 * `file.go:12` inside a text), which tag and commit, and the spec's operationId joined at refresh.
 */

/** Keys whose values say where a fact was read, or what the fixture was joined with: never compared. */
export const IGNORED_KEYS = new Set([
  'source',
  'router',
  'sources',
  'defaultSource',
  'selectSource',
  'mimeTypesSource',
  'symbolSource',
  'operationId',
]);

/** A file:line (or file:line-line) inside a text, reduced to the file. */
const LOCATION = /(\.(?:go|ts|html|py|mjs|yml|yaml)|Dockerfile):\d+(?:-\d+)?/g;

/** A value as compared: strings without line numbers, objects without the ignored keys. */
export function comparable(value) {
  if (typeof value === 'string') return value.replace(LOCATION, '$1');
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !IGNORED_KEYS.has(key))
        .map(([key, item]) => [key, comparable(item)]),
    );
  return value;
}

const same = (a, b) =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/**
 * What identifies an element of a list across the two reads, so that a list is compared element by
 * element (a variable by its name, a check by its field and message, an error by its status and
 * message). `undefined` when the elements have no such key: the list is then compared as a set of
 * values.
 */
export function identity(item) {
  if (!item || typeof item !== 'object' || Array.isArray(item))
    return undefined;
  if (typeof item.method === 'string' && typeof item.path === 'string')
    return `${item.method} ${item.path}`;
  if (typeof item.status === 'number')
    return [item.status, item.message ?? '', item.from ?? '', item.kind ?? '']
      .filter((part) => part !== '')
      .join(' ');
  if (typeof item.field === 'string' && typeof item.message === 'string')
    return `${item.field}: ${item.message}`;
  if (typeof item.control === 'string') return item.control;
  if (typeof item.json === 'string') return item.json;
  if (typeof item.value === 'string' && typeof item.name === 'string')
    return item.value;
  if (typeof item.name === 'string') return item.name;
  if (typeof item.call === 'string') return item.call;
  if (typeof item.handler === 'string') return item.handler;
  if (typeof item.function === 'string') return item.function;
  if (typeof item.kind === 'string' && 'detail' in item)
    return `${item.kind} ${item.detail}`;
  return undefined;
}

/** The elements of a list by identity; a repeated identity gets `#2`, `#3`. */
function byIdentity(list) {
  const seen = new Map();
  const out = new Map();
  for (const item of list) {
    const id = identity(item);
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    out.set(count > 1 ? `${id} #${count}` : id, item);
  }
  return out;
}

/**
 * Every difference between two values, as `{path, change, before, after}`: `path` lists the object
 * keys and list identities down to the difference, `change` is `added`, `removed`, `changed` or
 * `reordered`. `before` is the fixture's value, `after` the tag's.
 */
export function diffValues(before, after, path = []) {
  if (same(before, after)) return [];
  if (before === undefined) return [{path, change: 'added', after}];
  if (after === undefined) return [{path, change: 'removed', before}];
  if (Array.isArray(before) && Array.isArray(after)) {
    const keyed = [...before, ...after].every(
      (item) => identity(item) !== undefined,
    );
    if (keyed) {
      const a = byIdentity(before);
      const b = byIdentity(after);
      const out = [];
      for (const [id, item] of a)
        out.push(...diffValues(item, b.get(id), [...path, id]));
      for (const [id, item] of b)
        if (!a.has(id))
          out.push({path: [...path, id], change: 'added', after: item});
      const order = (map, other) =>
        [...map.keys()].filter((id) => other.has(id));
      if (!out.length && order(a, b).join('\n') !== order(b, a).join('\n'))
        out.push({path, change: 'reordered', before, after});
      return out;
    }
    const key = (item) => JSON.stringify(comparable(item));
    const a = before.map(key);
    const b = after.map(key);
    const out = [
      ...before
        .filter((_, i) => !b.includes(a[i]))
        .map((item) => ({path, change: 'removed', before: item})),
      ...after
        .filter((_, i) => !a.includes(b[i]))
        .map((item) => ({path, change: 'added', after: item})),
    ];
    if (!out.length) out.push({path, change: 'reordered', before, after});
    return out;
  }
  if (
    before &&
    after &&
    typeof before === 'object' &&
    typeof after === 'object' &&
    !Array.isArray(before) &&
    !Array.isArray(after)
  ) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((key) => !IGNORED_KEYS.has(key))
      .flatMap((key) => diffValues(before[key], after[key], [...path, key]));
  }
  return [{path, change: 'changed', before, after}];
}

/** The fixture's parts, in the order the report lists them, each with what names one of its facts. */
export const FACT_PARTS = [
  {part: 'environmentVariables', what: 'environment variable'},
  {part: 'image', what: "image's ENV"},
  {part: 'queues', what: 'queue'},
  {part: 'aiTypes', what: 'AI type'},
  {part: 'systemSettings', what: 'system settings'},
  {part: 'commands', what: 'command'},
  {part: 'prompts', what: 'prompt'},
  {part: 'email', what: 'email'},
  {part: 'currency', what: 'currency'},
];

/**
 * The server facts (tests/fixtures/server/<major>.x.json) of the fixture and of the tag, as facts
 * that changed: one entry per variable, queue, AI type, field, command, … with its differences.
 * `subject` is what the fact is about (a variable's name, a queue's name, a label), `change` is
 * `added`, `removed` (the fact is new at the tag, or gone) or `changed`.
 */
export function compareFacts(before, after) {
  const facts = [];
  for (const {part, what} of FACT_PARTS) {
    const diffs = diffValues(before?.[part], after?.[part], []);
    const groups = new Map();
    for (const diff of diffs) {
      const subject = subjectOf(part, diff.path);
      const key = subject.path.join('\u0000');
      if (!groups.has(key)) groups.set(key, {subject, diffs: []});
      groups
        .get(key)
        .diffs.push({...diff, path: diff.path.slice(subject.path.length)});
    }
    for (const {subject, diffs: list} of groups.values()) {
      const whole =
        list.length === 1 && list[0].path.length === 0 ? list[0] : null;
      facts.push({
        part,
        what,
        subject: subject.label,
        subjectPath: subject.path,
        change:
          whole && whole.change !== 'reordered' ? whole.change : 'changed',
        diffs: list,
        needles: needlesOf(part, subject, list),
      });
    }
  }
  return facts;
}

/** How deep a difference's path names one fact of a part (a variable, a form field, a check). */
function subjectOf(part, path) {
  const depth =
    {
      environmentVariables: 1,
      image: 1,
      queues: path[0] === 'names' ? 2 : 1,
      aiTypes:
        path[0] === 'form'
          ? path[2] === 'fields'
            ? 4
            : 2
          : path[0] === 'server'
            ? 3
            : 1,
      systemSettings: 2,
      commands: 3,
      prompts: path[0] === 'variables' ? 2 : 1,
      email: path[0] === 'attachmentSteps' ? 2 : 1,
      currency: 1,
    }[part] ?? 1;
  const subjectPath = path.slice(0, Math.min(depth, path.length));
  return {path: subjectPath, label: subjectPath.join(' › ') || part};
}

/**
 * What a page would say of a fact: its name (a variable, a queue, a label, a message), and the
 * values that changed when they are words a page can quote. The page index searches for these.
 */
function needlesOf(part, subject, diffs) {
  const names = subject.path.filter(
    (step) =>
      ![
        'names',
        'form',
        'fields',
        'server',
        'checks',
        'formLabels',
        'variables',
        'attachmentSteps',
        'enum',
        'modelFields',
      ].includes(step),
  );
  const values = diffs.flatMap((diff) =>
    [diff.before, diff.after].flatMap((value) => {
      if (typeof value === 'string') return [value];
      if (value && typeof value === 'object' && !Array.isArray(value))
        return ['label', 'message', 'name'].flatMap((key) =>
          typeof value[key] === 'string' ? [value[key]] : [],
        );
      return [];
    }),
  );
  return [...new Set([...names, ...values])]
    .map((needle) =>
      needle.replace(/^(\S+): (.+)$/, (all, field, message) =>
        part === 'commands' || part === 'systemSettings' || part === 'aiTypes'
          ? message
          : all,
      ),
    )
    .filter(
      (needle) =>
        needle.length >= 3 && needle.length <= 200 && !/^#\d+$/.test(needle),
    );
}

/** The route table and schemas of one read joined per route: `METHOD path` → {route, schema}. */
function operationsOf(routes, schemas) {
  const schemaRows = new Map(
    (schemas?.operations ?? []).map((row) => [
      `${row.method} ${row.path}`,
      row,
    ]),
  );
  return new Map(
    (routes?.routes ?? []).map((route) => {
      const key = `${route.method} ${route.path}`;
      return [key, {route, schema: schemaRows.get(key)}];
    }),
  );
}

const normalisePath = (p) =>
  p.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1');

/** Which aspect of an operation a field of the route table or the schemas belongs to. */
const ASPECTS = [
  ['route', (o) => ({path: o.route.path, handler: o.route.handler})],
  [
    'access',
    (o) => ({
      auth: o.route.auth,
      middleware: o.route.middleware,
      userRole: o.route.userRole,
      groupRole: o.route.groupRole,
      orUserRole: o.route.orUserRole,
      groupScope: o.route.groupScope,
    }),
  ],
  ['parameters', (o) => ({query: o.route.query, queryTypes: o.schema?.query})],
  ['request body', (o) => ({body: o.route.body, schema: o.schema?.request})],
  [
    'responses',
    (o) => ({
      statuses: o.route.statuses,
      success: o.route.success,
      errors: o.route.errors,
      schemas: o.schema?.responses,
    }),
  ],
  ['notes', (o) => ({notes: o.route.notes, schemaNotes: o.schema?.notes})],
];

/**
 * The operations of the fixture and of the tag (server-routes.json with server-schemas.json), as
 * operations that were added, removed or changed, each change filed under route, access,
 * parameters, request body, responses or notes. A route whose path differs only in a parameter's
 * name (or a trailing slash) is the same operation with a changed route.
 */
export function compareOperations(before, after) {
  const a = operationsOf(before.routes, before.schemas);
  const b = operationsOf(after.routes, after.schemas);
  const byShape = (map) =>
    new Map(
      [...map].map(([key, op]) => [
        `${op.route.method} ${normalisePath(op.route.path)}`,
        key,
      ]),
    );
  const bShapes = byShape(b);
  const aShapes = byShape(a);
  const out = [];
  const matched = new Set();
  for (const [key, op] of a) {
    const otherKey = b.has(key)
      ? key
      : bShapes.get(`${op.route.method} ${normalisePath(op.route.path)}`);
    const other = otherKey ? b.get(otherKey) : undefined;
    const name = op.route.operationId ?? null;
    if (!other) {
      out.push({
        operation: key,
        operationId: name,
        change: 'removed',
        aspects: [],
      });
      continue;
    }
    matched.add(otherKey);
    const aspects = ASPECTS.flatMap(([aspect, pick]) => {
      const diffs = diffValues(pick(op), pick(other));
      return diffs.length ? [{aspect, diffs}] : [];
    });
    if (aspects.length)
      out.push({operation: key, operationId: name, change: 'changed', aspects});
  }
  for (const [key, op] of b)
    if (
      !matched.has(key) &&
      !aShapes.has(`${op.route.method} ${normalisePath(op.route.path)}`)
    )
      out.push({
        operation: key,
        operationId: op.route.operationId ?? null,
        change: 'added',
        aspects: [
          {
            aspect: 'access',
            diffs: [
              {
                path: [],
                change: 'added',
                after: {
                  auth: op.route.auth,
                  userRole: op.route.userRole,
                  groupRole: op.route.groupRole,
                },
              },
            ],
          },
        ],
      });
  return out;
}

/**
 * The JSON shapes (server-schemas.json `types`) that changed, each with the operations whose
 * request or response reaches it (through fields, list items and map values).
 */
export function compareTypes(before, after) {
  const a = before?.types ?? {};
  const b = after?.types ?? {};
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const users = usersOfTypes({...a, ...b}, [
    ...(before?.operations ?? []),
    ...(after?.operations ?? []),
  ]);
  return names.flatMap((name) => {
    const diffs = diffValues(a[name], b[name], []);
    if (!diffs.length) return [];
    const whole =
      diffs.length === 1 && diffs[0].path.length === 0
        ? diffs[0].change
        : 'changed';
    return [
      {
        type: name,
        change: whole,
        diffs,
        operations: [...(users.get(name) ?? [])].sort(),
      },
    ];
  });
}

function refsOf(value, into = new Set()) {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, into));
  else if (value && typeof value === 'object') {
    if (typeof value.ref === 'string') into.add(value.ref);
    Object.values(value).forEach((item) => refsOf(item, into));
  }
  return into;
}

function usersOfTypes(types, operations) {
  const users = new Map();
  for (const op of operations) {
    const name = `${op.method} ${op.path}`;
    const queue = [...refsOf([op.request, op.responses])];
    if (typeof op.request === 'string') queue.push(op.request);
    const seen = new Set();
    while (queue.length) {
      const type = queue.pop();
      if (seen.has(type)) continue;
      seen.add(type);
      if (!users.has(type)) users.set(type, new Set());
      users.get(type).add(name);
      queue.push(...refsOf(types[type]?.fields ?? []));
    }
  }
  return users;
}

/** Whitespace as one space, the text trimmed: how labels are matched. */
export const squash = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * The labels of each picture that the web app at the tag no longer has where it had them.
 *
 * `catalogueBefore` and `catalogueAfter` map a label (a template's text or attribute value, a string
 * literal of the app's code) to the files that hold it, read from the app at the manifests' commit
 * and at the tag (labels.mjs). A text the manifest recorded on screen is a label when the app's
 * source at the manifest's commit holds it as such; dates, names and amounts of the demo data are
 * not. It is `gone` when no file of the app at the tag holds it, `moved` when files that held it no
 * longer do but others still have it (a tab's label that another screen also uses).
 */
export function comparePictures(manifests, catalogueBefore, catalogueAfter) {
  const pictures = [];
  for (const manifest of manifests) {
    const texts = [
      ...(manifest.screen?.text ?? []),
      ...(manifest.screen?.fields ?? []),
      ...(manifest.screen?.controls ?? []).flatMap((control) => [
        control.name ?? '',
        control.tooltip ?? '',
      ]),
    ].map(squash);
    const labels = [];
    for (const text of new Set(texts)) {
      const files = catalogueBefore.get(text);
      if (!text || !files) continue;
      const still = catalogueAfter.get(text) ?? [];
      const lost = files.filter((file) => !still.includes(file));
      if (!lost.length) continue;
      labels.push({
        label: text,
        change: still.length ? 'moved' : 'gone',
        files: lost,
        stillIn: still,
      });
    }
    if (labels.length) pictures.push({id: manifest.id, labels});
  }
  return pictures;
}
