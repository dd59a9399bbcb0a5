import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const WEB = join(ROOT, 'apps/web');
const STAMP = join(WEB, 'dist/.built');
/** One lock per checkout: the test files of one run may build from several workers at once. */
const LOCK = join(tmpdir(), `gridrace-web-build-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}.lock`);
const SOURCES = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/core/src', 'packages/protocol/src'];

/** The newest modification time under `path` (a file or a folder), in ms. */
function newest(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const upToDate = () => newest(STAMP) > Math.max(...SOURCES.map((source) => newest(join(ROOT, source))));
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Builds the web app as `npm start` does (with its bundle budget check), unless the build is
 * newer than every source. Builds never overlap: `vite build` empties dist/ first, which would
 * pull the files from under another test file's running server.
 */
export function buildWebApp(): void {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than any build is one a killed run left behind.
      if (Date.now() - newest(LOCK) > 300_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Waited 5 minutes for another web build (lock ${LOCK})`);
      pause(250);
    }
  }
  try {
    if (upToDate()) return;
    // As `npm start` builds it: vitest sets NODE_ENV=test, which would build a bundle of another size.
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error(`The web app does not build:\n${build.stdout}\n${build.stderr}`);
    writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export function freePort(): Promise<number> {
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
  /** On the loopback address. */
  readonly url: string;
  readonly port: number;
  /** Its database (a SQLite file of its own unless the environment names another), for a test to seed. */
  readonly databaseUrl: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The address to listen on (HOST); by default loopback only. It must take loopback too. */
  readonly host?: string;
  /** More of the server's environment (DAILIES_SINCE, ...). */
  readonly env?: Readonly<Record<string, string>>;
  /** The port (one a test had to know before the server started: a provider's redirect URI); default: a free one. */
  readonly port?: number;
}

/** The real server, as its own process, on a free port with a fresh SQLite database. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-browser-'));
  const port = options.port ?? (await freePort());
  const databaseUrl = options.env?.DATABASE_URL ?? `sqlite:${join(dir, 'gridrace.db')}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: options.host ?? '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      DAILY_SECRET: 'browser-test-daily-secret-0123',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('The server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    databaseUrl,
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
