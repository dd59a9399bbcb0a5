import { afterRequest, checkSeq, ending, fail, goalPolicyOf, logEntryOf, ok, type Puzzle, readMove, replayLog, resultAfter, type Result, type RunRequest, type RunState, startRun, stepRun } from '@gridrace/core';
import { ErrorCode, Limits, type RunAck, type RunStartedAck } from '@gridrace/protocol';
import type { Metrics } from '../metrics.ts';
import { newId } from '../players/tokens.ts';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Asker } from '../puzzles/par-costs.ts';
import type { Solver } from '../solver/solver.ts';
import type { PlayerRecord, RunRecord, Store } from '../store/store.ts';
import { errorAck, problemAck, stateAck } from './acks.ts';
import { LiveRun } from './live-run.ts';
import { overMessage } from './over-message.ts';
import { LiveRuns, RUN_IDLE_MS } from './live-runs.ts';
import { rateLimited } from '../limits/refusal.ts';
import { KeyedBuckets } from '../limits/keyed-buckets.ts';
import { DEFAULT_HINT_LIMITS, HintLimiter, type HintLimits } from './hint-limits.ts';
import { attemptsOf } from './attempts.ts';
import { PendingPars } from './pending-pars.ts';
import { settleJourney } from '../journeys/progress.ts';
import { isDatabaseUnavailable } from '../store/unavailable.ts';

export interface RunServiceOptions {
  readonly store: Store;
  readonly catalog: PuzzleCatalog;
  readonly solver: Solver;
  readonly metrics: Metrics;
  readonly now: () => number;
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

const RUN_RATE_MESSAGE = `Too many requests on this run: at most ${Limits.runBurst} at once, then ${Limits.runRatePerSecond} per second`;
const START_RATE_MESSAGE = `Too many runs started: at most ${Limits.runStartBurst} at once, then ${Limits.runStartsPerSecond} per second`;
const runTooLongMessage = (maxMoves: number) =>
  `This run has reached its longest log, ${maxMoves} requests: no more moves are taken; finish it (give up, or hand in its score) or start another.`;
/** Told of a run's new state; it must not throw, and may not hold the run's lock. */
export type RunWatcher = (run: LiveRun) => void;

/**
 * The authority over runs (SPEC §3, §4): it hands over boards, checks every request with
 * the core rules, stamps it with server time, and stores it before acknowledging it.
 * Active runs live in memory; any other run is rebuilt from its stored log when asked for.
 */
export class RunService {
  private readonly live: LiveRuns;
  /** Run starts per player: each stores a run, so a flood of them is refused. */
  private readonly starts = new KeyedBuckets({ burst: Limits.runStartBurst, perSecond: Limits.runStartsPerSecond });
  private readonly hints: HintLimiter;
  private readonly watchers: RunWatcher[] = [];
  /** Runs started before their par was known, settled when it comes. */
  private readonly pendingPars = new PendingPars();

  constructor(private readonly options: RunServiceOptions) {
    this.live = new LiveRuns(
      options,
      (run) => this.expire(run),
      (puzzleId, runId) => this.awaitPar(puzzleId, runId),
    );
    // Awaited by the catalog: runs are settled before the par is announced to anyone.
    options.catalog.onPar((puzzle) => this.settlePar(puzzle));
    this.hints = new HintLimiter(options.hintLimits ?? DEFAULT_HINT_LIMITS);
  }

