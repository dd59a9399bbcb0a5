import SQLite from 'better-sqlite3';

/**
 * A connection to the database file with the settings both of ours need (the main thread's,
 * which reads, and the writer thread's). WAL: a reader and the writer never wait for each
 * other. synchronous=FULL: a commit returns once it is on disk, so a move acknowledged
 * survives even an OS crash; the moves arriving together share one commit (the store's
 * group commit), so the fsync is paid once a batch.
 */
export function openSqliteConnection(path: string): SQLite.Database {
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return database;
}
