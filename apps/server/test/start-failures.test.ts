import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/connect.ts';
import { PG_URL, postgresAvailable } from './support/databases.ts';
import { NOT_ROOT, runServerToExit, type ExitedServer } from './support/process.ts';

const SECRET = 'start-failure-daily-secret-0123';
const hasPostgres = await postgresAvailable();

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A port nothing listens on: free a moment ago. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Exit code 1 and one message, starting as every refused start does, naming what to fix; no stack trace. */
function expectRefused(run: ExitedServer, ...parts: RegExp[]): void {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(1);
  expect(run.stderr).toMatch(/^Gridrace cannot start: /);
  for (const part of parts) expect(run.stderr).toMatch(part);
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at |"stack"|Error:/);
}

describe('a start that cannot succeed stops with one clear message, exit code 1 and no stack trace', () => {
  it('a bad environment variable', async () => {
    expectRefused(await runServerToExit({ PORT: 'eighty', DATA_DIR: tempDir() }), /invalid configuration/, /PORT/);
  });

  it('PostgreSQL unreachable', async () => {
    const port = await closedPort();
    const run = await runServerToExit({ DATABASE_URL: `postgres://gridrace:secret-pw@127.0.0.1:${port}/gridrace`, DAILY_SECRET: SECRET });
    expectRefused(run, new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${port} does not answer`), /Start PostgreSQL there, or correct the host and port in DATABASE_URL/);
    // The password is never printed.
    expect(run.stderr).not.toContain('secret-pw');
  });

  it.runIf(hasPostgres)('a PostgreSQL database that does not exist', async () => {
    const url = new URL(PG_URL);
    const missing = `gridrace_missing_${randomBytes(4).toString('hex')}`;
    url.pathname = `/${missing}`;
    const run = await runServerToExit({ DATABASE_URL: url.href, DAILY_SECRET: SECRET });
    expectRefused(run, new RegExp(`has no database "${missing}"`), /Create it/, /DATABASE_URL/);
  });

  it('Redis unreachable', async () => {
    const port = await closedPort();
    const run = await runServerToExit({ REDIS_URL: `redis://127.0.0.1:${port}`, DATA_DIR: tempDir(), DAILY_SECRET: SECRET });
    expectRefused(run, new RegExp(`Redis at 127\\.0\\.0\\.1:${port} \\(REDIS_URL\\) does not answer`), /Start Redis there, or correct REDIS_URL/);
  });

  it('DATA_DIR under a file', async () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    // Without DAILY_SECRET the secret is generated into DATA_DIR; with it, the SQLite file is still there.
    expectRefused(await runServerToExit({ DATA_DIR: join(file, 'data') }), /DATA_DIR \(.*a-file\/data\) is not a folder the server can write to/, /ENOTDIR/);
    expectRefused(
      await runServerToExit({ DATA_DIR: join(file, 'data'), DAILY_SECRET: SECRET }),
      /cannot open the SQLite database .*a-file\/data\/gridrace\.db/,
      /set DATA_DIR or DATABASE_URL/,
    );
  });

  it('DATA_DIR not writable by the server', async () => {
    // Root may write anywhere: the server runs as another user, as it would in production.
    const dataDir = tempDir();
    chmodSync(dataDir, 0o555);
    expectRefused(await runServerToExit({ DATA_DIR: dataDir }, NOT_ROOT), /DATA_DIR \(.*\) is not a folder the server can write to: permission denied/);
    expectRefused(
      await runServerToExit({ DATA_DIR: dataDir, DAILY_SECRET: SECRET }, NOT_ROOT),
      /cannot open the SQLite database .*gridrace\.db/,
      /Let the user running the server create and write files in/,
    );
  });

  it('an SQLite file the server may not write to (mode 0444)', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'gridrace.db');
    await (await openStore(`sqlite:${file}`)).close();
    chmodSync(file, 0o444);
    // The folder stays writable (SQLite makes its -wal and -shm files there): only the file is read-only.
    chmodSync(dataDir, 0o777);
    // As root, SQLite would write to it anyway: the server runs as another user, as it would in production.
    const run = await runServerToExit({ DATABASE_URL: `sqlite:${file}`, DAILY_SECRET: SECRET }, NOT_ROOT);
    expectRefused(run, new RegExp(`cannot write to ${file.replaceAll('.', '\\.')} \\(DATABASE_URL`), /readonly database/, /Give the user running the server write access/);
  });

  it('a port already taken', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as { port: number };
      const run = await runServerToExit({ PORT: String(port), DATA_DIR: tempDir(), DAILY_SECRET: SECRET });
      expectRefused(run, new RegExp(`port ${port} is in use`), /set PORT to a free port/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("a publicly known daily secret: the compose file's old default, in the environment or in DATA_DIR/daily-secret", async () => {
    // As the compose file and the README once printed them (`known-secrets.ts` lists them).
    for (const known of ['compose-demo-daily-secret-change-me', '<16+ random characters>']) {
      expectRefused(await runServerToExit({ DATA_DIR: tempDir(), DAILY_SECRET: known }), /daily secret is publicly known/, /openssl rand/);
    }
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'daily-secret'), 'compose-demo-daily-secret-change-me\n');
    expectRefused(await runServerToExit({ DATA_DIR: dataDir }), /daily secret is publicly known/);
  });
});
