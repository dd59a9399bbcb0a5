import { ending, resultAfter } from '@gridrace/core';
import type { Metrics } from '../metrics.ts';
import type { RunsStore } from '../store/store.ts';
import type { LiveRun } from './live-run.ts';
import type { LiveRuns } from './live-runs.ts';
import type { RunEvents } from './run-events.ts';

export interface RunEndingOptions {
  readonly store: RunsStore;
  readonly metrics: Metrics;
  readonly now: () => number;
  readonly live: LiveRuns;
  readonly events: RunEvents;
  readonly log?: { info(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

/** How a run stops: by its last request, given up or handed in, or out of time. */
export class RunEnding {
  constructor(private readonly options: RunEndingOptions) {}

  /** Ends a run now (given up, layout submitted, or out of time) and stores how it ended. */
  async end(run: LiveRun, endedAt: number): Promise<void> {
    const atMs = Math.max(0, endedAt - run.record.startedAt);
    const update = ending(run.puzzle, run.state, run.best, atMs, endedAt);
    await this.options.store.updateRun(run.record.id, update);
    // The clock shows the time played; a `walls` run ranks by when its best came (timeMs).
    run.result = resultAfter(run.result, update);
    this.stop(run, update.status, atMs);
    await this.options.events.ended(run, endedAt);
    this.options.events.tell(run);
  }

  /** A timed run's timer fired: it ends if its time is up and it is still in play. */
  async expire(run: LiveRun): Promise<void> {
    await run
      .exclusive(async () => {
        if (run.timeIsUp(this.options.now())) await this.end(run, run.endsAt);
        // A timer may fire a millisecond early: then it is simply set again.
        else if (!run.over) this.options.live.track(run);
      })
      .catch((error: unknown) => this.options.log?.error({ err: error, runId: run.record.id }, 'could not end a timed-out run'));
  }

  /** Stops the run's clock at `atMs` with its final status, and lets it go from memory. */
  stop(run: LiveRun, status: LiveRun['status'], atMs: number): void {
    run.status = status;
    run.stoppedAtMs = atMs;
    this.options.metrics.runsFinished.inc({ game: run.puzzle.game, status });
    this.options.log?.info({ runId: run.record.id, status, atMs, moves: run.state.moves }, 'run ended');
    // Finished runs are not kept: their stored record answers any later question.
    this.options.live.forget(run);
  }
}
