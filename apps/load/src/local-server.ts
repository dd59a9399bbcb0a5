import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server as `npm start` and the image run it: its built JavaScript, no loader. */
const SERVER = fileURLToPath(new URL('../../server/dist/server/server.mjs', import.meta.url));
/** `npm run build`: builds the server again when a source changed since its last build. */
const BUILD = fileURLToPath(new URL('../../../scripts/build.mjs', import.meta.url));
const START_TIMEOUT_MS = 60_000;
/**
 * Every racer comes from this one address (127.0.0.1), which the server exempts from its
 * limits per address (REST requests, socket connections and events, new pars per address):
 * they must not stop the setup or the racing. The attackers of `--hostile` come from another
 * address (127.0.0.2), held to every limit, as a stranger on the internet is. Raised besides:
 * the limits on new pars per player (each room's host asks for a puzzle every round) and on
 * pars waiting at once, and on hints. The limits per connection stay as they are: each racer
 * is one player on one connection, as in a browser.
 */
const RACERS_ADDRESS = '127.0.0.1';
const LOAD_LIMITS = {
  ADDRESS_LIMITS_EXEMPT: RACERS_ADDRESS,
  PAR_REQUESTS_PER_MINUTE: '1000000',
  SOLVER_QUEUE_MAX: '100000',
  HINTS_PER_MINUTE: '1000000',
};
/** Lines the server logs at warn and above are kept for the report, up to this many. */
const KEPT_LOG_LINES = 20;

export interface LocalServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** Warning and error lines the server logged (LOG_LEVEL=warn), the first few. */
  readonly logLines: () => readonly string[];
  readonly stop: () => Promise<void>;
  /** The server's main thread's times so far (Linux), null where they cannot be read. */
  readonly mainThreadTimes: () => ThreadTimes | null;
}

export interface ThreadTimes {
  /** Seconds the thread ran. */
  readonly cpuSeconds: number;
  /** Seconds it was ready to run but waited for a core: the machine's other work, not the thread's. */
  readonly waitingSeconds: number;
}

/**
 * The event loop's thread is the process's first (its id is the pid): its times, apart from
 * the solver threads', tell what each move costs the one thread every request needs, and
 * whether it was short of CPU (Linux schedstat; null elsewhere).
 */
export function mainThreadTimes(pid: number): ThreadTimes | null {
  try {
    const [runNs, waitNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    return runNs === undefined || waitNs === undefined || !Number.isFinite(runNs) || !Number.isFinite(waitNs) ? null : { cpuSeconds: runNs / 1e9, waitingSeconds: waitNs / 1e9 };
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
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

/**
 * The real server as its own process, as in production (built, run by node itself, so the
 * signal that stops it reaches the server): embedded SQLite in a fresh data
 * folder (no earlier players or runs), warnings only, ready when /health answers.
 */
export async function startLocalServer(nodeOptions: string | null = null): Promise<LocalServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gridrace-load-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The embedded default, whatever this shell has set for a bigger deployment.
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (nodeOptions !== null) env.NODE_OPTIONS = [env.NODE_OPTIONS, nodeOptions].filter(Boolean).join(' ');
  // Rebuilt first if a source changed since the last build: the load measures the code checked out.
  const build = spawnSync(process.execPath, [BUILD], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal}): the server cannot be measured`);
  const child = spawn(process.execPath, [SERVER], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...LOAD_LIMITS },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let pending = '';
  const keep = (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) if (line.trim() && lines.length < KEPT_LOG_LINES) lines.push(line);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode}:\n${lines.join('\n')}`);
    }
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) {
        return { url, child, logLines: () => lines, stop, mainThreadTimes: () => (child.pid === undefined ? null : mainThreadTimes(child.pid)) };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  await stop();
  throw new Error(`the server did not answer /api/v1/health within ${START_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`);
}
