import { decimalMark } from '../i18n/format.ts';

/**
 * The run's clock as the server keeps it (SPEC §3): the browser's own clock only measures
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

/** `m:ss.t` (the tenths after the language's decimal mark: `m:ss,t` in Spanish), or `h:mm:ss` past an hour. */
export function formatTime(ms: number | null): string {
  if (ms === null) return '—';
  const tenths = Math.floor(ms / 100) % 10;
  const seconds = Math.floor(ms / 1000);
  const s = String(seconds % 60).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
  return `${minutes}:${s}${decimalMark()}${tenths}`;
}
