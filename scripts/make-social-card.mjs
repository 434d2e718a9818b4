/**
 * Renders static/img/social-card.png (1200×630, the Open Graph size) from the logo with Debian's
 * Chromium. Run it again after changing the logo or the tagline: `node scripts/make-social-card.mjs`.
 */
import {readFileSync} from 'node:fs';
import {launchChromium} from './chromium.mjs';

const logo = readFileSync(
  new URL('../static/img/logo.svg', import.meta.url),
  'utf8',
);
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;justify-content:center;gap:56px;
  background:#0079c0;color:#fff;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="width:260px;height:260px;background:#fff;border-radius:48px;display:flex;align-items:center;justify-content:center">
    <div style="width:200px;height:200px">${logo.replace('width="32" height="32"', 'width="200" height="200"')}</div>
  </div>
  <div><div style="font-size:76px;font-weight:700">Receipt Wrangler</div>
  <div style="font-size:36px;margin-top:18px">Tame your receipts.</div>
  <div style="font-size:36px">Open source, self hosted.</div></div>
</div></body></html>`;

const browser = await launchChromium();
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(html);
await page.screenshot({
  path: new URL('../static/img/social-card.png', import.meta.url).pathname,
  type: 'png',
});
await browser.close();
console.log('wrote static/img/social-card.png');
