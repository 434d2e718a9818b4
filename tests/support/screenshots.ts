/** Reading the docs' pictures of the web app: the `<Screenshot />` tags of a page, the text around them, their manifests and files. */
import {readFileSync} from 'node:fs';

/**
 * A page's `<Screenshot />` tags and the text beside them are read as the release tool reads them
 * (scripts/shared/screenshotTags.mjs, plain JavaScript that Node runs without a TypeScript loader).
 */
export {
  quotedLabels,
  screenshotsOnPage,
  textBeside,
} from '../../scripts/shared/screenshotTags.mjs';
export type {ScreenshotTag} from '../../scripts/shared/screenshotTags.mjs';

export interface ScreenshotManifest {
  id: string;
  app: {repository: string; tag: string; commit: string};
  route: string;
  actions: unknown[];
  /** The browser's fixed clock, and the stand-in's (ISO time). */
  clock: string;
  viewport: {width: number; height: number; deviceScaleFactor: number};
  image: {
    file: string;
    pixels: {width: number; height: number};
    display: {width: number; height: number};
    bytes: number;
    sha256: string;
  };
  screen: {
    text: string[];
    fields: string[];
    controls: {name: string; tooltip?: string; icon?: string}[];
    icons: string[];
  };
  /** The state of the app in the picture (scripts/screenshots/capture.mjs readScreen). */
  state: {
    activeTabs: string[];
    dialogs: string[];
    menus: string[][];
    overlays: string[];
    expanded: string[];
  };
  /** For each thing the screen counts, how many are wholly visible in the picture. */
  counts: Record<string, number>;
  /** The picture read back by tesseract, line by line. */
  ocr: {engine: string; args: string[]; lines: string[]};
  requests: {
    operationId: string;
    method: string;
    path: string;
    query: Record<string, string[]>;
    contentType?: string;
    body?: unknown;
    /** A multipart body's parts: a field's value, or a file's name, type, size and SHA-256. */
    parts?: {
      name: string;
      value?: string;
      file?: string;
      type?: string;
      bytes?: number;
      sha256?: string;
    }[];
    cookies: string[];
    status: number;
    /** The demo's answer as sent: its JSON text's size and SHA-256 (null: an empty body). */
    answer?: {bytes: number; sha256: string} | null;
  }[];
}

export function readScreenshotManifest(file: string): ScreenshotManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as ScreenshotManifest;
}

/** The pixel size a WebP file declares (lossy VP8, lossless VP8L or extended VP8X). */
export function webpSize(bytes: Buffer): {width: number; height: number} {
  if (
    bytes.toString('ascii', 0, 4) !== 'RIFF' ||
    bytes.toString('ascii', 8, 12) !== 'WEBP'
  )
    throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X')
    return {
      width: 1 + bytes.readUIntLE(24, 3),
      height: 1 + bytes.readUIntLE(27, 3),
    };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return {width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff)};
  }
  if (chunk === 'VP8 ')
    return {
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

/**
 * Text as OCR and the page are compared: lower case; apostrophes dropped; every run of other
 * characters than letters, digits, `$`, `%` and `@` one space; and the letters tesseract confuses in
 * the app's sans-serif font made one (capital I and small l: it reads "AI Settings" as "Al
 * Settings"), on both sides.
 */
export function forMatching(text: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[^a-z0-9$%@]+/g, ' ')
    .replace(/l/g, 'i')
    .trim();
}

/**
 * Whether OCR text holds a label (both as forMatching gives them): as a phrase, or its words in
 * order with at most `gap` other words between two of them (a button's label wrapped over two lines,
 * which sparse OCR reads apart, with a neighbouring line between: "Mark all as | Notifications | read").
 */
export function ocrHolds(read: string, label: string, gap = 2): boolean {
  if (` ${read} `.includes(` ${label} `)) return true;
  const words = read.split(' ');
  const wanted = label.split(' ');
  for (let start = 0; start < words.length; start++) {
    if (words[start] !== wanted[0]) continue;
    let at = start;
    let found = 1;
    for (; found < wanted.length; found++) {
      const next = words.indexOf(wanted[found] ?? '', at + 1);
      if (next < 0 || next - at - 1 > gap) break;
      at = next;
    }
    if (found === wanted.length) return true;
  }
  return false;
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/**
 * The counts an alt text states: each number word (up to twelve; alt texts write counts in words,
 * amounts and dates in digits) with the words after it up to the next comma, colon or semicolon:
 * "eight receipts with their dates" → {number: 8, rest: "receipts with their dates"}.
 */
export function countsInAlt(alt: string): {number: number; rest: string}[] {
  return [
    ...alt.matchAll(
      new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\s+([^,;:]*)`, 'gi'),
    ),
  ].map((match) => {
    return {
      number: NUMBER_WORDS.indexOf((match[1] ?? '').toLowerCase()),
      rest: (match[2] ?? '').toLowerCase(),
    };
  });
}
