/**
 * The spec's examples as values a real client of the v6.7.0 server could work with: the system
 * settings (two different currency separators, settings the web app's form accepts), the rows of
 * the processing-settings list (the fields the web app's table reads), the name counts (a free
 * name), the example image (bytes that decode as a whole image of the declared type) and the
 * example tokens (signed the way the server signs, not expired).
 */
import {inflateSync, crc32} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {exampleValue} from '../../../src/api-reference/build/codeSamples/exampleValue';
import {
  asArray,
  asNode,
  isNode,
  resolveRef,
} from '../../../src/api-reference/build/specNodes.mjs';
import type {Node} from '../../../src/api-reference/build/specNodes.mjs';
import {readApiSpec} from '../../support/apiSpec';

const spec = readApiSpec() as Node;
const schemas = asNode(asNode(spec.components).schemas);

function operation(operationId: string): Node {
  for (const item of Object.values(asNode(spec.paths)))
    for (const candidate of Object.values(asNode(item)))
      if (asNode(candidate).operationId === operationId)
        return asNode(candidate);
  throw new Error(`no operation ${operationId}`);
}

/** What a reader sees for a media type: its example, else the value its schema builds. */
function mediaExample(media: unknown): unknown {
  const node = asNode(media);
  return 'example' in node ? node.example : exampleValue(spec, node.schema);
}
const responseExample = (id: string, status: string, type: string): unknown =>
  mediaExample(
    asNode(asNode(asNode(operation(id).responses)[status]).content)[type],
  );
const requestExample = (id: string): unknown =>
  mediaExample(
    asNode(asNode(operation(id).requestBody).content)['application/json'],
  );
/** The example a schema shows for each property (whether or not the schema requires it). */
function propertyExamples(name: string): Node {
  const properties = (schema: Node): Node => ({
    ...Object.assign(
      {},
      ...asArray(schema.allOf).map((part) =>
        properties(resolveRef(spec, part)),
      ),
    ),
    ...asNode(schema.properties),
  });
  return Object.fromEntries(
    Object.entries(properties(resolveRef(spec, schemas[name]))).map(
      ([key, property]) => [key, exampleValue(spec, property)],
    ),
  );
}

/** Every `example` (and each of `examples`) in the spec, with the node that holds it. */
function allExamples(): {where: string; value: unknown; holder: Node}[] {
  const found: {where: string; value: unknown; holder: Node}[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, `${where}/${index}`));
      return;
    }
    if (!isNode(node)) return;
    if ('example' in node)
      found.push({
        where: `${where}/example`,
        value: node.example,
        holder: node,
      });
    for (const [index, value] of asArray(node.examples).entries())
      found.push({where: `${where}/examples/${index}`, value, holder: node});
    for (const [key, child] of Object.entries(node))
      if (key !== 'example' && key !== 'examples')
        walk(child, `${where}/${key}`);
  };
  walk(spec, '#');
  return found;
}

/** Every string inside a value (an example may be an object holding strings). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isNode(value)) return Object.values(value).flatMap(strings);
  return [];
}

// ------------------------------------------------------------------ system settings

interface Settings {
  currencyThousandthsSeparator?: unknown;
  currencyDecimalSeparator?: unknown;
  currencySymbolPosition?: unknown;
  emailPollingInterval?: unknown;
  taskConcurrency?: unknown;
  taskQueueConfigurations?: {name?: unknown; priority?: unknown}[];
}

/** The settings a reader sees: the GET and PUT answers, the PUT body, the schemas themselves. */
const settingsExamples: [string, Settings][] = [
  [
    'getSystemSettings 200',
    responseExample('getSystemSettings', '200', 'application/json') as Settings,
  ],
  [
    'updateSystemSettings 200',
    responseExample(
      'updateSystemSettings',
      '200',
      'application/json',
    ) as Settings,
  ],
  [
    'updateSystemSettings body',
    requestExample('updateSystemSettings') as Settings,
  ],
];
const separatorExamples: [string, Settings][] = [
  ...settingsExamples,
  ['SystemSettings', propertyExamples('SystemSettings') as Settings],
  [
    'UpsertSystemSettingsCommand',
    propertyExamples('UpsertSystemSettingsCommand') as Settings,
  ],
  ['AppData', propertyExamples('AppData') as Settings],
];
const queueNames = asArray(resolveRef(spec, schemas.QueueName).enum).map(
  String,
);

