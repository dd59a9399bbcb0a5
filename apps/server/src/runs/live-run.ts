import type { Best, PlayState, Puzzle, RunState } from '@gridrace/core';
import { Limits, type RunResult, type RunReviewStatus, type RunStatus } from '@gridrace/protocol';
import type { RunRecord } from '../store/store.ts';
import { RateBucket } from '../limits/rate-bucket.ts';

/**
 * A run being played, held in memory. The stored log is the truth: this is only what
 * replaying it gives, kept to answer fast. Requests on one run are handled one at a time.
 */
export class LiveRun {
  /** What the run's requests made of it, by the core reducer. */
  play: RunState;
  status: RunStatus;
  ranked: boolean;
  /** Server offset (ms) at which the clock stopped, once it has. */
  stoppedAtMs: number | null;
  /** What ranks the run, as stored (`RunRecord.timeMs`, `score`): what the leaderboard shows. */
  result: RunResult;
  timer: NodeJS.Timeout | null = null;
  /** Server time of the last request, to forget runs left idle. */
  touchedAt: number;
  readonly bucket: RateBucket;
  /**
   * How long the run may stay in play (ms from its start): its own time limit, and in any
   * case the longest duration of any run, after which it ends as a time limit ends it.
   */
  readonly limitMs: number;
  /** Requests in its stored log: a run's log is capped (RUN_MAX_MOVES). */
  logged: number;
  /** Its review once the plausibility judgement flagged it as it ended (docs/fair-play.md#plausibility), told to its player. */
  review: RunReviewStatus | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly record: RunRecord,
    /** Its par may come after the start: the run is then settled with the puzzle that has it. */
    public puzzle: Puzzle,
    replayed: RunState,
    now: number,
    caps: { readonly maxDurationMs?: number; readonly logged?: number } = {},
  ) {
    this.play = replayed;
    this.status = record.status as RunStatus;
    this.ranked = record.ranked;
    this.stoppedAtMs = record.status === 'playing' ? null : (record.finishedAt ?? record.startedAt) - record.startedAt;
    this.result = { timeMs: record.timeMs, score: record.score };
    this.bucket = new RateBucket(now);
    this.touchedAt = now;
    this.limitMs = Math.min(record.timeLimitMs ?? Infinity, caps.maxDurationMs ?? Limits.maxRunDurationMs);
    this.logged = caps.logged ?? 0;
  }

  get state(): PlayState {
    return this.play.state;
  }

  get lastSeq(): number {
    return this.play.lastSeq;
  }

  get best(): Best {
    return this.play.best;
  }

  get over(): boolean {
    return this.status !== 'playing';
  }

  /** The clock: server time since the start, frozen when the run was solved or ended. */
  elapsedMs(now: number): number {
    if (this.stoppedAtMs !== null) return this.stoppedAtMs;
    return Math.min(Math.max(0, now - this.record.startedAt), this.limitMs);
  }

  timeIsUp(now: number): boolean {
    return !this.over && now - this.record.startedAt >= this.limitMs;
  }

  /** The server instant at which the run's time is up. */
  get endsAt(): number {
    return this.record.startedAt + this.limitMs;
  }

  /** Runs `task` after every earlier task on this run has finished (a per-run lock). */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task, task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every queued request on this run is done (for a graceful close). */
  settled(): Promise<unknown> {
    return this.queue;
  }
}