  /** `asker`: who asks (a puzzle nobody has solved yet is charged to them: `ParCosts`). */
  async start(player: PlayerRecord, puzzleId: string, asker?: Asker): Promise<RunStartedAck | RunAck> {
    const wait = this.starts.take(player.id, this.options.now());
    if (wait > 0) return problemAck(rateLimited(START_RATE_MESSAGE, wait));
    return (await this.tooManyInPlay(player.id)) ?? this.open(player, puzzleId, undefined, asker);
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

  /**
   * A race starts its racers' runs itself, every one at the race's start instant (SPEC §3),
   * with the race's time limit for `walls`. Not rate-limited: the server, not the player, asks.
   */
  startAt(player: PlayerRecord, puzzleId: string, startedAt: number, timeLimitMs: number): Promise<RunStartedAck | RunAck> {
    return this.open(player, puzzleId, { startedAt, timeLimitMs });
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

  /** Calls `watcher` after every accepted request and every end of a run (races follow their runs so). */
  watch(watcher: RunWatcher): void {
    this.watchers.push(watcher);
  }

  private async open(player: PlayerRecord, puzzleId: string, race?: { startedAt: number; timeLimitMs: number }, asker?: Asker): Promise<RunStartedAck | RunAck> {
    const { store, catalog, metrics, now } = this.options;
    // The board is played at once; its par, when still being solved, settles the run later.
    const opened = await catalog.playable(puzzleId, asker);
    if (!opened.ok) return errorAck(opened.error.code, opened.error.message, undefined, opened.error.reason);
    const { puzzle, parPending } = opened.value;
    const play = startRun(puzzle);
    // A racer's run always ranks in its race (an unranked one shares the last place there).
    const ranked = race ? true : (await attemptsOf(store, player.id, puzzle.id, 1)).nextRunRanked;
    const record: RunRecord = {
      id: newId(),
      playerId: player.id,
      puzzleId: puzzle.id,
      game: puzzle.game,
      status: 'playing',
      ranked,
      // The clock starts as the board is handed over.
      startedAt: race?.startedAt ?? now(),
      // A race's time limit holds for every game: a run still in play when it is up ends then.
      timeLimitMs: race?.timeLimitMs ?? this.soloTimeLimit(puzzle.rules.timeLimits.runMs),
      finishedAt: null,
      timeMs: null,
      moves: 0,
      score: play.state.score,
      remaining: null,
    };
    await store.createRun(record);
    const run = this.live.track(new LiveRun(record, puzzle, play, record.startedAt, { maxDurationMs: this.options.maxRunDurationMs }));
    if (parPending) this.awaitPar(puzzle.id, record.id);
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
      ranked,
      par: puzzle.par,
      parPending,
    };
  }

  /**
   * Run `runId` began (or was rebuilt) while its puzzle's par was being solved: it is settled
   * when the par comes, or at once when the par came meanwhile (between the catalog's answer
   * and now), so that no run waits for a par that was already announced.
   */
  private awaitPar(puzzleId: string, runId: string): void {
    this.pendingPars.add(puzzleId, runId);
    void this.settleIfKnown(puzzleId);
  }

  private async settleIfKnown(puzzleId: string): Promise<void> {
    const { catalog } = this.options;
    let known = catalog.known(puzzleId);
    // Not known here and no longer being solved (a solve that failed, or a par stored by
    // another process): ask again, which finds the stored par or solves it once more.
    if (!known && !catalog.solvingPar(puzzleId)) {
      const opened = await catalog.playable(puzzleId);
      if (opened.ok && !opened.value.parPending) known = opened.value.puzzle;
    }
    if (known) await this.settlePar(known);
  }

  /**
   * A par has come: every run that started without it is settled from its stored log, as if
   * par had been known from the start. A run in play takes the puzzle with its par (a `walls`
   * board at or past par shows solved); a run already over is ended again with it (a `walls`
   * layout submitted or timed out at or past par is solved, timed when its best came).
   */
  private async settlePar(puzzle: Puzzle): Promise<void> {
    for (const runId of this.pendingPars.take(puzzle.id)) {
      try {
        await this.settleRun(runId, puzzle);
      } catch (error) {
        // Stays pending in the store: the next start of the server settles it.
        this.options.log?.error({ err: error, runId }, 'could not settle a run with its par');
      }
    }
  }

  private async settleRun(runId: string, puzzle: Puzzle): Promise<void> {
    const run = await this.live.get(runId);
    if (!run) return;
    await run.exclusive(async () => {
      const replayed = replayLog(puzzle, await this.options.store.logOf(runId));
      run.puzzle = puzzle;
      run.play = replayed;
      if (run.over && run.status !== 'gave_up') {
        const endedAtMs = run.stoppedAtMs ?? 0;
        const update = ending(puzzle, run.state, run.best, endedAtMs, run.record.startedAt + endedAtMs);
        if (goalPolicyOf(puzzle.rules).playsOn && update.status !== run.status) {
          await this.options.store.updateRun(runId, { status: update.status });
          run.status = update.status as LiveRun['status'];
          // Solved only now that par is known: a journey level that asks for it is met now too.
          await this.settleJourney(run, update.status, run.record.startedAt + endedAtMs);
        }
      }
      this.tell(run);
    });
  }

  private get maxMoves(): number {
    return this.options.maxRunMoves ?? Limits.maxRunMoves;
  }

  /** A solo run's limit: none where the rules give none, else theirs (or the configured one). */
  private soloTimeLimit(rulesLimitMs: number | null): number | null {
    return rulesLimitMs === null ? null : (this.options.runTimeLimitMs ?? rulesLimitMs);
  }

  move(player: PlayerRecord, request: Sequenced & { move: unknown }): Promise<RunAck> {
    // The move as the game's strict schema reads it is what is played and stored: a move of
    // the wrong shape (an unknown key too) is a bad payload, and nothing of it reaches the log.
    return this.request(player, request, (run) => {
      const read = readMove(run.puzzle, request.move, ['move']);
      if (!read.ok) return fail(ErrorCode.InvalidPayload, `Bad run:move payload: ${read.error.message}`);
      return ok({ kind: 'move', move: read.value });
    });
  }

  undo(player: PlayerRecord, request: Sequenced): Promise<RunAck> {
    return this.request(player, request, () => ok({ kind: 'undo' }));
  }

  hint(player: PlayerRecord, request: Sequenced): Promise<RunAck> {
    // A hint changes nothing on the board but is logged with the solver's move, and unranks the run (SPEC §1).
    // Each takes a solver thread (tens of milliseconds off the known line): a run and a player take only so many.
    return this.request(player, request, async (run) => {
      const refused = this.hints.take(player.id, run.play.hints, this.options.now());
      if (refused) return { ok: false, error: refused };
      return ok({ kind: 'hint', move: (await this.options.solver.hint(run.puzzle, run.state)) ?? null });
    });
  }

  finish(player: PlayerRecord, runId: string): Promise<RunAck> {
    return this.withRun(player, runId, async (run) => {
      if (run.over) return errorAck(ErrorCode.RunOver, overMessage(run), run);
      await this.end(run, this.options.now());
      return stateAck(run, this.options.now());
    });
  }

  /**
   * Ends the run if its time limit is up and it is still in play, from whichever process asks
   * (a race's time-up): a run nobody touches any more is rebuilt from storage to be ended.
   */
  async endIfTimeUp(runId: string): Promise<void> {
    const run = await this.live.get(runId);
    if (run && !run.over && run.timeIsUp(this.options.now())) await this.expire(run);
  }

  resume(player: PlayerRecord, runId: string): Promise<RunAck> {
    return this.withRun(player, runId, async (run) => stateAck(run, this.options.now()));
  }

  /** After a restart: puts the timed runs that were in play back on the clock. */
  async recover(): Promise<number> {
    // Runs whose par was still being solved when the server stopped: solved and settled now.
    for (const { id, puzzleId } of await this.options.store.runsAwaitingPar()) this.awaitPar(puzzleId, id);
    return this.live.recover();
  }

  /** Waits for every request in flight, so a graceful close loses no acknowledged write. */
  settle(): Promise<void> {
    return this.live.settle();
  }

  private async request(
    player: PlayerRecord,
    { runId, seq }: Sequenced,
    ask: (run: LiveRun) => Result<RunRequest> | Promise<Result<RunRequest>>,
  ): Promise<RunAck> {
    const { metrics, now } = this.options;
    const started = performance.now();
    return this.withRun(player, runId, async (run) => {
      if (run.over) return errorAck(ErrorCode.RunOver, overMessage(run), run);
      const fresh = checkSeq(run.play, seq);
      if (!fresh.ok) return errorAck(ErrorCode.StaleSeq, fresh.error.message, run);
      if (run.logged >= this.maxMoves) return errorAck(ErrorCode.RunTooLong, runTooLongMessage(this.maxMoves), run);
      const at = now();
      if (!run.bucket.take(at)) return problemAck(rateLimited(RUN_RATE_MESSAGE, run.bucket.retryAfterMs(at)), run);
      const atMs = at - run.record.startedAt;
      const taken = take(run, await ask(run), seq, atMs);
      if (!taken.ok) {
        metrics.movesValidated.inc({ game: run.puzzle.game, outcome: 'refused' });
        return errorAck(taken.error.code, taken.error.message, run, taken.error.reason);
      }
      const { request, play } = taken.value;
      const { kind } = request;
      const entry = logEntryOf(request, seq, atMs);
      const update = kind === 'hint' ? { ranked: false } : afterRequest(run.puzzle, play.state, play.best, atMs, at);
      // Stored before it is acknowledged: an acknowledged request survives a crash.
      await this.options.store.appendLog(run.record.id, entry, update).catch((error: unknown) => {
        // A commit cut off by the database going away may have gone through or not: only the
        // stored log knows, so the next request rebuilds the run from it (a resent seq that was
        // stored is then refused as stale, with the state to resync).
        if (isDatabaseUnavailable(error)) this.live.forget(run);
        throw error;
      });
      run.play = play;
      run.logged += 1;
      run.result = resultAfter(run.result, update);
      if (kind === 'hint') run.ranked = false;
      if (update.status !== undefined && update.status !== 'playing') {
        this.stop(run, update.status as LiveRun['status'], atMs);
        await this.settleJourney(run, update.status, at);
      }
      metrics.movesValidated.inc({ game: run.puzzle.game, outcome: 'accepted' });
      metrics.moveLatency.observe((performance.now() - started) / 1000);
      this.tell(run);
      return stateAck(run, at, kind === 'hint' ? entry.move : undefined);
    });
  }

  /** Finds the run (in memory, or rebuilt from storage), checks it is the player's, and locks it. */
  private async withRun(player: PlayerRecord, runId: string, task: (run: LiveRun) => Promise<RunAck>): Promise<RunAck> {
    const run = await this.live.get(runId);
    if (!run) return errorAck(ErrorCode.RunNotFound, `No run ${runId}.`);
    if (run.record.playerId !== player.id) return errorAck(ErrorCode.Forbidden, 'That run belongs to another player.');
    return run.exclusive(async () => {
      const now = this.options.now();
      run.touchedAt = now;
      if (run.timeIsUp(now)) {
        await this.end(run, run.endsAt);
        return errorAck(ErrorCode.TimeUp, 'The time limit of this run has run out.', run);
      }
      return task(run);
    });
  }

  private async expire(run: LiveRun): Promise<void> {
    await run
      .exclusive(async () => {
        if (run.timeIsUp(this.options.now())) await this.end(run, run.endsAt);
        // A timer may fire a millisecond early: then it is simply set again.
        else if (!run.over) this.live.track(run);
      })
      .catch((error: unknown) => this.options.log?.error({ err: error, runId: run.record.id }, 'could not end a timed-out run'));
  }

  /** Ends a run now (given up, layout submitted, or out of time) and stores how it ended. */
  private async end(run: LiveRun, endedAt: number): Promise<void> {
    const atMs = Math.max(0, endedAt - run.record.startedAt);
    const update = ending(run.puzzle, run.state, run.best, atMs, endedAt);
    await this.options.store.updateRun(run.record.id, update);
    // The clock shows the time played; a `walls` run ranks by when its best came (timeMs).
    run.result = resultAfter(run.result, update);
    this.stop(run, update.status, atMs);
    await this.settleJourney(run, update.status, endedAt);
    this.tell(run);
  }

  /** A run that ended may complete a journey level (and so unlock the next). */
  private async settleJourney(run: LiveRun, status: string, at: number): Promise<void> {
    const record = { ...run.record, ranked: run.ranked };
    await settleJourney(this.options.store, run.puzzle.game, record, { status, score: run.result.score }, at);
  }

  private tell(run: LiveRun): void {
    for (const watcher of this.watchers) {
      try {
        watcher(run);
      } catch (error) {
        this.options.log?.error({ err: error, runId: run.record.id }, 'a run watcher failed');
      }
    }
  }

  private stop(run: LiveRun, status: LiveRun['status'], atMs: number): void {
    run.status = status;
    run.stoppedAtMs = atMs;
    this.options.metrics.runsFinished.inc({ game: run.puzzle.game, status });
    this.options.log?.info({ runId: run.record.id, status, atMs, moves: run.state.moves }, 'run ended');
    // Finished runs are not kept: their stored record answers any later question.
    this.live.forget(run);
  }
}

/**
 * The request as the core reducer takes it (the same reducer as the browser's and as every
 * replay's): what it takes is what is logged. A refusal is a bad payload or the rules' word.
 */
function take(run: LiveRun, asked: Result<RunRequest>, seq: number, atMs: number): Result<{ request: RunRequest; play: RunState }> {
  if (!asked.ok) return asked;
  const next = stepRun(run.puzzle, run.play, asked.value, seq, atMs);
  return next.ok ? ok({ request: asked.value, play: next.value }) : next;
}
