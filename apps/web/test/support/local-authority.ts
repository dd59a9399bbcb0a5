import { afterRequest, ending, expectOk, hint, logEntryOf, openPuzzle, resultAfter, solvePuzzle, startRun, stepRun, viewState, type HeldResult, type LoggedRequest, type Puzzle, type RunRequest, type RunState } from '@gridrace/core';
import type { RunStatus } from '@gridrace/protocol';
import type { OwnRuns, PuzzleInfo, StoredRun } from '../../src/client/api.ts';
import type { RunTransport } from '../../src/client/transport.ts';

/** One run the authority keeps: its puzzle, what the core reducer made of it, and its log. */
interface HeldRun {
  readonly id: string;
  readonly puzzle: Puzzle;
  play: RunState;
  status: RunStatus;
  ranked: boolean;
  /** What ranks the run, as the server stores it: the end's time, or a score goal's best and when it came. */
  result: HeldResult;
  readonly log: LoggedRequest[];
}

/**
 * A run authority in memory over the core run reducer and core's outcome of a run (how it
 * ends and what ranks it, as the server stores it; boardgame.io's local transport): what
 * the run controller's tests talk to instead of a server. It keeps every run started (`r1`,
 * `r2`, …); requests without a run id go to the latest. `refuseNext` makes it refuse the next
 * request as a server with other information would; `drop` loses answers in transit;
 * `timeLimitMs` is the limit its acks give a run (a server configured otherwise, a race);
 * `daily` makes every puzzle a daily of that day, where only a player's first run ranks.
 */
export class LocalAuthority implements RunTransport {
  connected = true;
  refuseNext = false;
  drop = false;
  elapsedMs = 0;
  timeLimitMs: number | null = null;
  daily: string | null = null;
  readonly received: { event: string; payload: Record<string, unknown> }[] = [];
  /** How many times the client fetched a run's log (`GET /runs/{id}`). */
  logFetches = 0;
  private readonly runs: HeldRun[] = [];
  private readonly listeners = new Set<(up: boolean) => void>();

  readonly api = {
    puzzle: async (id: string) => {
      const puzzle = solvePuzzle(expectOk(openPuzzle(id)));
      // Core's puzzle is the game's own JSON: the shape the server's answer has (one per game).
      return { id: puzzle.id, game: puzzle.game, params: puzzle.params, board: puzzle.board, par: puzzle.par } as PuzzleInfo;
    },
    run: async (runId: string): Promise<StoredRun> => {
      this.logFetches++;
      const run = this.byId(runId);
      return { id: runId, puzzleId: run?.puzzle.id, log: (run?.log ?? []).map((e) => ({ ...e })) } as unknown as StoredRun;
    },
    ownRuns: async (puzzleId: string): Promise<OwnRuns> => {
      const runs = this.runs.filter((run) => run.puzzle.id === puzzleId).reverse();
      const summaries = runs.map((run) => ({ runId: run.id, puzzleId, status: run.status, ranked: run.ranked, moves: run.play.state.moves }));
      return { puzzleId, daily: this.daily, nextRunRanked: this.ranksNext(puzzleId), runs: summaries } as unknown as OwnRuns;
    },
  };

  /** A ruleset change on the server's side: its state moves on without the client knowing. */
  serverOnlyMove(move: unknown): void {
    const run = this.runs.at(-1);
    if (run) this.take(run, { kind: 'move', move }, run.play.lastSeq + 1);
  }

  /** The run `runId` ends on the server's side (its time ran out, or another tab gave it up). */
  endOnServer(runId: string, status: RunStatus = 'gave_up'): void {
    const run = this.byId(runId);
    if (run) run.status = status;
  }

  setConnected(up: boolean): void {
    this.connected = up;
    for (const listener of this.listeners) listener(up);
  }

