import { describe, expect, it } from 'vitest';
import type { AnyRules, SolveBudget } from './puzzle.ts';
import { GAMES } from './registry.ts';
import { applyMove, startState, type PlayState } from './play.ts';
import { hint } from './run/hint.ts';
import { replay } from './run/replay-moves.ts';
import { seededPuzzle, solvePuzzle, type Puzzle } from './puzzles.ts';
import { expectOk } from './result.ts';

/** The puzzle with its rules' `solve` watched: every budget it is called with. */
function watched(puzzle: Puzzle): { puzzle: Puzzle; budgets: (SolveBudget | undefined)[] } {
  const budgets: (SolveBudget | undefined)[] = [];
  const rules: AnyRules = puzzle.rules;
  const solve: AnyRules['solve'] = (board, params, budget) => {
    budgets.push(budget);
    return rules.solve(board, params, budget);
  };
  return { puzzle: { ...puzzle, rules: { ...rules, solve } }, budgets };
}

const SMALL = {
  fifteen: { size: 4 },
  same: { cols: 8, rows: 8, colors: 3 },
  pipes: { cols: 6, rows: 4 },
  walls: { preset: 'normal' },
} as const;

/** A legal move that is not the known solution's first: the player leaves the line at once. */
function offTheLine(puzzle: Puzzle): PlayState {
  const start = startState(puzzle);
  const first = JSON.stringify(puzzle.solution[0]);
  const board = start.board as { cols?: number; rows?: number; size?: number };
  const cols = board.cols ?? board.size ?? 0;
  const rows = board.rows ?? board.size ?? 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      for (const move of [
        { x, y },
        { x, y, turn: 'cw' },
      ]) {
        if (JSON.stringify(move) === first) continue;
        const next = applyMove(puzzle, start, move);
        if (next.ok && JSON.stringify(next.value.board) !== JSON.stringify(start.board)) return next.value;
      }
    }
  }
  throw new Error(`no move off the line on ${puzzle.id}`);
}

describe.each(GAMES)('a %s hint', (game) => {
  const solved = solvePuzzle(expectOk(seededPuzzle(game, SMALL[game], 'hint-work')));

  it('on the known line is its next move, found without a search', () => {
    const { puzzle, budgets } = watched(solved);
    expect(hint(puzzle, startState(puzzle))).toEqual(solved.solution[0]);
    expect(budgets).toEqual([]);
  });

  it("off the line searches within the game's hint work at most, never a par's search", () => {
    const { puzzle, budgets } = watched(solved);
    const suggestion = hint(puzzle, offTheLine(puzzle));
    if (suggestion !== null) expectOk(applyMove(puzzle, offTheLine(puzzle), suggestion));
    for (const budget of budgets) expect(budget).toEqual({ maxNodes: solved.rules.hintWork });
    expect(solved.rules.hintWork).toBeGreaterThan(0);
  });
});

describe('a walls hint', () => {
  const solved = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'complex' }, 'hint-toward')));

  it("leads from a layout built in another order, or with a stray wall, to par's layout without any search", () => {
    const { puzzle, budgets } = watched(solved);
    const reversed = [...solved.solution].reverse();
    const stray = offTheLine(puzzle);
    for (const start of [replay(puzzle, reversed.slice(0, 3)).state, stray]) {
      let state = start;
      for (let i = 0; i < 100 && state.score < solved.par!; i++) {
        const suggestion = hint(puzzle, state);
        expect(suggestion).not.toBeNull();
        state = expectOk(applyMove(puzzle, state, suggestion));
      }
      expect(state.score).toBe(solved.par);
      expect(hint(puzzle, replay(puzzle, solved.solution).state)).toBeNull();
    }
    expect(budgets).toEqual([]);
  });

  it('searches within its hint work while par is not known yet', () => {
    const { puzzle, budgets } = watched({ ...solved, par: null, solution: [] });
    expectOk(applyMove(puzzle, startState(puzzle), hint(puzzle, startState(puzzle))));
    expect(budgets).toEqual([{ maxNodes: solved.rules.hintWork }]);
  });
});
