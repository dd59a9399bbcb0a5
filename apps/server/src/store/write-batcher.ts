import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Group commit: requests are stored together, one transaction a batch. Each request's promise
 * settles only once its own write has committed, so "stored before acknowledged" holds; many
 * moves share one transaction instead of queueing for the database connection one by one
 * (SQLite has one, and a transaction holds it across each of its statements' awaits).
 *
 * A batch starts one turn of the event loop after the request that opens it, and the next
 * one a turn after the last commit, so the requests read meanwhile join it. With a driver
 * that commits without yielding to I/O (better-sqlite3 on the event loop, as an in-memory
 * database still is) they would otherwise still be unread, and every move would get a
 * commit of its own (measured: one commit per move under load, half the main thread).
 */
export class WriteBatcher<T> {
  private pending: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    /** Stores the items in one transaction: all or none. */
    private readonly writeAll: (items: readonly T[]) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  write(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.draining ??= this.drain();
    });
  }

  /** Settles once every write asked for so far has been tried (before a close). */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      await nextTurn();
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxBatch);
        try {
          await this.writeAll(batch.map(({ item }) => item));
          for (const request of batch) request.resolve();
        } catch (error) {
          if (batch.length === 1) {
            batch[0]!.reject(error);
          } else {
            // One bad item must not fail the others: each is tried alone, and only it fails.
            for (const request of batch) {
              await this.writeAll([request.item]).then(request.resolve, request.reject);
            }
          }
        }
        if (this.pending.length < this.maxBatch) await nextTurn();
      }
    } finally {
      // In the same step as the last look at `pending`: a write asked for after it starts a new drain.
      this.draining = null;
    }
  }
}
