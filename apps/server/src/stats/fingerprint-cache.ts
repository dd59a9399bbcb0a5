interface Entry<T> {
  readonly fingerprint: string;
  readonly keptAt: number;
  readonly value: T;
}

/**
 * Values computed from many stored runs, kept while a fingerprint of those runs (the store's,
 * one cheap query) is the same: turning thousands of rows into figures is then paid once per
 * change, not once per page view. Each process keeps its own; every entry is checked against
 * the database, so a run recorded by another process is seen at once. What no run's fingerprint
 * shows (a par solved again by a newer solver) is picked up when an entry expires (`maxAgeMs`).
 */
export class FingerprintCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs = 10 * 60_000,
  ) {}

  /** The value kept under `key` for this fingerprint, or null. `now`: ms. */
  get(key: string, fingerprint: string, now: number): T | null {
    const entry = this.entries.get(key);
    if (!entry || entry.fingerprint !== fingerprint || now - entry.keptAt > this.maxAgeMs) return null;
    // Map order is insertion order: move it to the back, so the least recently used goes first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value kept under `key` whatever its fingerprint (a start to bring up to date), unless it expired. */
  peek(key: string, now: number): T | null {
    const entry = this.entries.get(key);
    return entry && now - entry.keptAt <= this.maxAgeMs ? entry.value : null;
  }

  set(key: string, fingerprint: string, now: number, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { fingerprint, keptAt: now, value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
