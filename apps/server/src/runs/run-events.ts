import type { LiveRun } from './live-run.ts';

/** Told of a run's new state; it must not throw, and may not hold the run's lock. */
export type RunWatcher = (run: LiveRun) => void;

/**
 * Told that a run ended, at server instant `at` (or, once its par came, that it ended otherwise).
 * Awaited inside the run's lock, before the request that ended it is answered, so what it keeps
 * is there when the player next asks; it must not take the run's lock, and its failure is the
 * request's.
 */
export type RunEndWatcher = (run: LiveRun, at: number) => Promise<void>;

/** Who follows the runs: races their every change, journeys and fair play their ends. */
export class RunEvents {
  private readonly watchers: RunWatcher[] = [];
  private readonly endWatchers: RunEndWatcher[] = [];

  constructor(private readonly log?: { error(object: unknown, message: string): void }) {}

  watch(watcher: RunWatcher): void {
    this.watchers.push(watcher);
  }

  watchEnds(watcher: RunEndWatcher): void {
    this.endWatchers.push(watcher);
  }

  async ended(run: LiveRun, at: number): Promise<void> {
    for (const watcher of this.endWatchers) await watcher(run, at);
  }

  tell(run: LiveRun): void {
    for (const watcher of this.watchers) {
      try {
        watcher(run);
      } catch (error) {
        this.log?.error({ err: error, runId: run.record.id }, 'a run watcher failed');
      }
    }
  }
}
