import type { Status } from '@gridrace/core';

/** Work sent to a solver thread: a puzzle's par, or a hint from a state of a run. */
export type SolveJob =
  | { readonly kind: 'par'; readonly puzzleId: string }
  | {
      readonly kind: 'hint';
      readonly puzzleId: string;
      readonly par: number | null;
      readonly solution: readonly unknown[];
      readonly board: unknown;
      readonly status: Status;
    };

export interface ParAnswer {
  readonly par: number | null;
  readonly optimal: boolean;
  readonly solution: readonly unknown[];
}

export interface HintAnswer {
  readonly move: unknown;
}
