import { openPuzzle, solvePuzzle, startState, viewState, type PlayState, type Puzzle } from '@gridrace/core';
import type { StoredRun } from './api.ts';
import { applyRequest, type RunRequest } from './ledger.ts';
import type { RunTransport } from './transport.ts';

type Logged = { seq: number; kind: RunRequest['kind']; move: unknown; atMs: number };

/**
 * A whole run authority in memory, with the core rules (boardgame.io's local transport): what
 * the run controller's tests talk to instead of a server. `refuseNext` makes it refuse the
 * next request as a server with other information would; `drop` loses answers in transit;
 * `timeLimitMs` is the limit its acks give the run (a server configured otherwise, a race).
 */
export class LocalAuthority implements RunTransport {
  connected = true;
  refuseNext = false;
  drop = false;
  elapsedMs = 0;
  timeLimitMs: number | null = null;
  readonly received: { event: string; payload: Record<string, unknown> }[] = [];
  private puzzle: Puzzle | null = null;
  private state: PlayState | null = null;
  private lastSeq = 0;
  private status: 'playing' | 'solved' | 'stuck' | 'gave_up' | 'ended' = 'playing';
  private ranked = true;
  /** What ranks the run, as the server stores it: the end's time, or `walls`'s best and when it came. */
  private result: { timeMs: number | null; score: number } = { timeMs: null, score: 0 };
  private best = { score: 0, atMs: 0 };
  private readonly log: Logged[] = [];
  private readonly listeners = new Set<(up: boolean) => void>();

  readonly api = {
    puzzle: async (id: string) => {
      const puzzle = solvePuzzle(expect(openPuzzle(id)));
      return { id: puzzle.id, game: puzzle.game, params: puzzle.params, board: puzzle.board, par: puzzle.par };
    },
    run: async (runId: string): Promise<StoredRun> => ({ id: runId, puzzleId: this.puzzle?.id, log: this.log.map((e) => ({ ...e })) }) as unknown as StoredRun,
  };

  /** A ruleset change on the server's side: its state moves on without the client knowing. */
  serverOnlyMove(move: unknown): void {
    this.apply({ kind: 'move', move }, this.lastSeq + 1);
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

  private handle(event: string, payload: Record<string, unknown>): unknown {
    if (event === 'run:start') {
      this.puzzle = solvePuzzle(expect(openPuzzle(String(payload.puzzleId))));
      this.state = startState(this.puzzle);
      this.result = { timeMs: null, score: this.state.score };
      this.best = { score: this.state.score, atMs: 0 };
      return { ok: true, runId: 'r1', puzzleId: this.puzzle.id, board: this.puzzle.board, startedAt: 0, state: this.view(), timeLimitMs: this.timeLimitMs };
    }
    if (event === 'run:finish') {
      if (this.status === 'playing' && this.puzzle?.game !== 'walls') this.result = { ...this.result, timeMs: this.elapsedMs };
      this.status = this.status === 'playing' ? (this.puzzle?.game === 'walls' ? 'ended' : 'gave_up') : this.status;
      return this.ack();
    }
    if (event === 'run:resume') return this.ack();
    const seq = Number(payload.seq);
    if (this.refuseNext) {
      this.refuseNext = false;
      return { ok: false, error: { code: 'invalid_move', message: 'Refused by the test.' }, state: this.view(), seq: this.lastSeq };
    }
    if (seq <= this.lastSeq) return { ok: false, error: { code: 'stale_seq', message: 'stale' }, state: this.view(), seq: this.lastSeq };
    const request: RunRequest = event === 'run:move' ? { kind: 'move', move: payload.move } : { kind: event === 'run:undo' ? 'undo' : 'hint' };
    const refusal = this.apply(request, seq);
    if (refusal) return { ok: false, error: refusal, state: this.view(), seq: this.lastSeq };
    if (request.kind === 'hint') this.ranked = false;
    const solution = this.puzzle?.solution ?? [];
    return this.ack(request.kind === 'hint' ? (solution[this.log.filter((e) => e.kind === 'move').length] ?? null) : undefined);
  }

  private apply(request: RunRequest, seq: number): { code: string; message: string } | null {
    if (!this.puzzle || !this.state) return { code: 'run_not_found', message: 'No run.' };
    const next = applyRequest(this.puzzle, this.state, request);
    if (!next.ok) return next.error;
    this.state = next.value;
    this.lastSeq = seq;
    this.log.push({ seq, kind: request.kind, move: request.kind === 'move' ? request.move : null, atMs: this.elapsedMs });
    if (this.puzzle.game === 'walls') {
      if (next.value.score > this.best.score) this.best = { score: next.value.score, atMs: this.elapsedMs };
      this.result = { timeMs: this.best.atMs, score: this.best.score };
    } else {
      this.result = { ...this.result, score: next.value.score };
      if (next.value.status !== 'playing') {
        this.status = next.value.status;
        this.result = { ...this.result, timeMs: this.elapsedMs };
      }
    }
    return null;
  }

  private view() {
    return this.puzzle && this.state ? (viewState(this.puzzle, this.state) as never) : null;
  }

  private ack(hint?: unknown) {
    return { ok: true, runId: 'r1', seq: this.lastSeq, state: this.view(), elapsedMs: this.elapsedMs, result: this.result, runStatus: this.status, ranked: this.ranked, timeLimitMs: this.timeLimitMs, ...(hint === undefined ? {} : { hint }) };
  }
}

function expect<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