describe('the system settings examples', () => {
  it.each(separatorExamples)(
    '%s: the thousands and the decimal separator differ',
    (_name, settings) => {
      const separators = asArray(
        resolveRef(spec, schemas.CurrencySeparator).enum,
      );
      expect(separators).toContain(settings.currencyThousandthsSeparator);
      expect(separators).toContain(settings.currencyDecimalSeparator);
      expect(settings.currencyThousandthsSeparator).not.toBe(
        settings.currencyDecimalSeparator,
      );
    },
  );

  // desktop/src/system-settings/system-settings-form/system-settings-form.component.ts:129-143@v6.7.0
  // (required, min 0) and the server's own check, one entry per queue
  // (api/internal/commands/upsert_system_settings_command.go:44-98@v6.7.0).
  it.each(settingsExamples)(
    '%s: passes the web app form and the server validation',
    (_name, settings) => {
      for (const field of [
        'emailPollingInterval',
        'taskConcurrency',
      ] as const) {
        expect(Number.isInteger(settings[field]), field).toBe(true);
        expect(settings[field] as number, field).toBeGreaterThanOrEqual(0);
      }
      for (const field of [
        'currencyThousandthsSeparator',
        'currencyDecimalSeparator',
        'currencySymbolPosition',
      ] as const)
        expect(String(settings[field] ?? ''), field).not.toBe('');
      const queues = settings.taskQueueConfigurations ?? [];
      expect(queueNames).toHaveLength(5);
      expect(queues.map((queue) => String(queue.name)).sort()).toEqual(
        [...queueNames].sort(),
      );
      for (const queue of queues)
        expect(Number.isInteger(queue.priority), String(queue.name)).toBe(true);
    },
  );
});

// ------------------------------------------------------ processing settings list

describe('the processing settings list example', () => {
  // What the table's cells and row actions read: id (links, edit, check, delete), name,
  // description, prompt.name, aiType, ocrEngine, createdAt, updatedAt
  // (desktop/src/receipt-processing-settings/receipt-processing-settings-table/receipt-processing-settings-table.component.html@v6.7.0).
  const page = asNode(
    responseExample('getPagedProcessingSettings', '200', 'application/json'),
  );
  const rows = asArray(page.data).map(asNode);

  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(page.totalCount).toBeGreaterThanOrEqual(rows.length);
  });

  it.each(rows.map((row, index) => [index, row] as const))(
    'row %i carries every field the web app table reads',
    (_index, row) => {
      expect(typeof row.id).toBe('number');
      expect(typeof row.name).toBe('string');
      for (const field of [
        'description',
        'aiType',
        'ocrEngine',
        'createdAt',
        'updatedAt',
      ])
        expect(row, field).toHaveProperty(field);
      expect(isNode(row.prompt)).toBe(true);
      expect(typeof asNode(row.prompt).name).toBe('string');
      expect(asNode(row.prompt).id).toBe(row.promptId);
    },
  );
});

// ------------------------------------------------------------------ name counts

describe('the name count examples', () => {
  // The create dialogs refuse a name whose count is above 0: the example asks about a free name.
  it.each(['getCategoryCountByName', 'getTagCountByName', 'getUsernameCount'])(
    '%s answers 0',
    (id) => {
      expect(responseExample(id, '200', 'text/plain')).toBe(0);
    },
  );
});

// ------------------------------------------------------------------ the image

/** Problems of a JPEG file: markers walked from SOI to EOI, with a frame and a scan. */
function jpegProblems(bytes: Buffer): string[] {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8)
    return ['no SOI marker'];
  let offset = 2;
  let frame = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return [`no marker at byte ${offset}`];
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length)
      return [`segment ${marker.toString(16)} runs past the end`];
    if (marker >= 0xc0 && marker <= 0xc3) {
      frame =
        bytes.readUInt16BE(offset + 5) > 0 &&
        bytes.readUInt16BE(offset + 7) > 0;
    }
    if (marker === 0xda) {
      if (!frame) return ['a scan before any frame with a size'];
      const end = bytes.length;
      if (end - (offset + 2 + length) < 3) return ['no entropy-coded data'];
      return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9
        ? []
        : ['no EOI marker at the end'];
    }
    offset += 2 + length;
  }
  return ['no scan (SOS)'];
}

