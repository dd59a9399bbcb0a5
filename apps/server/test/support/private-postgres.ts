import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './process.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port: a test may
 * stop it, start it again or cut its sessions without touching the shared test database.
 * Made with the server's own `initdb` and `pg_ctl` (PG_BIN, else the newest of
 * /usr/lib/postgresql/<version>/bin, else PATH), run as the `postgres` user when the test
 * runs as root (PostgreSQL refuses to run as root).
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  readonly url: string;
  /** Stops the cluster at once (`pg_ctl stop -m immediate`: like a crash, every session cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port, waiting until it takes connections. */
  start(): Promise<void>;
  /** Ends every session but the asker's (`pg_terminate_backend`), as a failover or an idle timeout does. */
  terminateSessions(): Promise<number>;
  /** Stops the cluster and deletes its folder. */
  dispose(): Promise<void>;
}

function binDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Runs a PostgreSQL tool as the cluster's owner. */
function asOwner(bin: string, tool: string, args: string[]) {
  const path = join(bin, tool);
  return userInfo().uid === 0 ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/**
 * Why no private cluster can be made here, or null when one can. In CI that is a failure
 * (the caller throws); elsewhere the tests that need one skip, saying so.
 */
export function privatePostgresMissing(): string | null {
  const bin = binDir();
  if (bin === null || !existsSync(join(bin, 'initdb'))) return 'no initdb/pg_ctl (install postgresql, or set PG_BIN)';
  return null;
}

/** Whether a private cluster can be made; in CI it must be. */
export function privatePostgresAvailable(): boolean {
  const missing = privatePostgresMissing();
  if (missing === null) return true;
  if (process.env.CI === 'true') throw new Error(`A private PostgreSQL cluster is required in CI: ${missing}`);
  console.warn(`\n!!! Tests on a private PostgreSQL cluster SKIPPED: ${missing}.\n`);
  return false;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (bin === null) throw new Error(privatePostgresMissing() ?? 'no PostgreSQL');
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-pg-'));
  const data = join(dir, 'data');
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await asOwner(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // Its socket in its own folder; fsync off: this data is thrown away.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = async () => {
    await asOwner(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    await asOwner(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  let running = true;
  return {
    url,
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async terminateSessions() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rowCount } = await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname is not null and pid <> pg_backend_pid()');
        return rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    async dispose() {
      if (running) await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
