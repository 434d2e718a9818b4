/**
 * Reads a captured picture back with Debian's tesseract-ocr (`apt-get install tesseract-ocr`, English
 * data included), so that the manifest holds the text the picture itself shows: the unit tests
 * check every label a page quotes for the picture against it (tests/unit/screenshots/).
 *
 * The picture is read as captured, at device scale 2 (the app's 14 px text is about 28 px high):
 * tesseract reads the app's labels there with no scaling or thresholding. Page segmentation mode 11
 * (sparse text) finds the labels of a form or table wherever they sit, one block per label.
 */
import {execFileSync} from 'node:child_process';

export const OCR_ARGS = Object.freeze(['--psm', '11', '-l', 'eng']);

/** `tesseract 5.3.0`, or undefined when tesseract is not installed. */
export function ocrEngine() {
  try {
    return execFileSync('tesseract', ['--version'], {encoding: 'utf8'})
      .split('\n')[0]
      .trim();
  } catch {
    return undefined;
  }
}

/** The text tesseract reads in a PNG, its lines in reading order, empty lines dropped. */
export function ocrText(png) {
  const out = execFileSync('tesseract', ['stdin', 'stdout', ...OCR_ARGS], {
    input: png,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    // "Estimating resolution as …" goes to stderr.
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
