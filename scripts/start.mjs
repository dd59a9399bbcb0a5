// `npm start`: builds what is needed, then serves everything on one port (SPEC §5).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const has = (path) => existsSync(new URL(`../${path}`, import.meta.url));

// The web app is built before serving, so the page served is the code checked out.
if (has('apps/web/package.json')) {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web', '--if-present'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!has('apps/server/package.json')) {
  console.log('Gridrace: the server is not here. The puzzles work on the command line: npx gridrace help');
  process.exit(0);
}

// tsx as a loader in the server's own process, so that signals reach the server itself.
const tsx = import.meta.resolve('tsx');
const server = spawn(process.execPath, ['--import', tsx, 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
// Pass stop signals on, so the server closes gracefully and finishes its writes.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
