import type { Grid } from './grid.ts';
import type { Playouts } from './playout.ts';
import { mergeSearch, scoreByBeam, type ScoreSearch } from './solve-score.ts';
import type { Budget } from './solve-rollouts.ts';

/** The first, narrowest points beam; each next one is twice as wide, up to width 8. */
const FIRST_SCORE_WIDTH = 1;

/** The widest points beam run with both tabu colours; wider ones use the better of the two. */
const LAST_BOTH_TABUS_WIDTH = 8;

/** The share of the work left that a sized beam is planned to take: its cost is only estimated. */
const FIT_SHARE = 0.85;

/**
 * Points beams (`scoreByBeam`) from `grid` of doubling width, then sized to the work left,
 * until `work` runs out or a beam sees every line. With two tabu colours the narrow beams
 * try both and the wider ones (most of the work) go on with the one that scored more.
 * Returns that colour (the only one when one is given).
 */
export function scoreByWidths(grid: Grid, shift: boolean, work: Budget, cost: number, search: ScoreSearch, playouts: Playouts, both: readonly number[]): number {
  let tabus = both;
  const scored = tabus.map(() => 0);
  let width = FIRST_SCORE_WIDTH;
  widths: while (work.nodes < work.limit) {
    if (width > LAST_BOTH_TABUS_WIDTH && tabus.length > 1) tabus = [scored[1]! > scored[0]! ? tabus[1]! : tabus[0]!];
    let spent = 0;
    for (let t = 0; t < tabus.length; t++) {
      const own: ScoreSearch = { best: null, bestClearing: null };
      const before = work.nodes;
      const done = scoreByBeam(grid, shift, width, work, cost, own, playouts, tabus[t]!);
      spent = work.nodes - before;
      scored[t] = Math.max(scored[t]!, own.best?.score ?? 0);
      mergeSearch(search, own);
      if (!done || own.exhausted) break widths;
    }
    width = nextWidth(width, spent, work.limit - work.nodes);
  }
  return tabus.length > 1 && scored[1]! > scored[0]! ? tabus[1]! : tabus[0]!;
}

/**
 * The next points beam: twice as wide while beams are cheap, then as wide as the work left
 * allows (a beam's work grows about in proportion to its width), so the last beam is not
 * cut halfway, its work spent on positions it never gets to play out from.
 */
function nextWidth(width: number, spent: number, left: number): number {
  if (width < LAST_BOTH_TABUS_WIDTH || spent === 0) return width * 2;
  return Math.max(1, Math.floor((width * left * FIT_SHARE) / spent));
}
