/**
 * Group commit: requests that arrive while a write is in progress are stored together by the
 * next one. Each request's promise settles only once its own write has committed, so
 * "stored before acknowledged" holds; many moves share one transaction instead of queueing
 * for the database connection one by one (SQLite has one, and a transaction holds it across
 * each of its statements' awaits).
 */
export class WriteBatcher<T> {
  private pending: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    /** Stores the items in one transaction: all or none. */
    private readonly writeAll: (items: readonly T[]) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  write(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxBatch);
        try {
          await this.writeAll(batch.map(({ item }) => item));
          for (const request of batch) request.resolve();
        } catch (error) {
          if (batch.length === 1) {
            batch[0]!.reject(error);
            continue;
          }
          // One bad item must not fail the others: each is tried alone, and only it fails.
          for (const request of batch) {
            await this.writeAll([request.item]).then(request.resolve, request.reject);
          }
        }
      }
    } finally {
      this.running = false;
    }
  }
}
