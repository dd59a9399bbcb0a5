// `npm start`: builds what is stale, then serves everything on one port (docs/operations.md#one-process) with the
// server's built JavaScript (no TypeScript is transpiled at start).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setInterval } from 'node:timers';
import { ensureBuilt, ROOT } from './build/ensure.mjs';
import { buildWeb, webStaleness } from './build/web.mjs';

const has = (path) => existsSync(join(ROOT, path));

// The process a stop signal is passed to: the build running, then the server. A signal that
// arrives between the two stops the start before the server is spawned.
let current = null;
let stopping = null;
function stop(signal) {
  stopping = signal;
  if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
  else process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// `npm start` runs this through `sh -c`, and npm passes a SIGTERM on to that shell alone: the
// shell dies and this process lives on, with the server. A parent gone is a stop signal too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) stop('SIGTERM');
}, 200).unref();

try {
  // The page served is the code checked out: built again when its sources changed.
  const webReason = has('apps/web/package.json') ? webStaleness(ROOT) : null;
  if (webReason !== null) {
    console.log(`Gridrace: building the web app (${webReason})`);
    await buildWeb(ROOT, (child) => (current = child));
  }
  if (!has('apps/server/package.json')) {
    console.log('Gridrace: the server is not here. The puzzles work on the command line: npx gridrace help');
    process.exit(0);
  }
  await ensureBuilt('server');
} catch (error) {
  if (stopping) process.exit(1);
  console.error(`Gridrace cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (stopping) process.exit(1);

// node runs the server itself (no loader, no shell): the signals passed on reach it directly,
// and it closes gracefully, finishing its writes.
const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/server/server.mjs')], { cwd: ROOT, stdio: 'inherit' });
current = server;
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
