import type { RankedResult } from './goal.ts';

/** Negative when `a` ranks ahead of `b`, positive when behind, 0 when they tie. */
export type CompareResults = (a: RankedResult, b: RankedResult) => number;

const time = (result: RankedResult): number => result.timeMs ?? Number.MAX_SAFE_INTEGER;

/** Sooner first; a result with no time ranks after every timed one. */
export const byTime: CompareResults = (a, b) => time(a) - time(b);
export const byFewerMoves: CompareResults = (a, b) => a.moves - b.moves;
export const byHigherScore: CompareResults = (a, b) => b.score - a.score;

/** The first comparison that tells two results apart decides. */
export function chain(...compares: readonly CompareResults[]): CompareResults {
  return (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

export const solvedOnly = (status: string): boolean => status === 'solved';
/** Every run that has ended (given up, stuck, handed in or solved): not one still in play. */
export const endedAny = (status: string): boolean => status !== 'playing';

/** `finish` games that rank only finished boards: by time, then by moves (SPEC §3, `fifteen`, `pipes`). */
export const finishRanking = { counts: solvedOnly, compare: chain(byTime, byFewerMoves) } as const;
