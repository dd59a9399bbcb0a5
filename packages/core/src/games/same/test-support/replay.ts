import { same, type Board, type Move, type Params } from '../index.ts';

/** Plays `moves` through the rules from `board`; throws at the first refused one. */
export function replay(board: Board, moves: readonly Move[], p: Params): Board {
  let b = board;
  for (const move of moves) {
    const next = same.step(b, move, 0, p);
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error.message}`);
    b = next.value.board;
  }
  return b;
}

/** The score the rules give to `moves` from `board`, and where they end; throws at the first refused one. */
export function scoreByRules(board: Board, moves: readonly Move[], p: Params): { score: number; end: Board } {
  let b = board;
  let score = 0;
  for (const move of moves) {
    const next = same.step(b, move, score, p);
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error.message}`);
    b = next.value.board;
    score = next.value.score;
  }
  return { score, end: b };
}

export const isEmpty = (b: Board) => b.cells.every((c) => c === null);
