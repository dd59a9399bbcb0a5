import { applyMove, startState, undoMove, viewState, type PlayState, type Puzzle, type Result } from '@gridrace/core';
import type { StateViewJson } from '@gridrace/protocol';

/** What a player asks of a run, as the server logs it. */
export type RunRequest = { readonly kind: 'move'; readonly move: unknown } | { readonly kind: 'undo' } | { readonly kind: 'hint' };

/** The same reducer as the server's (STYLE: "the same reducer on both sides"). */
export function applyRequest(puzzle: Puzzle, state: PlayState, request: RunRequest): Result<PlayState> {
  if (request.kind === 'move') return applyMove(puzzle, state, request.move);
  if (request.kind === 'undo') return undoMove(puzzle, state);
  return { ok: true, value: state };
}

/** Whether the server's view of a state is the one the rules give here. */
export function agrees(puzzle: Puzzle, local: PlayState, server: StateViewJson): boolean {
  const mine = viewState(puzzle, local);
  return mine.status === server.status && mine.moves === server.moves && mine.score === server.score && JSON.stringify(mine.board) === JSON.stringify(server.board);
}

/** A run rebuilt from its stored log (`GET /runs/{id}`): how a client that lost track catches up. */
export function replayLog(puzzle: Puzzle, log: readonly { seq: number; kind: RunRequest['kind']; move: unknown }[]): { state: PlayState; seq: number } {
  let state = startState(puzzle);
  let seq = 0;
  for (const entry of log) {
    const next = applyRequest(puzzle, state, entry.kind === 'move' ? { kind: 'move', move: entry.move } : { kind: entry.kind });
    if (next.ok) state = next.value;
    seq = entry.seq;
  }
  return { state, seq };
}

/**
 * The optimistic client state of one run. Requests are applied here at once and sent with
 * the next `seq`; the server's acknowledgements confirm them one by one, in order. After a
 * refusal the requests still in flight were built on a state the server does not have, so
 * the board shows the confirmed state alone until they are all answered.
 */
export class RunLedger {
  private confirmed: PlayState;
  private lastSeq: number;
  private readonly inFlight = new Map<number, RunRequest>();
  private diverged = false;

  constructor(
    readonly puzzle: Puzzle,
    state: PlayState = startState(puzzle),
    seq = 0,
  ) {
    this.confirmed = state;
    this.lastSeq = seq;
  }

  /** What the board shows: the confirmed state with every request in flight applied. */
  get shown(): PlayState {
    if (this.diverged) return this.confirmed;
    let state = this.confirmed;
    for (const request of this.inFlight.values()) {
      const next = applyRequest(this.puzzle, state, request);
      if (next.ok) state = next.value;
    }
    return state;
  }

  get pending(): number {
    return this.inFlight.size;
  }

  /** Applies a request locally; its `seq` to send, or the rules' reason to refuse it. */
  propose(request: RunRequest): Result<number> {
    if (this.diverged) return { ok: false, error: { code: 'resyncing', message: 'Catching up with the server…' } };
    const next = applyRequest(this.puzzle, this.shown, request);
    if (!next.ok) return next;
    const seq = ++this.lastSeq;
    this.inFlight.set(seq, request);
    return { ok: true, value: seq };
  }

  /** The server took request `seq`; false when its state is not ours (then resync from the log). */
  accepted(seq: number, server: StateViewJson): boolean {
    const request = this.inFlight.get(seq);
    this.inFlight.delete(seq);
    if (request) {
      const next = applyRequest(this.puzzle, this.confirmed, request);
      if (next.ok) this.confirmed = next.value;
    }
    this.settle();
    return agrees(this.puzzle, this.confirmed, server);
  }

  refused(seq: number): void {
    this.inFlight.delete(seq);
    this.diverged = true;
    this.settle();
  }

  /** Requests whose answers were lost (a dropped connection) are forgotten; the server's word decides. */
  abandon(): void {
    this.inFlight.clear();
    this.diverged = false;
  }

  agreesWith(server: StateViewJson): boolean {
    return this.inFlight.size === 0 && agrees(this.puzzle, this.confirmed, server);
  }

  /** Starts over from a state rebuilt from the server's log. */
  reset(state: PlayState, serverSeq: number): void {
    this.confirmed = state;
    this.lastSeq = Math.max(this.lastSeq, serverSeq);
    this.abandon();
  }

  private settle(): void {
    if (this.inFlight.size === 0) this.diverged = false;
  }
}
