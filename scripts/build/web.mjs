// The web app is built by Vite (its own build), and only when its sources changed since the
// last build that succeeded: a stamp in dist/, written after it (and dated when it began),
// says when that was. The browser tests' build (apps/web/test/support) writes the same stamp.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'apps/web/dist/.built';
/** What the web bundle is made of: its sources and build files, the packages it imports, the lock file. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/core/src',
  'packages/protocol/src',
  'package-lock.json',
];

/** The reason the web app must be built again, or null when dist/ is from the code checked out. */
export function webStaleness(root) {
  const builtAt = statSync(join(root, STAMP), { throwIfNoEntry: false })?.mtimeMs;
  if (builtAt === undefined) return 'not built yet';
  const changed = WEB_INPUTS.map((input) => newerThan(join(root, input), builtAt)).find((path) => path !== null);
  return changed ? `${changed.slice(root.length).replace(/^\//, '')} changed` : null;
}

/** The first file under `path` modified after `time`, or null. */
function newerThan(path, time) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return null;
  if (!stat.isDirectory()) return stat.mtimeMs > time ? path : null;
  if (stat.mtimeMs > time) return path; // a file added or removed
  for (const entry of readdirSync(path)) {
    const found = newerThan(join(path, entry), time);
    if (found) return found;
  }
  return null;
}

/** Runs the web app's build (`child` reports the process, so a stop signal can reach it). */
export function buildWeb(root, child = () => undefined) {
  const builtAt = Date.now();
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
    child(build);
    build.on('error', reject);
    build.on('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`the web app's build failed (${signal ?? `exit code ${code}`})`));
      const stamp = join(root, STAMP);
      writeFileSync(stamp, `${new Date(builtAt).toISOString()}\n`);
      utimesSync(stamp, builtAt / 1000, builtAt / 1000);
      resolve();
    });
  });
}
