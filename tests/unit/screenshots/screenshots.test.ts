/**
 * The pictures of the web app on the current docs' pages (`<Screenshot id=… />`, taken by
 * `npm run refresh:screenshots`) against their manifests (tests/fixtures/screenshots/<id>.json):
 * each picture is there, described and sized; the labels (bold) and icons (`UiIcon`) that the text
 * right above a picture quotes were on that screen, and the labels are in the picture itself (the
 * manifest keeps what tesseract read in it); the app is in the state its screen entry in
 * scripts/screenshots/screens.mjs asks for (tab, dialog, menu, sections, no stray overlay); every count
 * an alt text states ("eight receipts") is what the picture shows; and what the real web app sent
 * while it was taken still fits our API document, and the demo server still answers it as it did,
 * so a change to api-spec/openapi.yaml or to the demo that the 6.7 web app would trip over fails here
 * (run the refresh again after a spec change: its answers are checked the same way).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {createDemoApi, readDemoFixtures} from '../../support/demoApi';
import {CURRENT_DOCS_FOLDER, CURRENT_VERSION} from '../../support/docsVersions';
import {ROOT, markdownFiles} from '../../support/markdown';
import {SpecRequestValidator} from '../../support/specRequest';
import {
  countsInAlt,
  forMatching,
  ocrHolds,
  readScreenshotManifest,
  screenshotsOnPage,
  quotedLabels,
  textBeside,
  webpSize,
} from '../../support/screenshots';
import {SCREENS, WRITE_FLOWS} from '../../../scripts/screenshots/screens.mjs';
import {
  generatedValues,
  stableRequests,
} from '../../../scripts/screenshots/requestLog.mjs';
import type {ScreenshotManifest} from '../../support/screenshots';

const MANIFESTS = path.join(ROOT, 'tests/fixtures/screenshots');

/**
 * Labels the picture shows that tesseract 5.3 does not read (with --psm 11): white text on the app's
 * blue buttons. Each must be the text of a button the refresh found visible in the picture.
 */
const OCR_CANNOT_READ: Record<string, string[]> = {
  users: ['Create User'],
};

/** A write flow of scripts/screenshots/screens.mjs: the operations it must call. */
interface WriteFlow {
  id: string;
  writes: string[];
}

/** A screen of scripts/screenshots/screens.mjs, as far as these tests read it. */
interface ScreenEntry {
  id: string;
  shows?: {
    tab?: string;
    dialog?: string;
    menu?: boolean;
    popover?: boolean;
    expanded?: string[];
  };
  count?: Record<string, string>;
}
const IMAGES = path.join(ROOT, 'static/img/screenshots');
/** The size the refresh aims below; the before-stop hook flags 400 KB. */
const MAX_IMAGE_BYTES = 80 * 1024;

const pages = [CURRENT_DOCS_FOLDER, 'docs'].flatMap((dir) =>
  markdownFiles(path.join(ROOT, dir)).map((file) => {
    const source = readFileSync(file, 'utf8');
    return {file: path.relative(ROOT, file), source};
  }),
);
const shots = pages.flatMap((page) =>
  screenshotsOnPage(page.source).map((shot) => ({...page, ...shot})),
);
/** `<id> on <page>`, as the test names show it. */
const named = shots.map(
  (shot) =>
    [
      `${shot.id} on ${shot.file.replace('versioned_docs/version-', '')}`,
      shot,
    ] as const,
);
const manifests = readdirSync(MANIFESTS)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readScreenshotManifest(path.join(MANIFESTS, name)));
const manifestById = new Map(manifests.map((m) => [m.id, m]));
/** The calls of the write flows the refresh drove through the app (screens.mjs WRITE_FLOWS). */
const writeLog = JSON.parse(
  readFileSync(path.join(MANIFESTS, 'requests/write-flows.json'), 'utf8'),
) as {
  clock: string;
  flows: {id: string; requests: ScreenshotManifest['requests']}[];
};

