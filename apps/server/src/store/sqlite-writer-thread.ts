import { workerData } from 'node:worker_threads';
import { openSqliteConnection } from './sqlite-connection.ts';
import { keepingStatements } from './statement-cache.ts';
import type { WriterTask } from './sqlite-writer.ts';

const { path } = workerData as { path: string };
// Each commit's fsync (synchronous=FULL) waits here, not on the event loop.
const database = openSqliteConnection(path);
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
