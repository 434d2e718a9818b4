import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {icoFromPngs} from '../../../scripts/make-favicon.mjs';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

function entries(ico: Buffer): {size: number; png: Buffer}[] {
  const count = ico.readUInt16LE(4);
  return Array.from({length: count}, (_, index) => {
    const at = 6 + index * 16;
    const length = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return {
      size: ico.readUInt8(at),
      png: ico.subarray(offset, offset + length),
    };
  });
}

describe('static/favicon.ico', () => {
  const ico = readFileSync('static/favicon.ico');

  it('is an icon file with 16, 32 and 48 px PNG images', () => {
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const images = entries(ico);
    expect(images.map(({size}) => size)).toEqual([16, 32, 48]);
    for (const {size, png} of images) {
      expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        size,
        size,
      ]);
    }
  });

  it('is what the script packs from its images', () => {
    expect(Buffer.compare(icoFromPngs(entries(ico)), ico)).toBe(0);
  });

  it('is the favicon the config declares', () => {
    expect(readFileSync('docusaurus.config.ts', 'utf8')).toMatch(
      /favicon: 'favicon\.ico'/,
    );
  });
});
