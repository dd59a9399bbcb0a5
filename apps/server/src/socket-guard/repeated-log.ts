import type { FastifyBaseLogger } from 'fastify';

/**
 * Failures that come in floods (a hostile client's messages), counted by kind and logged as
 * one warning per window with the counts: never one line, or one stack, per failure. The
 * window opens with its first failure; `flush` logs what is counted at once (on close).
 */
export class RepeatedLog {
  private readonly counts = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
    private readonly windowMs: number,
  ) {}

  count(kind: string): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    // Unref'd: a pending line never keeps a closing process alive (close flushes it).
    this.timer ??= setTimeout(() => this.flush(), this.windowMs).unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.counts.size === 0) return;
    const counts = Object.fromEntries(this.counts);
    this.counts.clear();
    const count = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const kinds = Object.entries(counts)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
    this.log.warn({ count, counts }, `${this.what}: ${count} in ${this.windowMs / 1000} s (${kinds})`);
  }
}
