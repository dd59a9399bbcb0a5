/**
 * The run's clock as the server keeps it (docs/runs.md#the-clock): the browser's own clock only measures
 * time since the last acknowledgement, whose `elapsedMs` is the server's. So a wrong system
 * clock, or a slow start, never shows a wrong time.
 */
export class RunClock {
  private serverMs = 0;
  private localAt: number | null = null;
  private stoppedMs: number | null = null;

  /** The server said `elapsedMs` at local instant `localNow` (a monotonic clock, ms). */
  sync(elapsedMs: number, localNow: number): void {
    if (this.stoppedMs !== null) return;
    this.serverMs = elapsedMs;
    this.localAt = localNow;
  }

  /** The run is over: the clock shows the server's final time from now on. */
  stop(elapsedMs: number): void {
    this.stoppedMs = elapsedMs;
  }

  get stopped(): boolean {
    return this.stoppedMs !== null;
  }

  read(localNow: number, limitMs: number | null = null): number {
    if (this.stoppedMs !== null) return this.stoppedMs;
    if (this.localAt === null) return 0;
    const elapsed = this.serverMs + Math.max(0, localNow - this.localAt);
    return limitMs === null ? elapsed : Math.min(elapsed, limitMs);
  }
}
