import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, startState, undoMove, viewState } from '../../play.ts';
import { hint } from '../../run/hint.ts';
import { replay } from '../../run/replay-moves.ts';
import type { Puzzle } from '../../puzzles.ts';
import { rngFromSeed } from '../../random/rng.ts';
import { expectOk } from '../../result.ts';
import type { Board } from './board.ts';
import { walls, type Params } from './index.ts';

/** A puzzle as `puzzles.ts` would make it, without going through the registry. */
function puzzleOf(seed: string, params: Params, maxNodes?: number): Puzzle<Board> {
  const parsed = walls.paramsSchema.parse(params);
  const board = walls.generate(rngFromSeed(seed), parsed, 1).board;
  const solution = walls.solve(board, parsed, maxNodes === undefined ? undefined : { maxNodes });
  return {
    id: `walls.v1.${walls.formatParams(parsed)}.${seed}`,
    game: 'walls',
    rules: walls,
    params: parsed,
    board,
    seed,
    par: solution.par,
    optimal: solution.optimal,
    solution: solution.moves,
  };
}

describe('walls through the shared engine', () => {
  it('reaches par by replaying the solution; hint is legal; undo restores', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 1, max: 3 }), (seed, budget) => {
        const puzzle = puzzleOf(seed, { cols: 7, rows: 5, walls: budget, checkpoints: 1, rocks: 0.1 });
        expect(puzzle.par).not.toBeNull();
        expect(puzzle.optimal).toBe(true);
        const { state, failure } = replay(puzzle, puzzle.solution);
        expect(failure).toBeUndefined();
        expect(state.status).toBe('solved');
        expect(state.score).toBe(puzzle.par);

        const start = startState(puzzle);
        // A tiny board may start at par already (no wall lengthens it); play goes on regardless.
        expect(start.status).toBe(start.score >= puzzle.par! ? 'solved' : 'playing');
        const first = expectOk(applyMove(puzzle, start, hint(puzzle, start)));
        const undone = expectOk(undoMove(puzzle, first));
        expect(undone.board).toEqual(start.board);
        expect(viewState(puzzle, undone).path?.length).toBe(start.score + 1);
      }),
      { numRuns: 60 },
    );
  });

  it('stays playable after par: the player may keep improving', () => {
    const puzzle = puzzleOf('keep-going', { preset: 'simple' }, 4_000_000);
    const { state } = replay(puzzle, puzzle.solution);
    expect(state.status).toBe('solved');
    const last = puzzle.solution[puzzle.solution.length - 1] as { x: number; y: number };
    expect(applyMove(puzzle, state, last).ok).toBe(true);
  });

  it('refuses malformed moves with invalid_move and bad cells with illegal_move', () => {
    const puzzle = puzzleOf('bad-moves', { preset: 'simple' }, 400_000);
    const start = startState(puzzle);
    for (const move of [null, 'x', { x: 1 }, { x: 1.5, y: 0 }, { x: '1', y: 0 }]) {
      const result = applyMove(puzzle, start, move);
      expect(!result.ok && result.error.code).toBe('invalid_move');
    }
    const rockOrStart = applyMove(puzzle, start, { x: 0, y: 0 });
    expect(!rockOrStart.ok && rockOrStart.error.code).toBe('illegal_move');
  });
});
