import { dirname } from 'node:path';
import { CannotStart, hostOf, reasonOf } from '../cannot-start.ts';

const NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/** The database a postgres:// URL names (the user's name when it names none, as libpq does). */
function databaseOf(url: string): { database: string; user: string } {
  try {
    const parsed = new URL(url);
    const user = decodeURIComponent(parsed.username) || 'postgres';
    return { database: decodeURIComponent(parsed.pathname.slice(1)) || user, user };
  } catch {
    return { database: '?', user: '?' };
  }
}

/** Why PostgreSQL at DATABASE_URL cannot be used, said so that whoever runs the server knows what to fix. */
export function postgresCannotStart(url: string, error: unknown): CannotStart {
  const at = `PostgreSQL at ${hostOf(url, 5432)}`;
  const { database, user } = databaseOf(url);
  const { code, message } = error as { code?: string; message?: string };
  const reason = reasonOf(error);
  if (code === '3D000') {
    return new CannotStart(
      `${at} has no database "${database}" (DATABASE_URL). Create it (createdb -h <host> -U ${user} ${database}), or name an existing database in DATABASE_URL.`,
    );
  }
  if (code === '28P01' || code === '28000') {
    return new CannotStart(`${at} refused the user "${user}": ${reason}. Correct the user and password in DATABASE_URL, or let that user in (pg_hba.conf).`);
  }
  if ((code !== undefined && NETWORK.has(code)) || error instanceof AggregateError || /timeout|terminated/i.test(message ?? '')) {
    return new CannotStart(`${at} does not answer (DATABASE_URL): ${reason}. Start PostgreSQL there, or correct the host and port in DATABASE_URL.`);
  }
  return new CannotStart(`${at} cannot be used (DATABASE_URL): ${reason}. Check DATABASE_URL and what that user may do in database "${database}".`);
}

/** Why the SQLite file cannot be opened: its folder, most often, is not the server's to write in. */
export function sqliteCannotStart(file: string, error: unknown): CannotStart {
  return new CannotStart(
    `cannot open the SQLite database ${file} (DATABASE_URL, by default in DATA_DIR): ${reasonOf(error)}. ` +
      `Let the user running the server create and write files in ${dirname(file)}, or set DATA_DIR or DATABASE_URL to another place.`,
  );
}

/** Whether a database error says it takes no writes (SQLite's SQLITE_READONLY, PostgreSQL's read_only_sql_transaction). */
export const isReadOnly = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'SQLITE_READONLY' || code === '25006' || (typeof message === 'string' && message.startsWith('SQLITE_READONLY'));
};

/** The database answers but takes no writes: every move would fail, so the server does not start. */
export function writeCannotStart(where: { readonly sqliteFile: string } | { readonly postgresUrl: string }, error: unknown): CannotStart {
  if ('sqliteFile' in where) {
    const file = where.sqliteFile;
    return new CannotStart(
      `cannot write to ${file} (DATABASE_URL, by default in DATA_DIR): ${reasonOf(error)}. ` +
        `Give the user running the server write access to that file and its folder (SQLite also writes ${file}-wal and ${file}-shm beside it), or set DATABASE_URL to a file it may write.`,
    );
  }
  return new CannotStart(
    `PostgreSQL at ${hostOf(where.postgresUrl, 5432)} takes no writes (DATABASE_URL): ${reasonOf(error)}. Point DATABASE_URL at the primary server, with a user allowed to write.`,
  );
}

/** Why the tables cannot be made or brought up to date (a user without the right to create them, say). */
export function migrationCannotStart(where: string, error: unknown): CannotStart {
  return new CannotStart(`cannot set up the tables of ${where}: ${reasonOf(error)}. The database user needs the right to create and alter tables there.`);
}