describe(`pictures of the web app on the ${CURRENT_VERSION} pages`, () => {
  it('shows at least 20 screens of the app', () => {
    expect(new Set(shots.map((shot) => shot.id)).size).toBeGreaterThanOrEqual(
      20,
    );
  });

  it.each(named)(
    '%s: the image and its manifest exist, alt text says what it shows, the size is half its pixels',
    (_name, {id, alt, width, height}) => {
      const manifest = manifestById.get(id);
      expect(manifest, `tests/fixtures/screenshots/${id}.json`).toBeDefined();
      const file = path.join(IMAGES, `${id}.webp`);
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(
        manifest?.image.sha256,
      );
      expect(bytes.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
      const pixels = webpSize(bytes);
      expect(pixels).toEqual(manifest?.image.pixels);
      expect({width, height}).toEqual({
        width: pixels.width / 2,
        height: pixels.height / 2,
      });
      expect(alt.trim().split(/\s+/).length).toBeGreaterThanOrEqual(4);
      expect(alt).not.toMatch(/^(screenshot|image|picture)\b/i);
    },
  );

  it('imports the component on every page that shows a picture', () => {
    expect(
      pages
        .filter(({source}) => source.includes('<Screenshot'))
        .filter(
          ({source}) =>
            !source.includes(
              "import Screenshot from '@site/src/screenshots/Screenshot';",
            ),
        )
        .map(({file}) => file),
    ).toEqual([]);
  });

  it('keeps no image or manifest that no page shows', () => {
    const shown = new Set(shots.map((shot) => shot.id));
    const images = readdirSync(IMAGES).map((name) =>
      name.replace(/\.webp$/, ''),
    );
    expect(images.filter((id) => !shown.has(id))).toEqual([]);
    expect(manifests.map((m) => m.id).filter((id) => !shown.has(id))).toEqual(
      [],
    );
  });

  it.each(named)(
    '%s: the labels the text beside it quotes were on that screen',
    (_name, {id, source, offset}) => {
      const manifest = manifestById.get(id);
      if (!manifest) throw new Error(`no manifest for ${id}`);
      const {labels, icons} = quotedLabels(textBeside(source, offset));
      const seen = [
        ...manifest.screen.text,
        ...manifest.screen.fields,
        ...manifest.screen.controls.flatMap((control) => [
          control.name,
          control.tooltip ?? '',
        ]),
      ];
      expect(
        labels.filter((label) => !seen.some((text) => text.includes(label))),
      ).toEqual([]);
      expect(
        icons.filter((icon) => !manifest.screen.icons.includes(icon)),
      ).toEqual([]);
    },
  );
});

describe('the pictures are what their manifests and alt texts say', () => {
  const screenById = new Map(
    (SCREENS as ScreenEntry[]).map((screen) => [screen.id, screen]),
  );

  it.each(named)(
    '%s: every label the text beside it quotes is in the picture (OCR), or is the tooltip of a control in it',
    (_name, {id, source, offset}) => {
      const manifest = manifestById.get(id);
      if (!manifest) throw new Error(`no manifest for ${id}`);
      const read = forMatching(manifest.ocr.lines.join(' '));
      // A label the picture cannot show as text: the tooltip or accessible name of an icon button
      // that is in it (hit-tested by the refresh), such as Create User or Ctrl+I in Add item (Ctrl+I).
      const unwritten = manifest.screen.controls
        .filter((control) => control.icon || control.tooltip)
        .flatMap((control) => [control.tooltip ?? '', control.name])
        .map(forMatching)
        .filter(Boolean);
      const {labels} = quotedLabels(textBeside(source, offset));
      const unreadable = OCR_CANNOT_READ[id] ?? [];
      // Each exception still needed (tesseract still misses it) and a button's text in the picture.
      expect(
        unreadable.filter(
          (label) =>
            ocrHolds(read, forMatching(label)) ||
            !manifest.screen.controls.some((control) => control.name === label),
        ),
        `exceptions of OCR_CANNOT_READ for ${id} no longer needed, or no button's text`,
      ).toEqual([]);
      expect(
        labels.filter((label) => {
          const wanted = forMatching(label);
          return (
            !ocrHolds(read, wanted) &&
            !unwritten.some((name) => ` ${name} `.includes(` ${wanted} `)) &&
            !unreadable.includes(label)
          );
        }),
        `not read by ${manifest.ocr.engine} in ${id}.webp: ${manifest.ocr.lines.join(' | ')}`,
      ).toEqual([]);
    },
  );

  it.each(manifests.map((m) => [m.id, m] as const))(
    '%s: the app is in the state its screen entry asks for (active tab, dialog, menu, popover, expanded sections), with no other overlay',
    (id, manifest) => {
      const screen = screenById.get(id);
      if (!screen)
        throw new Error(`no screen ${id} in scripts/screenshots/screens.mjs`);
      const shows = screen.shows ?? {};
      expect(manifest.state.activeTabs, 'active tab').toEqual(
        shows.tab ? [shows.tab] : [],
      );
      expect(manifest.state.dialogs, 'dialog').toEqual(
        shows.dialog ? [shows.dialog] : [],
      );
      expect(manifest.state.menus.length, 'menus open').toBe(
        shows.menu ? 1 : 0,
      );
      expect(manifest.state.expanded, 'expanded sections').toEqual(
        shows.expanded ?? [],
      );
      expect(manifest.state.overlays, 'overlays').toEqual(
        [
          ...(shows.dialog ? ['dialog'] : []),
          ...(shows.menu ? ['menu'] : []),
          ...(shows.popover ? ['popover'] : []),
        ].sort(),
      );
      expect(Object.keys(manifest.counts).sort(), 'counted').toEqual(
        Object.keys(screen.count ?? {}).sort(),
      );
    },
  );

  it.each(named)(
    '%s: each count the alt text states is what the picture shows',
    (_name, {id, alt}) => {
      const manifest = manifestById.get(id);
      if (!manifest) throw new Error(`no manifest for ${id}`);
      const keys = Object.keys(manifest.counts).sort(
        (a, b) => b.length - a.length,
      );
      // Each count as the alt states it, against the picture's: "8 receipts" both ways, or the
      // picture's side says that screens.mjs counts nothing the alt's words name.
      const counts = countsInAlt(alt).map(({number, rest}) => {
        const key = keys.find(
          (name) => rest === name || rest.startsWith(`${name} `),
        );
        return {
          stated: `${number} ${key ?? rest}`,
          shown: key
            ? `${manifest.counts[key]} ${key}`
            : `nothing counted as "${rest}" (screens.mjs counts ${keys.join(', ') || 'nothing'} for ${id})`,
        };
      });
      const stated = counts.map((count) => count.stated);
      const shown = counts.map((count) => count.shown);
      expect(stated, `the counts of "${alt}"`).toEqual(shown);
    },
  );
});

describe('what the 6.7 web app sent while the pictures were taken', () => {
  const spec = parse(
    readFileSync(path.join(ROOT, 'api-spec/openapi.yaml'), 'utf8'),
  ) as Record<string, unknown>;
  const validator = new SpecRequestValidator(spec, '/api', {isBrowser: true});
  const fixtures = readDemoFixtures();
  /**
   * The stand-in as the refresh ran it: its clock is the browser's (the session's claims); one demo for
   * the pictures, a new one for each write flow (the refresh starts each with one: the demo keeps the
   * prompts a flow creates), its calls replayed in order.
   */
  const demos = new Map<string, ReturnType<typeof createDemoApi>>();
  const demoFor = (key: string, clock: string) => {
    if (!demos.has(key))
      demos.set(
        key,
        createDemoApi(fixtures, () => new Date(clock)),
      );
    return demos.get(key);
  };
  const requests = [
    ...manifests.flatMap((manifest: ScreenshotManifest) =>
      manifest.requests.map(
        (request, index) =>
          [
            `${manifest.id} #${index + 1}: ${request.method} ${request.path}`,
            request,
            manifest.clock,
            `pictures at ${manifest.clock}`,
          ] as const,
      ),
    ),
    ...writeLog.flows.flatMap((flow) =>
      flow.requests.map(
        (request, index) =>
          [
            `write flow ${flow.id} #${index + 1}: ${request.method} ${request.path}`,
            request,
            writeLog.clock,
            `write flow ${flow.id}`,
          ] as const,
      ),
    ),
  ];

  it('recorded every write flow of screens.mjs, each with the writes it must make', () => {
    expect(
      writeLog.flows.map((flow) => ({
        id: flow.id,
        writes: [
          ...new Set(
            flow.requests
              .map((request) => request.operationId)
              .filter((operationId) =>
                (WRITE_FLOWS as WriteFlow[])
                  .find((entry) => entry.id === flow.id)
                  ?.writes.includes(operationId),
              ),
          ),
        ],
      })),
    ).toEqual(
      (WRITE_FLOWS as WriteFlow[]).map(({id, writes}) => ({id, writes})),
    );
    expect(
      writeLog.flows
        .flatMap((flow) => flow.requests)
        .filter((request) => request.method !== 'GET').length,
    ).toBeGreaterThanOrEqual(160);
  });

  it('logged each value the app makes up anew as its fixed stand-in, of the shape the app makes', () => {
    const logged = writeLog.flows.flatMap((flow) => flow.requests);
    for (const {rule, values} of generatedValues(logged)) {
      const where = `${rule.name} (${rule.source})`;
      expect(values.length, `${where}: in no logged request`).toBeGreaterThan(
        0,
      );
      expect(
        values.filter((value: unknown) => !rule.shape(value)),
        `${where}: not of the shape the app makes`,
      ).toEqual([]);
    }
    // Stand-ins, not the values of one run: the log is what the refresh makes of it.
    expect(logged).toEqual(stableRequests(logged));
  });

  it('recorded the calls of every screen that loads data', () => {
    expect(requests.length).toBeGreaterThan(50);
  });

  it('recorded the demo answer to every call', () => {
    expect(
      requests
        .filter(([, request]) => request.answer === undefined)
        .map(([name]) => name),
    ).toEqual([]);
  });

  it.each(requests)(
    '%s fits the API document, and the demo answers it as it did then',
    async (_name, request, clock, demo) => {
      const answer = demoFor(demo, clock);
      if (!answer) throw new Error(`no stand-in for ${demo}`);
      const query = new URLSearchParams();
      for (const [key, values] of Object.entries(request.query))
        for (const value of values) query.append(key, value);
      const url = `${request.path}${query.size ? `?${query.toString()}` : ''}`;
      const route = validator.route(request.method, url);
      expect(
        route,
        `no operation takes ${request.method} ${url}`,
      ).toBeDefined();
      if (!route) return;
      // A multipart body is sent again from its recorded parts; a file's bytes are stand-ins of its
      // size (the document describes files as binary, whatever they hold).
      let multipart: {body: Buffer; type: string} | undefined;
      if (request.parts) {
        const form = new FormData();
        for (const part of request.parts)
          if (part.file === undefined) form.append(part.name, part.value ?? '');
          else
            form.append(
              part.name,
              new Blob([new Uint8Array(part.bytes ?? 0)], {type: part.type}),
              part.file,
            );
        const sent = new Response(form);
        multipart = {
          body: Buffer.from(await sent.arrayBuffer()),
          type: sent.headers.get('content-type') ?? '',
        };
      }
      const body =
        request.body === undefined ? '' : JSON.stringify(request.body);
      const problems = await validator.validate(
        {
          method: request.method,
          url,
          headers: {
            ...(multipart
              ? {'content-type': multipart.type}
              : request.contentType
                ? {'content-type': request.contentType}
                : {}),
            ...(request.cookies.length
              ? {
                  cookie: request.cookies
                    .map((name) => `${name}=recorded`)
                    .join('; '),
                }
              : {}),
          },
          body: multipart?.body ?? Buffer.from(body),
        },
        route.template,
        route.method,
      );
      expect(problems).toEqual([]);
      const reply = answer({
        operationId: route.operationId,
        pathParameters: route.pathParameters,
        query,
        body: request.body,
        cookies: request.cookies,
      });
      expect(reply.status).toBe(request.status);
      // The same answer as when the picture was taken: a route or path parameter the demo no longer
      // reads as the document names it (an empty list, another row) fails here, not in the refresh.
      const text =
        reply.body === undefined ? undefined : JSON.stringify(reply.body);
      expect(
        text === undefined
          ? null
          : {
              bytes: Buffer.byteLength(text),
              sha256: createHash('sha256').update(text).digest('hex'),
            },
        `the demo's answer to ${route.operationId} changed since the refresh (run it again after changing tests/fixtures/demo-api/ or the demo)`,
      ).toEqual(request.answer);
      expect(
        validator.responseProblems(route.template, route.method, {
          status: reply.status,
          contentType: reply.contentType ?? 'application/json',
          body:
            reply.body === undefined ? undefined : JSON.stringify(reply.body),
        }),
      ).toEqual([]);
    },
  );
});