/** Problems of a PNG file: signature, each chunk's CRC, IHDR first, IDAT that inflates, IEND last. */
function pngProblems(bytes: Buffer): string[] {
  const signature = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
  ]);
  if (!bytes.subarray(0, 8).equals(signature)) return ['no PNG signature'];
  const types: string[] = [];
  const data: Buffer[] = [];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (offset + 12 + length > bytes.length)
      return [`chunk ${type} runs past the end`];
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc)
      return [`chunk ${type} has a wrong CRC`];
    if (type === 'IDAT')
      data.push(bytes.subarray(offset + 8, offset + 8 + length));
    types.push(type);
    offset += 12 + length;
  }
  if (types[0] !== 'IHDR') return ['IHDR is not the first chunk'];
  if (types.at(-1) !== 'IEND' || offset !== bytes.length)
    return ['no IEND at the end'];
  try {
    inflateSync(Buffer.concat(data));
  } catch {
    return ['the IDAT data does not inflate'];
  }
  return [];
}

const IMAGE_TYPES: Record<string, (bytes: Buffer) => string[]> = {
  'image/jpeg': jpegProblems,
  'image/png': pngProblems,
};

/** The example images: data URIs, and base64 strings of a schema with `contentEncoding: base64`. */
const images = allExamples().flatMap(({where, value, holder}) =>
  strings(value).flatMap((text) => {
    const uri = /^data:([\w/+.-]+);base64,(.*)$/.exec(text);
    if (uri) return [{where, type: uri[1] ?? '', base64: uri[2] ?? ''}];
    if (holder.contentEncoding === 'base64') {
      // A file's bytes: its type is whatever the bytes say.
      const bytes = Buffer.from(text, 'base64');
      const type = bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
      return [{where, type, base64: text}];
    }
    return [];
  }),
);

describe('the example image', () => {
  it('is shown in the encoded image, the file view and the raw bytes', () => {
    expect(images.length).toBeGreaterThanOrEqual(3);
  });

  it.each(images.map((image) => [image.where, image] as const))(
    '%s decodes as a complete image of its declared type',
    (_where, {type, base64}) => {
      expect(base64).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      const check = IMAGE_TYPES[type];
      expect(check, `a checker for ${type}`).toBeDefined();
      expect(check?.(Buffer.from(base64, 'base64'))).toEqual([]);
    },
  );
});

// ------------------------------------------------------------------ the tokens

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const tokens = allExamples().flatMap(({where, value, holder}) =>
  strings(value)
    .filter((text) => text.startsWith('eyJ') && JWT.test(text))
    .map((token) => ({where, token, holder})),
);
const part = (token: string, index: number): Node =>
  asNode(
    JSON.parse(
      Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8'),
    ),
  );
// 2090-01-01T00:00:00Z
const LATE = Date.UTC(2090, 0, 1) / 1000;

describe('the example tokens', () => {
  it('are in the login, renewal and sign-out examples', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(5);
  });

  // The server signs HS512 (api/internal/services/auth.go:124,150@v6.7.0).
  it.each(tokens.map(({where, token}) => [where, token] as const))(
    '%s is an HS512 JWT that expires after 2090',
    (_where, token) => {
      expect(part(token, 0).alg).toBe('HS512');
      expect(part(token, 1).exp).toBeGreaterThan(LATE);
      expect(Buffer.from(token.split('.')[2] ?? '', 'base64url')).toHaveLength(
        64,
      );
    },
  );

  it('say, where a property shows one, that it is made up', () => {
    expect(
      tokens
        .filter(({holder}) => typeof holder.description === 'string')
        .filter(({holder}) => !/made up/.test(String(holder.description)))
        .map(({where}) => where),
    ).toEqual([]);
  });
});
