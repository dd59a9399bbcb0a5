import { replayLog } from '@gridrace/core';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { RunsStore } from '../store/store.ts';
import { LiveRun } from './live-run.ts';

/** A run without a request this long leaves memory (its stored log stays). */
export const RUN_IDLE_MS = 30 * 60 * 1000;

interface Options {
  readonly store: RunsStore;
  readonly catalog: PuzzleCatalog;
  readonly now: () => number;
  /** The longest any run stays in play (ms); Limits.maxRunDurationMs unless configured. */
  readonly maxRunDurationMs?: number;
  readonly log?: { info(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

/**
 * The runs in play, kept in memory. The stored log is the truth: a run that is not here
 * (after a restart, even a kill -9, or after it went idle) is rebuilt by replaying it.
 */
export class LiveRuns {
  private readonly live = new Map<string, LiveRun>();
  private readonly loading = new Map<string, Promise<LiveRun | null>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly options: Options,
    private readonly onTimeUp: (run: LiveRun) => Promise<void>,
    /** Told of a run rebuilt while its puzzle's par is still being solved (it is settled when the par comes). */
    private readonly onParPending: (puzzleId: string, runId: string) => void,
  ) {
    this.sweeper = setInterval(() => this.forgetIdle(RUN_IDLE_MS), 60_000);
    this.sweeper.unref();
  }

  async get(runId: string): Promise<LiveRun | null> {
    const live = this.live.get(runId);
    if (live) return live;
    let pending = this.loading.get(runId);
    if (!pending) {
      pending = this.rebuild(runId).finally(() => this.loading.delete(runId));
      this.loading.set(runId, pending);
    }
    return pending;
  }

  track(run: LiveRun): LiveRun {
    this.live.set(run.record.id, run);
    if (!run.over && run.record.timeLimitMs !== null) {
      // Ends a timed run on time even if its player has gone, so it reaches the leaderboard.
      const due = run.endsAt - this.options.now();
      run.timer = setTimeout(() => void this.onTimeUp(run), Math.max(0, due));
      run.timer.unref();
    }
    return run;
  }

  forget(run: LiveRun): void {
    if (run.timer) clearTimeout(run.timer);
    run.timer = null;
    this.live.delete(run.record.id);
  }

  /** Puts the timed runs that were in play back on the clock, so they end on time. */
  async recover(): Promise<number> {
    const ids = await this.options.store.timedRunsInPlay();
    for (const id of ids) await this.get(id);
    return ids.length;
  }

  /** Drops runs without a request for `idleMs` (not timed ones: their timer must fire). */
  forgetIdle(idleMs: number): void {
    const now = this.options.now();
    for (const [id, run] of this.live) {
      if (run.timer === null && now - run.touchedAt > idleMs) this.live.delete(id);
    }
  }

  /** Waits for every request in flight, then stops the clocks (a graceful close). */
  async settle(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.live.values()].map((run) => run.settled()));
    for (const run of this.live.values()) if (run.timer) clearTimeout(run.timer);
  }

  private async rebuild(runId: string): Promise<LiveRun | null> {
    const { store, catalog, now } = this.options;
    const record = await store.runById(runId);
    if (!record) return null;
    // Rebuilt without waiting for a par still being solved: the run is settled when it comes.
    const opened = await catalog.playable(record.puzzleId);
    if (!opened.ok) throw new Error(`stored run ${runId} has an unusable puzzle id: ${opened.error.message}`);
    const { puzzle, parPending } = opened.value;
    if (parPending) this.onParPending(puzzle.id, runId);
    const log = await store.logOf(runId);
    const replayed = replayLog(puzzle, log);
    if (replayed.failure) this.options.log?.error({ runId, failure: replayed.failure }, 'stored run log does not replay');
    const run = new LiveRun(record, puzzle, replayed, now(), { maxDurationMs: this.options.maxRunDurationMs, logged: log.length });
    // A finished run is answered from storage each time; only runs in play are kept.
    return this.live.get(runId) ?? (run.over ? run : this.track(run));
  }
}