  onConnection(listener: (up: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async request(event: string, raw: unknown): Promise<unknown> {
    const payload = raw as Record<string, unknown>;
    this.received.push({ event, payload });
    const answer = this.handle(event, payload);
    if (this.drop) return new Promise(() => undefined);
    return answer;
  }

  private ranksNext(puzzleId: string): boolean {
    return this.daily === null || !this.runs.some((run) => run.puzzle.id === puzzleId);
  }

  private byId(runId: unknown): HeldRun | undefined {
    return this.runs.find((run) => run.id === runId);
  }

  private handle(event: string, payload: Record<string, unknown>): unknown {
    if (event === 'run:start') {
      const puzzle = solvePuzzle(expectOk(openPuzzle(String(payload.puzzleId))));
      const ranked = this.ranksNext(puzzle.id);
      const play = startRun(puzzle);
      const run: HeldRun = { id: `r${this.runs.length + 1}`, puzzle, play, status: 'playing', ranked, result: { timeMs: null, score: play.state.score }, log: [] };
      this.runs.push(run);
      return { ok: true, runId: run.id, puzzleId: puzzle.id, board: puzzle.board, startedAt: 0, state: this.view(run), timeLimitMs: this.timeLimitMs, ranked, par: puzzle.par, parPending: false };
    }
    const run = this.byId(payload.runId);
    if (!run) return { ok: false, error: { code: 'run_not_found', message: 'No run.' } };
    const refusal = (code: string, message: string) => ({ ok: false, error: { code, message }, state: this.view(run), seq: run.play.lastSeq });
    // As the server does: a timed run whose time is up ends on the request that finds it so.
    if (run.status === 'playing' && this.timeLimitMs !== null && this.elapsedMs >= this.timeLimitMs) {
      this.end(run);
      return refusal('time_up', 'The time limit of this run has run out.');
    }
    if (event === 'run:finish') {
      if (run.status === 'playing') this.end(run);
      return this.ack(run);
    }
    if (event === 'run:resume') return this.ack(run);
    if (this.refuseNext) {
      this.refuseNext = false;
      return refusal('invalid_move', 'Refused by the test.');
    }
    const request: RunRequest =
      event === 'run:move' ? { kind: 'move', move: payload.move } : event === 'run:undo' ? { kind: 'undo' } : { kind: 'hint', move: hint(run.puzzle, run.play.state) };
    const refused = this.take(run, request, Number(payload.seq));
    if (refused) return refusal(refused.code, refused.message);
    return this.ack(run, request.kind === 'hint' ? (request.move ?? null) : undefined);
  }

  /** Takes one request by the core reducer, logged as the server logs it; the refusal, if any. */
  private take(run: HeldRun, request: RunRequest, seq: number): { code: string; message: string } | null {
    const next = stepRun(run.puzzle, run.play, request, seq, this.elapsedMs);
    if (!next.ok) return next.error;
    run.play = next.value;
    run.log.push(logEntryOf(request, seq, this.elapsedMs));
    if (request.kind === 'hint') {
      run.ranked = false;
      return null;
    }
    const update = afterRequest(run.puzzle, run.play.state, run.play.best, this.elapsedMs, this.elapsedMs);
    run.result = resultAfter(run.result, update);
    if (update.status !== undefined) run.status = update.status as RunStatus;
    return null;
  }

  /** Given up, submitted or out of time: stored as the server stores an early end. */
  private end(run: HeldRun): void {
    const update = ending(run.puzzle, run.play.state, run.play.best, this.elapsedMs, this.elapsedMs);
    run.result = resultAfter(run.result, update);
    run.status = update.status;
  }

  private view(run: HeldRun) {
    return viewState(run.puzzle, run.play.state) as never;
  }

  private ack(run: HeldRun, hint?: unknown) {
    const { id: runId, status: runStatus, ranked, result } = run;
    return { ok: true, runId, seq: run.play.lastSeq, state: this.view(run), elapsedMs: this.elapsedMs, result, runStatus, ranked, timeLimitMs: this.timeLimitMs, ...(hint === undefined ? {} : { hint }) };
  }
}
