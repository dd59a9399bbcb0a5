import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Builds the web app as `npm start` does (with its bundle budget check), once per test run. */
export function buildWebApp(): void {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The web app does not build:\n${build.stdout}\n${build.stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** The real server, as its own process, on a free port with a fresh SQLite database. */
export async function startServer(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-browser-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'gridrace.db')}`,
      DATA_DIR: dir,
      DAILY_SECRET: 'browser-test-daily-secret-0123',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error('The server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
