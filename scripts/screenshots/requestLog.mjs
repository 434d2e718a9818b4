/**
 * Values made up anew each time the web app sends a request. In the write flows' request log
 * (tests/fixtures/screenshots/requests/write-flows.json) each is replaced by a fixed stand-in of the
 * same kind, so that the log changes only when what the app sends does. The stand-in keeps the
 * value's shape: the replay in tests/unit/screenshots/ validates the logged body against the API
 * document as the stand-in API validated the real one, and the refresh stops when a live value is
 * not of the shape its rule expects (the app has changed what it makes).
 *
 * `applies` picks the requests a rule looks at; `path` leads from the recorded request to the value
 * (`*`: every element of an array); `shape` says what the live value is; `standIn(n)` is the value
 * logged for the n-th match in a request.
 */
export const GENERATED_VALUES = [
  {
    name: "a custom field's option ids",
    applies: (request) => request.operationId === 'createCustomField',
    path: ['body', 'options', '*', 'id'],
    // Each option the form builds gets `id: Math.random()`; the server's option command has no id
    // (api/internal/commands/upsert_custom_field_option_command.go:3-6@v6.7.0).
    source:
      'desktop/src/custom-fields/custom-field-form/custom-field-form.component.ts:107@v6.7.0',
    shape: (value) => typeof value === 'number' && value >= 0 && value < 1,
    standIn: (n) => (n + 1) / 10,
  },
  {
    name: 'the boundary of a multipart body',
    applies: (request) => /^multipart\//.test(request.contentType ?? ''),
    path: ['contentType'],
    // The replay sends a multipart body again from its recorded parts, under a boundary of its own.
    source: "Chromium's FormData encoding, a new boundary for every body",
    shape: (value) =>
      /^multipart\/form-data; boundary=----WebKitFormBoundary[0-9A-Za-z]{16}$/.test(
        value,
      ),
    standIn: () =>
      'multipart/form-data; boundary=----WebKitFormBoundary0000000000000000',
  },
];

/** Every place a rule's path reaches in `value`: [parent, key] pairs. */
function places(value, path) {
  const [step, ...rest] = path;
  const keys =
    step === '*'
      ? Array.isArray(value)
        ? [...value.keys()]
        : []
      : value && typeof value === 'object' && step in value
        ? [step]
        : [];
  return keys.flatMap((key) =>
    rest.length === 0 ? [[value, key]] : places(value[key], rest),
  );
}

/**
 * The recorded requests with each generated value replaced by its stand-in. Throws on a value that
 * does not have its rule's shape.
 */
export function stableRequests(requests) {
  return requests.map((request) => {
    const rules = GENERATED_VALUES.filter((rule) => rule.applies(request));
    if (rules.length === 0) return request;
    const copy = structuredClone(request);
    for (const rule of rules)
      places(copy, rule.path).forEach(([parent, key], n) => {
        if (!rule.shape(parent[key]))
          throw new Error(
            `${request.operationId}, ${rule.name}: ${JSON.stringify(parent[key])} is not what ${rule.source} makes`,
          );
        parent[key] = rule.standIn(n);
      });
    return copy;
  });
}

/** The write flows as the log keeps them: {id, actions, requests}, their requests made stable. */
export const stableFlows = (flows) =>
  flows.map((flow) => ({...flow, requests: stableRequests(flow.requests)}));

/** The values each rule reaches in a request log: what the unit tests check the log by. */
export function generatedValues(requests) {
  return GENERATED_VALUES.map((rule) => ({
    rule,
    values: requests
      .filter((request) => rule.applies(request))
      .flatMap((request) =>
        places(request, rule.path).map(([parent, key]) => parent[key]),
      ),
  }));
}
