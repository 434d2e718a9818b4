/**
 * Renders the site's icons from static/img/logo.svg with Debian's Chromium: static/favicon.ico (16,
 * 32 and 48 px, PNG images in an ICO container, transparent background) and the installable app's
 * icons static/img/pwa/icon-192.png and icon-512.png (static/manifest.json): the logo on the dark
 * navbar colour, inside the central 80 % so that launchers may crop them to any shape ("maskable").
 * Run it again after changing the logo: `node scripts/make-favicon.mjs`.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {launchChromium} from './chromium.mjs';

const SIZES = [16, 32, 48];
const APP_ICON_SIZES = [192, 512];
/** The dark mode background: the logo's light blue and yellow keep their contrast on it. */
export const APP_ICON_BACKGROUND = '#1b1b1d';

/** An ICO file holding PNG images (supported by every browser that reads .ico). */
export function icoFromPngs(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({size, png}) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({png}) => png)]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const logo = readFileSync(
    new URL('../static/img/logo.svg', import.meta.url),
    'utf8',
  );
  const browser = await launchChromium();
  const images = [];
  for (const size of SIZES) {
    const page = await browser.newPage({viewport: {width: size, height: size}});
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${logo.replace('width="32" height="32"', `width="${size}" height="${size}"`)}</body></html>`,
    );
    images.push({
      size,
      png: await page.screenshot({type: 'png', omitBackground: true}),
    });
    await page.close();
  }
  for (const size of APP_ICON_SIZES) {
    const page = await browser.newPage({viewport: {width: size, height: size}});
    const logoSize = Math.round(size * 0.7);
    const margin = (size - logoSize) / 2;
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:${APP_ICON_BACKGROUND};padding:${margin}px;box-sizing:border-box;width:${size}px;height:${size}px">${logo.replace('width="32" height="32"', `width="${logoSize}" height="${logoSize}"`)}</body></html>`,
    );
    writeFileSync(
      new URL(`../static/img/pwa/icon-${size}.png`, import.meta.url),
      await page.screenshot({type: 'png'}),
    );
    await page.close();
  }
  await browser.close();
  writeFileSync(
    new URL('../static/favicon.ico', import.meta.url),
    icoFromPngs(images),
  );
  console.log(
    `wrote static/favicon.ico (${SIZES.join(', ')} px) and static/img/pwa/icon-{${APP_ICON_SIZES.join(',')}}.png`,
  );
}
