import {chromium} from 'playwright-core';
import {spawn} from 'node:child_process';
const server = spawn('node', ['scripts/static-server.mjs', 'build'], {stdio: 'ignore', env: {...process.env, PORT: '4555'}});
await new Promise((r) => setTimeout(r, 800));
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu']});
for (const path of process.argv.slice(2)) {
  const p = await b.newPage({viewport: {width: 1280, height: 800}});
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Network.enable');
  const sizes = new Map(); const urls = new Map();
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await p.goto('http://127.0.0.1:4555' + path, {waitUntil: 'networkidle'});
  let tot = 0; const rows = [];
  for (const [id, s] of sizes) { tot += s; rows.push([s, (urls.get(id) ?? '').replace('http://127.0.0.1:4555', '')]); }
  console.log(path, Math.round(tot / 1024) + ' KB');
  rows.sort((a, b) => b[0] - a[0]).slice(0, 12).forEach(([s, u]) => console.log('   ', String(Math.round(s / 1024)).padStart(4), u));
  await p.close();
}
await b.close(); server.kill();
