import { dequal } from 'dequal/lite';
import { fail, ok, startRun, stepRun, type PlayState, type Puzzle, type Result, type RunRequest, type RunState } from '@gridrace/core';
import type { StateViewJson } from '@gridrace/protocol';

/** A request sent and not yet answered, with the run it made here (computed once, when proposed). */
interface InFlight {
  readonly seq: number;
  readonly request: RunRequest;
  readonly after: RunState;
}

/** A request the rules took on the run shown, not sent yet: the run it makes, for the page to look at before it goes. */
export interface Proposal extends InFlight {
  /** The run it was computed on: a proposal outlived by another is not sent. */
  readonly base: RunState;
}

/**
 * Whether the server's view of a state is ours: its figures first (they differ on most
 * divergences), then its board, compared in place (the view's extras follow from the board).
 */
export function agrees(local: PlayState, server: StateViewJson): boolean {
  return local.status === server.status && local.moves === server.moves && local.score === server.score && dequal(local.board, server.board);
}

/**
 * The optimistic client state of one run, by the core run reducer (the server's own). Requests
 * are applied here at once and sent with the next `seq`; the server's acknowledgements confirm
 * them one by one, in order. After a refusal the requests still in flight were built on a state
 * the server does not have, so the board shows the confirmed state alone until they are all
 * answered. Each request goes through the rules once: when it is proposed.
 */
export class RunLedger {
  private confirmed: RunState;
  /** The confirmed run with every request in flight applied: what the board shows. */
  private optimistic: RunState;
  /** The last seq sent: a refused one is never sent again. */
  private lastSent: number;
  private readonly inFlight: InFlight[] = [];
  private diverged = false;
  /** Set when the confirmed state came from an acknowledgement, without the moves that led to it. */
  private historyLost = false;

  constructor(
    public puzzle: Puzzle,
    run: RunState = startRun(puzzle),
    seq = run.lastSeq,
  ) {
    this.confirmed = run;
    this.optimistic = run;
    this.lastSent = seq;
  }

  /** What the board shows: the confirmed state with every request in flight applied. */
  get shown(): PlayState {
    return this.diverged ? this.confirmed.state : this.optimistic.state;
  }

  get pending(): number {
    return this.inFlight.length;
  }

  /** Whether an undo here needs the run's log first: the confirmed state was taken from the server without its history. */
  get needsHistory(): boolean {
    return this.historyLost && this.inFlight.length === 0;
  }

  /** Applies a request locally; its `seq` to send, or the rules' reason to refuse it. */
  propose(request: RunRequest): Result<number> {
    const proposal = this.consider(request);
    return proposal.ok ? ok(this.commit(proposal.value)) : proposal;
  }

  /**
   * What a request would make of the run shown, by the rules (their one pass for it), changing
   * nothing yet: the page may look at the run it leads to before `commit` sends it.
   */
  consider(request: RunRequest): Result<Proposal> {
    if (this.diverged) return fail('resyncing', 'Requests wait until the run has caught up with the server.');
    const seq = this.lastSent + 1;
    // The browser has no server clock: offsets here are 0, and the server's figures decide.
    const next = stepRun(this.puzzle, this.optimistic, request, seq, 0);
    return next.ok ? ok({ seq, request, after: next.value, base: this.optimistic }) : next;
  }

  /** Takes a considered request as sent: the board shows it, and its answer is awaited. Its `seq`. */
  commit(proposal: Proposal): number {
    if (proposal.base !== this.optimistic || proposal.seq !== this.lastSent + 1 || this.diverged) throw new Error('a proposal was outlived by another request');
    const { seq, request, after } = proposal;
    this.lastSent = seq;
    this.optimistic = after;
    this.inFlight.push({ seq, request, after });
    return seq;
  }

  /** The server took request `seq`; false when its state is not ours (then resync). */
  accepted(seq: number, server: StateViewJson): boolean {
    const index = this.inFlight.findIndex((entry) => entry.seq === seq);
    const [entry] = index < 0 ? [] : this.inFlight.splice(index, 1);
    if (entry && index === 0 && !this.diverged) {
      // Answered in order on the confirmed run: the run computed when it was proposed is the one.
      this.confirmed = entry.after;
    } else if (entry) {
      const next = stepRun(this.puzzle, this.confirmed, entry.request, seq, 0);
      if (next.ok) this.confirmed = next.value;
    }
    this.settle();
    return agrees(this.confirmed.state, server);
  }

  refused(seq: number): void {
    const index = this.inFlight.findIndex((entry) => entry.seq === seq);
    if (index >= 0) this.inFlight.splice(index, 1);
    this.diverged = true;
    this.settle();
  }

  /** Requests whose answers were lost (a dropped connection) are forgotten; the server's word decides. */
  abandon(): void {
    this.inFlight.length = 0;
    this.settle();
  }

  agreesWith(server: StateViewJson): boolean {
    return this.inFlight.length === 0 && agrees(this.confirmed.state, server);
  }

  /**
   * Par came after the run started (no start waits for it): the puzzle takes it, and the
   * statuses that depend on it are read again (`walls` is solved at par), as the server does.
   */
  learnPar(par: number | null): void {
    const puzzle = { ...this.puzzle, par };
    this.puzzle = puzzle;
    const restatus = (run: RunState): RunState => ({
      ...run,
      state: { ...run.state, status: puzzle.rules.status(run.state.board, run.state.score, puzzle.params, par) },
    });
    this.confirmed = restatus(this.confirmed);
    this.optimistic = restatus(this.optimistic);
  }

  /** Starts over from a run rebuilt from the server's log. */
  reset(run: RunState, serverSeq: number): void {
    this.confirmed = run;
    this.lastSent = Math.max(this.lastSent, serverSeq);
    this.historyLost = false;
    this.abandon();
  }

  /**
   * Starts over from the state an acknowledgement carries (a refusal's, docs/protocol.md#runs: "so the client
   * can resync"; a race run's `run:resume`), without fetching the log: the board is the server's at once, and the undo history
   * is fetched only if the player asks to undo. False, changing nothing, when the board is not
   * one of this game (then the log decides).
   */
  adopt(server: StateViewJson, serverSeq: number): boolean {
    const board = this.puzzle.rules.boardSchema.safeParse(server.board);
    if (!board.success) return false;
    const state: PlayState = { board: board.data, moves: server.moves, score: server.score, status: server.status, undo: null };
    const best = state.score > this.confirmed.best.score ? { score: state.score, atMs: 0 } : this.confirmed.best;
    this.confirmed = { state, lastSeq: serverSeq, best, hints: this.confirmed.hints };
    this.lastSent = Math.max(this.lastSent, serverSeq);
    // Before any request was taken there is no history to fetch.
    this.historyLost = serverSeq > 0;
    this.abandon();
    return true;
  }

  private settle(): void {
    if (this.inFlight.length > 0) return;
    this.diverged = false;
    this.optimistic = this.confirmed;
  }
}
