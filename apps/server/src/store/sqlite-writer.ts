import { Piscina } from 'piscina';
import type { SqlStatement, Writes } from './writes.ts';

export type WriterTask = { readonly kind: 'write'; readonly statements: readonly SqlStatement[] } | { readonly kind: 'close' };

/**
 * SQLite writes in a thread of their own, on a second connection to the same file. With
 * better-sqlite3 a statement runs synchronously, and a commit waits for its fsync: on the
 * event loop that was a quarter of the main thread's time in a burst of moves (each batch's
 * fsync, 0.3 ms on a quiet disk, much more on a busy one), time in which no move could be
 * read or acknowledged. Here the event loop goes on while a batch commits, and the next batch
 * gathers meanwhile. Reads stay on the main connection: in WAL mode a reader never waits for
 * the writer, and sees every commit that has returned.
 *
 * One thread, one task at a time; a task is one transaction. Tasks asked for together may
 * run in any order: a write that must follow another is asked for once that one has settled.
 */
export async function sqliteWriter(path: string): Promise<Writes> {
  const pool = new Piscina<WriterTask, number[]>({
    filename: new URL('./sqlite-writer-thread.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { path },
  });
  // The pool does not promise to run tasks in the order given: closing waits for these first.
  const inFlight = new Set<Promise<number[]>>();
  const writes: Writes = {
    run(statements) {
      const written = pool.run({ kind: 'write', statements });
      inFlight.add(written);
      void written.finally(() => inFlight.delete(written)).catch(() => undefined);
      return written;
    },
    async close() {
      // Lets every write already asked for finish, then lets go of the file.
      await Promise.allSettled(inFlight);
      await pool.run({ kind: 'close' });
      await pool.destroy();
    },
  };
  try {
    // An empty transaction: the thread is up and has opened the file (whether it may write
    // there, only a real write tells: the store's probeWrite).
    await writes.run([]);
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  return writes;
}
