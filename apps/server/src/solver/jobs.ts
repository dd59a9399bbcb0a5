import type { Status } from '@gridrace/core';

/** Work sent to the solver thread: a puzzle's par, or a hint from a state of a run. */
export type SolveJob =
  | { readonly jobId: number; readonly kind: 'par'; readonly puzzleId: string }
  | {
      readonly jobId: number;
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

export type SolveAnswer =
  | { readonly jobId: number; readonly ok: true; readonly value: ParAnswer | { readonly move: unknown } }
  | { readonly jobId: number; readonly ok: false; readonly message: string };
