import type { Status } from '@gridrace/core';
import type { BestKnown } from '../store/store.ts';

/**
 * Work sent to a solver thread: a puzzle's par, or a hint from a state of a run. `dropped`:
 * taken back while it waited (`Solver.drop`); the thread answers it with `DROPPED` at once.
 */
export type SolveJob =
  | { readonly kind: 'par'; readonly puzzleId: string; dropped?: boolean }
  | {
      readonly kind: 'hint';
      readonly puzzleId: string;
      readonly par: number | null;
      readonly solution: readonly unknown[];
      readonly board: unknown;
      readonly status: Status;
    };

/** The message a dropped job is refused with. */
export const DROPPED = 'dropped: nobody waits for this par any more';

export interface ParAnswer {
  readonly par: number | null;
  readonly optimal: boolean;
  readonly solution: readonly unknown[];
  /** The game's solver version that found par (the rules' `solverVersion`). */
  readonly solverVersion: number;
  /** `same`: the best-known score, its line and the work it took; null for other games. */
  readonly best: BestKnown | null;
}

export interface HintAnswer {
  readonly move: unknown;
}
