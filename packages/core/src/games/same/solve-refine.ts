import { groupScore } from './board.ts';
import type { Grid } from './grid.ts';
import { mergeSearch, type Line, type ScoreSearch } from './solve-score.ts';
import type { Budget } from './solve-rollouts.ts';

/** A points search from `grid` within `work`, its lines into `search` (moves from `grid` on). */
export type SearchFrom = (grid: Grid, work: Budget, search: ScoreSearch) => void;

/**
 * Spends the work left on the best line's suffixes: `steps` searches in turn, each from the
 * position reached after the next fraction of the current best line (1/(steps+1), 2/(steps+1)...
 * of its moves), with an equal share of the work. A search from deep in the line gives all its
 * width to that one prefix, where the search from the start spread it over many prefixes and
 * their noisy playout values; what it finds past the prefix replaces the line when it scores
 * more (the prefix's points added), and the next step starts from the line as it then is.
 * Like the top level of nested Monte-Carlo search, which re-searches from each position of
 * its best sequence; a line is never made worse.
 */
export function refineBestLine(start: Grid, shift: boolean, search: ScoreSearch, work: Budget, steps: number, searchFrom: SearchFrom): void {
  const share = (work.limit - work.nodes) / steps;
  const stack = new Int32Array(start.cols * start.rows);
  for (let i = 1; i <= steps && search.best; i++) {
    const line = search.best;
    const depth = Math.floor((line.moves.length * i) / (steps + 1));
    const at = start.clone();
    let gained = 0;
    for (let k = 0; k < depth; k++) {
      const before = at.blocks;
      at.removeGroupAt(at.cellOf(line.moves[k]!), shift, stack);
      gained += groupScore(before - at.blocks);
    }
    if (at.blocks === 0) break;
    const own: ScoreSearch = { best: null, bestClearing: null };
    const phase: Budget = { nodes: work.nodes, limit: Math.min(work.limit, work.nodes + share) };
    searchFrom(at, phase, own);
    work.nodes = phase.nodes;
    const prefix = line.moves.slice(0, depth);
    const lift = (found: Line | null): Line | null => (found ? { score: gained + found.score, moves: [...prefix, ...found.moves], cleared: found.cleared } : null);
    mergeSearch(search, { best: lift(own.best), bestClearing: lift(own.bestClearing) });
  }
}
