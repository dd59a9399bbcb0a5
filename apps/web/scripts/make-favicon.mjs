// Makes public/favicon.ico from public/favicon.svg: Chromium draws the SVG at 16, 32 and 48
// pixels, and the PNGs are packed into one ICO (PNG entries, which every browser since
// 2010 reads). The output is committed: browsers that ask for /favicon.ico without reading
// the page's <link rel="icon"> get the same picture, and nothing is drawn at start.
// Run after changing the SVG: node apps/web/scripts/make-favicon.mjs
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const SIZES = [16, 32, 48];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const pngs = [];
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    pngs.push(await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}

// ICONDIR, then one ICONDIRENTRY per image, then the images (Microsoft's ICO layout).
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(SIZES[i], entry);
  header.writeUInt8(SIZES[i], entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(new URL('favicon.ico', publicDir), Buffer.concat([header, ...pngs]));
console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${offset} bytes`);
