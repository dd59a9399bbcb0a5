import { workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { keepingStatements } from './statement-cache.ts';
import type { WriterTask } from './sqlite-writer.ts';

const { path } = workerData as { path: string };
const database = new SQLite(path);
// The main connection set WAL (it lasts in the file). FULL: a commit returns once it is on
// disk, even through an OS crash; its fsync waits here, not on the event loop.
database.pragma('synchronous = FULL');
database.pragma('foreign_keys = ON');
database.pragma('busy_timeout = 5000');
const statements = keepingStatements(database);

const runAll = database.transaction((task: Extract<WriterTask, { kind: 'write' }>) => {
  for (const { sql, parameters } of task.statements) {
    const statement = statements.prepare(sql);
    if (statement.reader) statement.all(parameters);
    else statement.run(parameters);
  }
});

/** One task, one transaction: every statement of it or none. */
export default function write(task: WriterTask): void {
  if (task.kind === 'close') {
    database.close();
    return;
  }
  try {
    runAll(task);
  } catch (error) {
    // better-sqlite3's SqliteError does not survive the way back to the main thread (it
    // arrives without its message): a plain Error with the code and message does.
    const { code, message } = error as { code?: string; message?: string };
    throw new Error(code ? `${code}: ${message}` : String(message ?? error));
  }
}
