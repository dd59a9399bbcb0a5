import { afterRequest, checkSeq, fail, logEntryOf, ok, readMove, resultAfter, type Result, type RunRequest, type RunState, stepCheckedRun } from '@gridrace/core';
import { ErrorCode, Limits, type RunAck } from '@gridrace/protocol';
import type { Metrics } from '../metrics.ts';
import { rateLimited } from '../limits/refusal.ts';
import type { Solver } from '../solver/solver.ts';
import type { PlayerRecord, RunsStore } from '../store/store.ts';
import { isDatabaseUnavailable } from '../store/unavailable.ts';
import { errorAck, problemAck, stateAck } from './acks.ts';
import type { HintLimiter } from './hint-limits.ts';
import type { LiveRun } from './live-run.ts';
import type { LiveRuns } from './live-runs.ts';
import { overMessage } from './over-message.ts';
import type { RunEnding } from './run-ending.ts';
import type { RunEvents } from './run-events.ts';

export interface RunSessionOptions {
  readonly store: RunsStore;
  readonly solver: Solver;
  readonly metrics: Metrics;
  readonly now: () => number;
  readonly live: LiveRuns;
  readonly ending: RunEnding;
  readonly events: RunEvents;
  readonly hints: HintLimiter;
  /** Most requests a run's log holds (RUN_MAX_MOVES). */
  readonly maxMoves: number;
}

type Sequenced = { runId: string; seq: number };

const RUN_RATE_MESSAGE = `Too many requests on this run: at most ${Limits.runBurst} at once, then ${Limits.runRatePerSecond} per second`;
const runTooLongMessage = (maxMoves: number) =>
  `This run has reached its longest log, ${maxMoves} requests: no more moves are taken; finish it (give up, or hand in its score) or start another.`;

/**
 * A player's requests on a run in play (docs/protocol.md#runs): each is checked once, taken by the core
 * reducer (the same as the browser's and as every replay's), stamped with server time, and
 * stored before it is acknowledged.
 */
export class RunSession {
  constructor(private readonly options: RunSessionOptions) {}

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
    // A hint changes nothing on the board but is logged with the solver's move, and unranks the run (docs/fair-play.md#hints).
    // Each takes a solver thread (tens of milliseconds off the known line): a run and a player take only so many.
    return this.request(player, request, async (run) => {
      const refused = this.options.hints.take(player.id, run.play.hints, this.options.now());
      if (refused) return { ok: false, error: refused };
      return ok({ kind: 'hint', move: (await this.options.solver.hint(run.puzzle, run.state)) ?? null });
    });
  }

  finish(player: PlayerRecord, runId: string): Promise<RunAck> {
    return this.withRun(player, runId, async (run) => {
      if (run.over) return errorAck(ErrorCode.RunOver, overMessage(run), run);
      await this.options.ending.end(run, this.options.now());
      return stateAck(run, this.options.now());
    });
  }

  resume(player: PlayerRecord, runId: string): Promise<RunAck> {
    return this.withRun(player, runId, async (run) => stateAck(run, this.options.now()));
  }

  /**
   * Ends the run if its time limit is up and it is still in play, from whichever process asks
   * (a race's time-up): a run nobody touches any more is rebuilt from storage to be ended.
   */
  async endIfTimeUp(runId: string): Promise<void> {
    const run = await this.options.live.get(runId);
    if (run && !run.over && run.timeIsUp(this.options.now())) await this.options.ending.expire(run);
  }

  /** One pass of a request: its run and `seq` checked here, its move read by `ask`, then taken (`take`). */
  private async request(player: PlayerRecord, { runId, seq }: Sequenced, ask: (run: LiveRun) => Result<RunRequest> | Promise<Result<RunRequest>>): Promise<RunAck> {
    const { metrics, now, maxMoves } = this.options;
    const started = performance.now();
    return this.withRun(player, runId, async (run) => {
      if (run.over) return errorAck(ErrorCode.RunOver, overMessage(run), run);
      const fresh = checkSeq(run.play, seq);
      if (!fresh.ok) return errorAck(ErrorCode.StaleSeq, fresh.error.message, run);
      if (run.logged >= maxMoves) return errorAck(ErrorCode.RunTooLong, runTooLongMessage(maxMoves), run);
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
        if (isDatabaseUnavailable(error)) this.options.live.forget(run);
        throw error;
      });
      run.play = play;
      run.logged += 1;
      run.result = resultAfter(run.result, update);
      if (kind === 'hint') run.ranked = false;
      if (update.status !== undefined && update.status !== 'playing') {
        this.options.ending.stop(run, update.status as LiveRun['status'], atMs);
        await this.options.events.ended(run, at);
      }
      metrics.movesValidated.inc({ game: run.puzzle.game, outcome: 'accepted' });
      metrics.moveLatency.observe((performance.now() - started) / 1000);
      this.options.events.tell(run);
      return stateAck(run, at, kind === 'hint' ? entry.move : undefined);
    });
  }

  /** Finds the run (in memory, or rebuilt from storage), checks it is the player's, and locks it. */
  private async withRun(player: PlayerRecord, runId: string, task: (run: LiveRun) => Promise<RunAck>): Promise<RunAck> {
    const run = await this.options.live.get(runId);
    if (!run) return errorAck(ErrorCode.RunNotFound, `No run ${runId}.`);
    if (run.record.playerId !== player.id) return errorAck(ErrorCode.Forbidden, 'That run belongs to another player.');
    return run.exclusive(async () => {
      const now = this.options.now();
      run.touchedAt = now;
      if (run.timeIsUp(now)) {
        await this.options.ending.end(run, run.endsAt);
        return errorAck(ErrorCode.TimeUp, 'The time limit of this run has run out.', run);
      }
      return task(run);
    });
  }
}

/**
 * The request as the core reducer takes it (the same reducer as the browser's and as every
 * replay's): what it takes is what is logged. A refusal is a bad payload or the rules' word.
 * Its seq was checked and its move read before `ask` (the run is locked meanwhile, so the seq
 * is still fresh however long a hint took): the reducer checks and reads neither again.
 */
function take(run: LiveRun, asked: Result<RunRequest>, seq: number, atMs: number): Result<{ request: RunRequest; play: RunState }> {
  if (!asked.ok) return asked;
  const next = stepCheckedRun(run.puzzle, run.play, asked.value, seq, atMs);
  return next.ok ? ok({ request: asked.value, play: next.value }) : next;
}
