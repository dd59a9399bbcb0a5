// The initial JavaScript budget (issue 4): what index.html loads before the first paint, gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 150 * 1000;
const dist = new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');

// The entry script, and every chunk the page preloads with it: together they are the initial load.
const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)];
const files = [...new Set(tags.map((m) => m[1] ?? m[2]))];
if (files.length === 0) {
  console.error('check-bundle: no script found in dist/index.html');
  process.exit(1);
}

let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(new URL(`.${file}`, dist)), { level: 9 }).length;
  total += bytes;
  console.log(`  ${file}: ${(bytes / 1000).toFixed(1)} kB gzipped`);
}
const verdict = total <= LIMIT_BYTES ? 'within' : 'OVER';
console.log(`initial JavaScript: ${(total / 1000).toFixed(1)} kB gzipped (${verdict} the ${LIMIT_BYTES / 1000} kB budget)`);
if (total > LIMIT_BYTES) process.exit(1);
