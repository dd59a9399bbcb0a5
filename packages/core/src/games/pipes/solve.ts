import type { Solution, SolveBudget } from '../../puzzle.ts';
import type { Board, Move } from './board.ts';
import { isSolved } from './board.ts';
import { turnsBetween } from './directions.ts';
import { cheapestChain, someChain, type ChainSearch, type Link } from './search.ts';
import { pipeGraph } from './solve-graph.ts';

/**
 * Work bound of the exact search: search nodes plus relaxed-search expansions. Generated
 * 20 x 15 boards need about 700 (median) and 27,000 (worst of 1,000); this is about half a
 * second of work, spent only on odd described boards.
 */
export const DEFAULT_MAX_NODES = 2_000_000;

/** A hint's search: generated boards up to 20 x 15 need far less (tens of milliseconds at most). */
export const HINT_MAX_NODES = 200_000;

/**
 * Fewest quarter turns that connect start to end. Every tile has exactly two openings, so a
 * connected board holds a simple chain whose tiles each open toward their two chain
 * neighbours; turning exactly those tiles is the cheapest way to get that chain, and
 * `cheapestChain` minimises over all chains.
 */
export function solvePipes(board: Board, budget?: SolveBudget): Solution<Move> {
  if (isSolved(board)) return { par: 0, optimal: true, moves: [] };
  const graph = pipeGraph(board);
  const exact = cheapestChain(graph, budget?.maxNodes ?? DEFAULT_MAX_NODES);
  if (exact.kind === 'found') return { par: exact.cost, optimal: true, moves: chainMoves(board, exact.chain) };
  // Proven unsolvable: there is no par to give.
  if (exact.kind === 'none') return { par: null, optimal: true, moves: [] };
  const fallback: ChainSearch = someChain(graph);
  if (fallback.kind === 'found') return { par: fallback.cost, optimal: false, moves: chainMoves(board, fallback.chain) };
  return { par: null, optimal: false, moves: [] };
}

/** The turns that give each chain tile the two openings it needs (a half turn is two moves). */
export function chainMoves(board: Board, chain: readonly Link[]): Move[] {
  const moves: Move[] = [];
  for (const { cell, entry, exit } of chain) {
    const x = cell % board.cols;
    const y = (cell - x) / board.cols;
    const needed = turnsBetween(board.tiles[cell] ?? 0, (1 << entry) | (1 << exit));
    for (let i = 0; needed && i < needed.turns; i++) moves.push({ x, y, turn: needed.turn });
  }
  return moves;
}
