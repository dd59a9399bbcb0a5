import type { PlayState, Puzzle } from '@gridrace/core';
import type { RunResult, RunReviewStatus, RunStatus } from '@gridrace/protocol';
import type { RunLedger } from './ledger.ts';

export type RunPhase = 'preparing' | 'starting' | 'playing' | 'over' | 'failed';

/** How the page came by its run: started here, the player's run in play taken up, or their last one, already over. */
export type RunOrigin = 'started' | 'resumed' | 'earlier';

/**
 * The last refusal or failure, as a code: a server's or the rules' error code, or one of the
 * client's own (`NO_HINT`). The page reads it in the player's language.
 */
export interface RunNotice {
  readonly code: string;
}

/** The hint asked was answered with no move (the solver found none from this board). */
export const NO_HINT = 'no_hint';

/** Everything the play page shows about a run, as one immutable snapshot. */
export interface RunSnapshot {
  readonly phase: RunPhase;
  readonly puzzle: Puzzle | null;
  /** `same`: the best score known for the puzzle (the server's solver), a target to beat. */
  readonly bestScore: number | null;
  /** True while the server is still solving the puzzle's par (the run is played meanwhile). */
  readonly parPending: boolean;
  readonly state: PlayState | null;
  readonly runId: string | null;
  readonly runStatus: RunStatus | null;
  /**
   * What ranks the run, as the server says it (the leaderboard's `timeMs` and `score`): for
   * `walls`, the best path and when it first came, whatever the layout on the board now.
   */
  readonly result: RunResult | null;
  readonly ranked: boolean;
  /** A hint was taken (one reason a run is unranked; the other, a daily played before). */
  readonly hinted: boolean;
  /** Set when the run ended and the fair-play check flagged it: under review, it counts on no board (docs/fair-play.md#plausibility). */
  readonly review: RunReviewStatus | null;
  /** A hint is asked and its answer awaited (a solver can take seconds): the page shows it working, and it can be cancelled. */
  readonly hintAsked: boolean;
  readonly origin: RunOrigin;
  /** The day whose daily the puzzle is, else null. */
  readonly daily: string | null;
  /** Whether another run of this puzzle would rank (the server's word; not once a daily was played). */
  readonly againRanked: boolean;
  readonly timeLimitMs: number | null;
  readonly connected: boolean;
  /** The last refusal or failure, as its code (the page says it in the player's language). */
  readonly notice: RunNotice | null;
  readonly canUndo: boolean;
}

type Listener = (snapshot: RunSnapshot) => void;

/**
 * The run on show: its snapshot, who listens to it, and the ledger whose board it shows. The
 * opening of a run and the session of its requests both change it, through `update`.
 */
export class RunShow {
  private snapshot: RunSnapshot;
  ledger: RunLedger | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    connected: boolean,
    /** Told once a run in play ends (what follows from an end is not the show's to decide). */
    private readonly onEnded: () => void,
  ) {
    this.snapshot = {
      phase: 'preparing',
      puzzle: null,
      bestScore: null,
      parPending: false,
      state: null,
      runId: null,
      runStatus: null,
      result: null,
      ranked: true,
      hinted: false,
      review: null,
      hintAsked: false,
      origin: 'started',
      daily: null,
      againRanked: true,
      timeLimitMs: null,
      connected,
      notice: null,
      canUndo: false,
    };
  }

  get current(): RunSnapshot {
    return this.snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.listeners.clear();
  }

  fail(code: string): void {
    this.update({ phase: 'failed', notice: { code } });
  }

  update(change: Partial<RunSnapshot>): void {
    const ended = change.phase === 'over' && this.snapshot.phase === 'playing';
    const state = this.ledger?.shown ?? null;
    const undoable = (state?.undo ?? null) !== null || this.ledger?.needsHistory === true;
    const canUndo = undoable && (change.phase ?? this.snapshot.phase) === 'playing';
    if (ended) this.onEnded();
    this.snapshot = { ...this.snapshot, ...change, state, canUndo };
    for (const listener of this.listeners) listener(this.snapshot);
  }
}

/** The code of a failure caught on the way (a refusal thrown with its `code`), else `unknown`. */
export function failureCode(failure: unknown): string {
  const code = typeof failure === 'object' && failure !== null && 'code' in failure ? failure.code : null;
  return typeof code === 'string' ? code : 'unknown';
}
