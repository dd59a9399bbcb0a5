import type { Dailies } from './daily.ts';

/** How often the server makes sure today's and tomorrow's dailies are ready. */
export const DAILIES_AHEAD_EVERY_MS = 15 * 60_000;

/**
 * Prepares the dailies ahead on a timer, in every process: at start, then every `everyMs`, so
 * that tomorrow's are ready many hours before they are served. Processes sharing a database
 * may prepare the same day at once; the store keeps one row of each.
 */
export class DailiesAhead {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly dailies: Dailies,
    private readonly options: { readonly everyMs?: number; readonly onError: (error: unknown) => void },
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.options.everyMs ?? DAILIES_AHEAD_EVERY_MS);
    // The timer alone does not keep a process alive.
    this.timer.unref();
  }

  /** Stops the timer. A preparation under way ends on its own; its failure, as the solver closes, is no error. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The preparation under way, if any (tests wait for it). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private tick(): void {
    if (this.running || this.stopped) return;
    this.running = this.dailies
      .prepareAhead()
      .catch((error: unknown) => {
        if (!this.stopped) this.options.onError(error);
      })
      .finally(() => (this.running = null));
  }
}
