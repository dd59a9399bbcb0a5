import { startRun } from '@gridrace/core';
import { Limits, type RunAck, type RunStartedAck } from '@gridrace/protocol';
import type { Metrics } from '../metrics.ts';
import { newId } from '../players/tokens.ts';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Asker } from '../puzzles/par-costs.ts';
import { KeyedBuckets } from '../limits/keyed-buckets.ts';
import { rateLimited } from '../limits/refusal.ts';
import type { PlayerRecord, PuzzlesStore, RunHistoryStore, RunRecord, RunsStore } from '../store/store.ts';
import { errorAck, problemAck, stateAck } from './acks.ts';
import { utcDate } from '../puzzles/daily.ts';
import { notYetProblem, type DailyDays } from '../puzzles/daily-days.ts';
import { ranksNext } from './attempts.ts';
import { LiveRun } from './live-run.ts';
import { RUN_IDLE_MS, type LiveRuns } from './live-runs.ts';

export interface RunOpeningOptions {
  readonly store: RunsStore & PuzzlesStore & RunHistoryStore;
  readonly catalog: PuzzleCatalog;
  readonly metrics: Metrics;
  readonly now: () => number;
  readonly live: LiveRuns;
  /** Which day a puzzle is the daily of: none opens before its day, and a daily's run ranks only as the first within it. */
  readonly dailyDays: DailyDays;
  /** Told of a run opened while its puzzle's par is still being solved (`ParSettling`). */
  readonly awaitPar: (puzzleId: string, runId: string) => void;
  /** Overrides the rules' default time limit of games whose runs have one (tests shorten it). */
  readonly runTimeLimitMs?: number;
  /** Runs a player may have in play (started within `RUN_IDLE_MS`, still playing) when they start one more; unset: no limit. */
  readonly runsInPlayPerPlayer?: number;
  /** Longest a run stays in play, in ms (RUN_MAX_DURATION_MS); Limits.maxRunDurationMs unless configured. */
  readonly maxRunDurationMs?: number;
  readonly log?: { info(object: unknown, message: string): void };
}

const START_RATE_MESSAGE = `Too many runs started: at most ${Limits.runStartBurst} at once, then ${Limits.runStartsPerSecond} per second`;

/** Opening a run: the board handed over, the run stored, its clock started. */
export class RunOpening {
  /** Run starts per player: each stores a run, so a flood of them is refused. */
  private readonly starts = new KeyedBuckets({ burst: Limits.runStartBurst, perSecond: Limits.runStartsPerSecond });

  constructor(private readonly options: RunOpeningOptions) {}

  /** `asker`: who asks (a puzzle nobody has solved yet is charged to them: `ParCosts`). */
  async start(player: PlayerRecord, puzzleId: string, asker?: Asker): Promise<RunStartedAck | RunAck> {
    const wait = this.starts.take(player.id, this.options.now());
    if (wait > 0) return problemAck(rateLimited(START_RATE_MESSAGE, wait));
    return (await this.tooManyInPlay(player.id)) ?? this.open(player, puzzleId, undefined, asker);
  }

  /**
   * A race starts its racers' runs itself, every one at the race's start instant (docs/races.md#rooms),
   * with the race's time limit for `walls`. Not rate-limited: the server, not the player, asks.
   */
  startAt(player: PlayerRecord, puzzleId: string, startedAt: number, timeLimitMs: number): Promise<RunStartedAck | RunAck> {
    return this.open(player, puzzleId, { startedAt, timeLimitMs });
  }

  /**
   * Each run in play is kept in memory until it ends or lies idle for `RUN_IDLE_MS`: past the
   * limit, a player ends one (`run:finish`) or waits for their earliest to go idle. Counted in
   * the database, so it holds across processes; race runs count but are never refused. A run
   * past its longest duration (RUN_MAX_DURATION_MS, when set below that) counts no more: it is
   * over, though nothing sweeps it (it ends when next touched), so it never blocks its player.
   */
  private async tooManyInPlay(playerId: string): Promise<RunAck | null> {
    const limit = this.options.runsInPlayPerPlayer;
    if (limit === undefined) return null;
    const now = this.options.now();
    const countedMs = Math.min(RUN_IDLE_MS, this.options.maxRunDurationMs ?? Limits.maxRunDurationMs);
    const { count, earliestStartedAt } = await this.options.store.runsInPlaySince(playerId, now - countedMs);
    if (count < limit) return null;
    const wait = (earliestStartedAt ?? now) + countedMs - now;
    return problemAck(rateLimited(`You have ${count} runs in play (at most ${limit}): end one with run:finish`, wait));
  }

