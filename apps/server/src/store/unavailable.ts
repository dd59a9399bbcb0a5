/**
 * Whether a database error means "the database cannot serve now" (down, restarting, cut
 * off, out of disk, read-only) rather than "this request is wrong" or a bug: such a request
 * is answered `unavailable` (503) and may be tried again, and readiness says so too. The one
 * place that knows the drivers' words for it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK.has(code) || POSTGRES.has(code) || code.startsWith('08') || SQLITE.test(code))) return true;
  // The SQLite writer thread's errors arrive as "SQLITE_FULL: ..." (their code does not cross threads).
  return typeof message === 'string' && (SQLITE.test(message) || PG_MESSAGES.test(message));
}

/** A socket that cannot reach the database, or lost it. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for a server going away or not there yet: admin_shutdown,
 * crash_shutdown, cannot_connect_now (starting up, shutting down), too_many_connections,
 * read_only_sql_transaction (a failover left us on a standby); class 08 is connection_exception.
 */
const POSTGRES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);

/** node-postgres's own words for a connection that broke, or one the pool could not get in time. */
const PG_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/** The disk is full or failing, the file became read-only, or another writer held it past busy_timeout. */
const SQLITE = /^SQLITE_(FULL|IOERR|READONLY|BUSY|CANTOPEN)/;
