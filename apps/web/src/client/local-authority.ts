import { openPuzzle, solvePuzzle, startState, viewState, type PlayState, type Puzzle } from '@gridrace/core';
import type { RunStatus } from '@gridrace/protocol';
import type { OwnRuns, PuzzleInfo, StoredRun } from './api.ts';
import { applyRequest, type RunRequest } from './ledger.ts';
import type { RunTransport } from './transport.ts';

type Logged = { seq: number; kind: RunRequest['kind']; move: unknown; atMs: number };

/** One run the authority keeps: its puzzle, where it stands and its log. */
interface HeldRun {
  readonly id: string;
  readonly puzzle: Puzzle;
  state: PlayState;
  lastSeq: number;
  status: RunStatus;
  ranked: boolean;
  /** What ranks the run, as the server stores it: the end's time, or `walls`'s best and when it came. */
  result: { timeMs: number | null; score: number };
  best: { score: number; atMs: number };
  readonly log: Logged[];
}

/**
 * A whole run authority in memory, with the core rules (boardgame.io's local transport): what
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
  private readonly runs: HeldRun[] = [];
  private readonly listeners = new Set<(up: boolean) => void>();

  readonly api = {
    puzzle: async (id: string) => {
      const puzzle = solvePuzzle(expect(openPuzzle(id)));
      // Core's puzzle is the game's own JSON: the shape the server's answer has (one per game).
      return { id: puzzle.id, game: puzzle.game, params: puzzle.params, board: puzzle.board, par: puzzle.par } as PuzzleInfo;
    },
    run: async (runId: string): Promise<StoredRun> => {
      const run = this.byId(runId);
      return { id: runId, puzzleId: run?.puzzle.id, log: (run?.log ?? []).map((e) => ({ ...e })) } as unknown as StoredRun;
    },
    ownRuns: async (puzzleId: string): Promise<OwnRuns> => {
      const runs = this.runs.filter((run) => run.puzzle.id === puzzleId).reverse();
      const summaries = runs.map((run) => ({ runId: run.id, puzzleId, status: run.status, ranked: run.ranked, moves: run.state.moves }));
      return { puzzleId, daily: this.daily, nextRunRanked: this.ranksNext(puzzleId), runs: summaries } as unknown as OwnRuns;
    },
  };

  /** A ruleset change on the server's side: its state moves on without the client knowing. */
  serverOnlyMove(move: unknown): void {
    const run = this.runs.at(-1);
    if (run) this.apply(run, { kind: 'move', move }, run.lastSeq + 1);
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
      const puzzle = solvePuzzle(expect(openPuzzle(String(payload.puzzleId))));
      const ranked = this.ranksNext(puzzle.id);
      const state = startState(puzzle);
      const result = { timeMs: null, score: state.score };
      const run: HeldRun = { id: `r${this.runs.length + 1}`, puzzle, state, lastSeq: 0, status: 'playing', ranked, result, best: { score: state.score, atMs: 0 }, log: [] };
      this.runs.push(run);
      return { ok: true, runId: run.id, puzzleId: puzzle.id, board: puzzle.board, startedAt: 0, state: this.view(run), timeLimitMs: this.timeLimitMs, ranked };
    }
    const run = this.byId(payload.runId);
    if (!run) return { ok: false, error: { code: 'run_not_found', message: 'No run.' } };
    const refusal = (code: string, message: string) => ({ ok: false, error: { code, message }, state: this.view(run), seq: run.lastSeq });
    // As the server does: a timed run whose time is up ends on the request that finds it so.
    if (run.status === 'playing' && this.timeLimitMs !== null && this.elapsedMs >= this.timeLimitMs) {
      run.status = run.puzzle.game === 'walls' ? 'ended' : 'gave_up';
      return refusal('time_up', 'The time limit of this run has run out.');
    }
    if (event === 'run:finish') {
      if (run.status === 'playing' && run.puzzle.game !== 'walls') run.result = { ...run.result, timeMs: this.elapsedMs };
      run.status = run.status === 'playing' ? (run.puzzle.game === 'walls' ? 'ended' : 'gave_up') : run.status;
      return this.ack(run);
    }
    if (event === 'run:resume') return this.ack(run);
    const seq = Number(payload.seq);
    if (this.refuseNext) {
      this.refuseNext = false;
      return refusal('invalid_move', 'Refused by the test.');
    }
    if (seq <= run.lastSeq) return refusal('stale_seq', 'stale');
    const request: RunRequest = event === 'run:move' ? { kind: 'move', move: payload.move } : { kind: event === 'run:undo' ? 'undo' : 'hint' };
    const refused = this.apply(run, request, seq);
    if (refused) return refusal(refused.code, refused.message);
    if (request.kind === 'hint') run.ranked = false;
    const moves = run.log.filter((e) => e.kind === 'move').length;
    return this.ack(run, request.kind === 'hint' ? (run.puzzle.solution[moves] ?? null) : undefined);
  }

  private apply(run: HeldRun, request: RunRequest, seq: number): { code: string; message: string } | null {
    const next = applyRequest(run.puzzle, run.state, request);
    if (!next.ok) return next.error;
    run.state = next.value;
    run.lastSeq = seq;
    run.log.push({ seq, kind: request.kind, move: request.kind === 'move' ? request.move : null, atMs: this.elapsedMs });
    if (run.puzzle.game === 'walls') {
      if (next.value.score > run.best.score) run.best = { score: next.value.score, atMs: this.elapsedMs };
      run.result = { timeMs: run.best.atMs, score: run.best.score };
    } else {
      run.result = { ...run.result, score: next.value.score };
      if (next.value.status !== 'playing') {
        run.status = next.value.status;
        run.result = { ...run.result, timeMs: this.elapsedMs };
      }
    }
    return null;
  }

  private view(run: HeldRun) {
    return viewState(run.puzzle, run.state) as never;
  }

  private ack(run: HeldRun, hint?: unknown) {
    const { id: runId, lastSeq: seq, status: runStatus, ranked, result } = run;
    return { ok: true, runId, seq, state: this.view(run), elapsedMs: this.elapsedMs, result, runStatus, ranked, timeLimitMs: this.timeLimitMs, ...(hint === undefined ? {} : { hint }) };
  }
}

function expect<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
