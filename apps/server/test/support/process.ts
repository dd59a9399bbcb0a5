import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
// tsx as a loader in the server's own process (not the tsx CLI, which runs the server as a
// child of its own): a signal sent to this process then reaches the server itself.
const TSX_LOADER = import.meta.resolve('tsx');

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly output: () => string;
}

export async function freePort(): Promise<number> {
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

/** The real server as its own process (`tsx src/server.ts`), ready when /health answers. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', TSX_LOADER, SERVER], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { child, url, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within 60 s:\n${output}`);
}

/** Stops a server process with `signal` and waits until it has exited. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill(signal);
  return exited;
}

export interface ExitedServer {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Who runs a process: this test's user, or (when that is root, who may write anything) `nobody`. */
export interface RunAs {
  readonly uid?: number;
  readonly gid?: number;
}

/** A user other than root, for tests of what root could do anyway (write to a read-only file). */
export const NOT_ROOT: RunAs = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

/**
 * The real server as its own process, for a start that is expected to fail: its exit code and
 * what it printed. Killed (and the test failed) if it is still running after `timeoutMs`.
 */
export async function runServerToExit(env: Record<string, string>, runAs: RunAs = {}, timeoutMs = 60_000): Promise<ExitedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', TSX_LOADER, SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...runAs,
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  // 'close', not 'exit': by then everything it printed has been read.
  const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/**
 * The real server as its own processes, started one after another on one SQLite file in a
 * temp dir (a restart), and the sockets a test connects to them: `cleanUp` kills the servers,
 * closes the sockets and deletes the dir.
 */
export function serversOnOneFile(name: string, dailySecret: string) {
  const dir = mkdtempSync(join(tmpdir(), `gridrace-${name}-`));
  const env = { DATABASE_URL: `sqlite:${join(dir, 'gridrace.db')}`, DATA_DIR: dir, DAILY_SECRET: dailySecret };
  const running: ServerProcess[] = [];
  const sockets: Socket[] = [];
  return {
    async start(): Promise<ServerProcess> {
      const server = await spawnServer(env);
      running.push(server);
      return server;
    },
    connect(url: string, token: string): Promise<Socket> {
      const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    async cleanUp(): Promise<void> {
      for (const socket of sockets) socket.disconnect();
      for (const server of running) await stopServer(server, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
