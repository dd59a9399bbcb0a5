import { workerData } from 'node:worker_threads';
import { openSqliteConnection } from './sqlite-connection.ts';
import { keepingStatements } from './statement-cache.ts';
import type { WriterTask } from './sqlite-writer.ts';

const { path } = workerData as { path: string };
// Each commit's fsync (synchronous=FULL) waits here, not on the event loop.
const database = openSqliteConnection(path);
const statements = keepingStatements(database);

/** Answers the rows each statement changed (none for a read). */
const runAll = database.transaction((task: Extract<WriterTask, { kind: 'write' }>): number[] =>
  task.statements.map(({ sql, parameters }) => {
    const statement = statements.prepare(sql);
    if (statement.reader) {
      statement.all(parameters);
      return 0;
    }
    return Number(statement.run(parameters).changes);
  }),
);

/** One task, one transaction: every statement of it or none. */
export default function write(task: WriterTask): number[] {
  if (task.kind === 'close') {
    database.close();
    return [];
  }
  try {
    return runAll(task);
  } catch (error) {
    // better-sqlite3's SqliteError does not survive the way back to the main thread (it
    // arrives without its message): a plain Error with the code and message does.
    const { code, message } = error as { code?: string; message?: string };
    throw new Error(code ? `${code}: ${message}` : String(message ?? error));
  }
}