  private async open(player: PlayerRecord, puzzleId: string, race?: { startedAt: number; timeLimitMs: number }, asker?: Asker): Promise<RunStartedAck | RunAck> {
    const { store, catalog, metrics, now } = this.options;
    const startedAt = race?.startedAt ?? now();
    // A daily's board is served from its day on (UTC), never before, solo or in a race.
    const daily = await this.options.dailyDays.dayOf(puzzleId);
    if (daily !== null && daily > utcDate(now())) return problemAck(notYetProblem());
    // The board is played at once; its par, when still being solved, settles the run later.
    const opened = await catalog.playable(puzzleId, asker);
    if (!opened.ok) return errorAck(opened.error.code, opened.error.message, undefined, opened.error.reason);
    const { puzzle, parPending } = opened.value;
    const play = startRun(puzzle);
    // Solo or in a race, a daily ranks once per player, and only started within its day
    // (a race's unranked run shares the last place there, as one helped by a hint).
    const ranked = daily === null || ranksNext(daily, utcDate(startedAt), (await store.runsOfPlayerOn(player.id, puzzle.id, 1)).length);
    const record: RunRecord = {
      id: newId(),
      playerId: player.id,
      puzzleId: puzzle.id,
      game: puzzle.game,
      status: 'playing',
      ranked,
      // The clock starts as the board is handed over.
      startedAt,
      // A race's time limit holds for every game: a run still in play when it is up ends then.
      timeLimitMs: race?.timeLimitMs ?? this.soloTimeLimit(puzzle.rules.timeLimits.runMs),
      finishedAt: null,
      timeMs: null,
      moves: 0,
      score: play.state.score,
      remaining: null,
    };
    await store.createRun(record);
    const stored = ranked && daily !== null ? await this.firstAttemptOnly(record) : record;
    const run = this.options.live.track(new LiveRun(stored, puzzle, play, record.startedAt, { maxDurationMs: this.options.maxRunDurationMs }));
    if (parPending) this.options.awaitPar(puzzle.id, record.id);
    metrics.runsStarted.inc({ game: puzzle.game });
    this.options.log?.info({ runId: record.id, playerId: player.id, puzzleId: puzzle.id }, 'run started');
    const ack = stateAck(run, record.startedAt);
    return {
      ok: true,
      runId: record.id,
      puzzleId: puzzle.id,
      board: puzzle.board,
      startedAt: record.startedAt,
      state: ack.state,
      timeLimitMs: record.timeLimitMs,
      ranked: stored.ranked,
      par: puzzle.par,
      parPending,
    };
  }

  /**
   * Two runs of one daily opened at once (a solo start and a race's Go, two tabs, two processes)
   * may each have found no earlier run. Looked at again once stored, a run that finds another of
   * its player's on the daily ranks no more: of runs opened together at most one ranks (the last
   * stored sees every other), and never two (both may lose their rank; it was the player's doing).
   */
  private async firstAttemptOnly(record: RunRecord): Promise<RunRecord> {
    const runs = await this.options.store.runsOfPlayerOn(record.playerId, record.puzzleId, 2);
    if (runs.length < 2) return record;
    await this.options.store.updateRun(record.id, { ranked: false });
    return { ...record, ranked: false };
  }

  /** A solo run's limit: none where the rules give none, else theirs (or the configured one). */
  private soloTimeLimit(rulesLimitMs: number | null): number | null {
    return rulesLimitMs === null ? null : (this.options.runTimeLimitMs ?? rulesLimitMs);
  }
}
