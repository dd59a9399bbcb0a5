import { Limits, type RunAck, type RunStartedAck } from '@gridrace/protocol';
import type { Metrics } from '../metrics.ts';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { DailyDays } from '../puzzles/daily-days.ts';
import type { Asker } from '../puzzles/par-costs.ts';
import type { Solver } from '../solver/solver.ts';
import type { PlayerRecord, PuzzlesStore, RunHistoryStore, RunsStore } from '../store/store.ts';
import { DEFAULT_HINT_LIMITS, HintLimiter, type HintLimits } from './hint-limits.ts';
import { LiveRuns } from './live-runs.ts';
import { ParSettling } from './par-settling.ts';
import { RunEnding } from './run-ending.ts';
import { RunEvents, type RunEndWatcher, type RunWatcher } from './run-events.ts';
import { RunOpening } from './run-opening.ts';
import { RunSession } from './run-session.ts';

export type { RunEndWatcher, RunWatcher } from './run-events.ts';

export interface RunServiceOptions {
  readonly store: RunsStore & RunHistoryStore & PuzzlesStore;
  readonly catalog: PuzzleCatalog;
  readonly solver: Solver;
  readonly metrics: Metrics;
  readonly now: () => number;
  /** Which day a puzzle is the daily of (`RunOpening`: no daily before its day, one ranked run within it). */
  readonly dailyDays: DailyDays;
  /** Overrides the rules' default time limit of games whose runs have one (tests shorten it). */
  readonly runTimeLimitMs?: number;
  /** Runs a player may have in play (started within `RUN_IDLE_MS`, still playing) when they start one more; unset: no limit. */
  readonly runsInPlayPerPlayer?: number;
  /** How many hints a run, and a player in a minute, may take (HINTS_PER_RUN, HINTS_PER_MINUTE). */
  readonly hintLimits?: HintLimits;
  /** Most requests a run's log holds (RUN_MAX_MOVES); Limits.maxRunMoves unless configured. */
  readonly maxRunMoves?: number;
  /** Longest a run stays in play, in ms (RUN_MAX_DURATION_MS); Limits.maxRunDurationMs unless configured. */
  readonly maxRunDurationMs?: number;
  readonly log?: { info(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

type Sequenced = { runId: string; seq: number };

/**
 * The authority over runs (docs/runs.md#runs, docs/protocol.md#runs): it hands over boards, checks every request with
 * the core rules, stamps it with server time, and stores it before acknowledging it.
 * Active runs live in memory; any other run is rebuilt from its stored log when asked for.
 * Its parts follow a run along: `RunOpening` opens it, `ParSettling` settles it when its par
 * comes, `RunSession` takes its requests, `RunEnding` ends it, and `RunEvents` tells whoever
 * follows runs (races, journeys, fair play).
 */
export class RunService {
  private readonly live: LiveRuns;
  private readonly events: RunEvents;
  private readonly opening: RunOpening;
  private readonly pars: ParSettling;
  private readonly session: RunSession;

  constructor(options: RunServiceOptions) {
    const { store, log } = options;
    const events = new RunEvents(log);
    // The live runs end a timed run on time, and settle a rebuilt one whose par comes later.
    const live: LiveRuns = new LiveRuns(
      options,
      (run): Promise<void> => ending.expire(run),
      (puzzleId, runId): void => pars.awaitPar(puzzleId, runId),
    );
    const ending: RunEnding = new RunEnding({ ...options, live, events });
    const pars: ParSettling = new ParSettling({ ...options, live, events });
    this.live = live;
    this.events = events;
    this.pars = pars;
    this.opening = new RunOpening({ ...options, live, awaitPar: (puzzleId, runId) => pars.awaitPar(puzzleId, runId) });
    this.session = new RunSession({
      store,
      solver: options.solver,
      metrics: options.metrics,
      now: options.now,
      live,
      ending,
      events,
      hints: new HintLimiter(options.hintLimits ?? DEFAULT_HINT_LIMITS),
      maxMoves: options.maxRunMoves ?? Limits.maxRunMoves,
    });
  }

  /** `asker`: who asks (a puzzle nobody has solved yet is charged to them: `ParCosts`). */
  start(player: PlayerRecord, puzzleId: string, asker?: Asker): Promise<RunStartedAck | RunAck> {
    return this.opening.start(player, puzzleId, asker);
  }

  /** A race's run, its clock at the race's start instant (`RunOpening.startAt`). */
  startAt(player: PlayerRecord, puzzleId: string, startedAt: number, timeLimitMs: number): Promise<RunStartedAck | RunAck> {
    return this.opening.startAt(player, puzzleId, startedAt, timeLimitMs);
  }

  move(player: PlayerRecord, request: Sequenced & { move: unknown }): Promise<RunAck> {
    return this.session.move(player, request);
  }

  undo(player: PlayerRecord, request: Sequenced): Promise<RunAck> {
    return this.session.undo(player, request);
  }

  hint(player: PlayerRecord, request: Sequenced): Promise<RunAck> {
    return this.session.hint(player, request);
  }

  finish(player: PlayerRecord, runId: string): Promise<RunAck> {
    return this.session.finish(player, runId);
  }

  resume(player: PlayerRecord, runId: string): Promise<RunAck> {
    return this.session.resume(player, runId);
  }

  /** Ends the run if its time limit is up (`RunSession.endIfTimeUp`). */
  endIfTimeUp(runId: string): Promise<void> {
    return this.session.endIfTimeUp(runId);
  }

  /** Calls `watcher` after every accepted request and every end of a run (races follow their runs so). */
  watch(watcher: RunWatcher): void {
    this.events.watch(watcher);
  }

  /** Calls `watcher` as each run ends, before the end is acknowledged (journeys settle so). */
  watchEnds(watcher: RunEndWatcher): void {
    this.events.watchEnds(watcher);
  }

  /**
   * Drops a run from this process's memory (its stored log stays): with several processes,
   * a race run is opened by the process that ends the countdown, but must live on the one
   * its racer is connected to, which rebuilds it from the log on the first request.
   */
  async release(runId: string): Promise<void> {
    const run = await this.live.get(runId);
    if (run) this.live.forget(run);
  }

  /** After a restart: puts the timed runs that were in play back on the clock. */
  async recover(): Promise<number> {
    await this.pars.recover();
    return this.live.recover();
  }

  /** Waits for every request in flight, so a graceful close loses no acknowledged write. */
  settle(): Promise<void> {
    return this.live.settle();
  }
}
