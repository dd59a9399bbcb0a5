import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPuzzleId, parsePuzzleId } from '../../ids/puzzle-id.ts';
import { applyMove, startState, undoMove } from '../../play.ts';
import { hint } from '../../run/hint.ts';
import type { Puzzle } from '../../puzzles.ts';
import { rngFromSeed } from '../../random/rng.ts';
import { pipes, type Board } from './index.ts';

/** What `puzzles.ts` does for a seeded id, without the registry of every game. */
function openSeeded(id: string): Puzzle<Board> {
  const ref = parsePuzzleId(id);
  if (!ref.ok || ref.value.kind !== 'seeded') throw new Error(`not a seeded id: ${id}`);
  const params = pipes.parseParams(ref.value.params);
  if (!params.ok) throw new Error(params.error.message);
  const board = pipes.generate(rngFromSeed(id), params.value, ref.value.version).board;
  const solution = pipes.solve(board, params.value);
  return { id, game: 'pipes', rules: pipes, params: params.value, board, seed: ref.value.seed, ...solution, solution: solution.moves };
}

describe('pipes through ids and the play engine', () => {
  it('makes seeded and described ids that parse back to themselves', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.integer({ min: 3, max: 20 }), fc.integer({ min: 2, max: 15 }), (seed, cols, rows) => {
        const id = formatPuzzleId({ kind: 'seeded', game: 'pipes', version: pipes.version, params: pipes.formatParams({ cols, rows }), seed });
        expect(parsePuzzleId(id)).toMatchObject({ ok: true, value: { params: `${cols}x${rows}`, seed } });
        const puzzle = openSeeded(id);
        const described = formatPuzzleId({ kind: 'described', game: 'pipes', body: pipes.writeDescribed(puzzle.board) });
        const back = parsePuzzleId(described);
        expect(back.ok && back.value.kind === 'described' && pipes.readDescribed(back.value.body)).toEqual({
          ok: true,
          value: { params: { cols, rows }, board: puzzle.board },
        });
      }),
      { numRuns: 200 },
    );
  });

  it('plays a run by hints to the solved state in par moves, with undo and a finished run', () => {
    const puzzle = openSeeded('pipes.v1.10x8.hint-run');
    let state = startState(puzzle);
    expect(state.status).toBe('playing');
    expect(undoMove(puzzle, state)).toMatchObject({ ok: false, error: { code: 'nothing_to_undo' } });
    while (state.status === 'playing') {
      const next = applyMove(puzzle, state, hint(puzzle, state));
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    expect(state.moves).toBe(puzzle.par);
    expect(applyMove(puzzle, state, { x: 1, y: 1, turn: 'cw' })).toMatchObject({ ok: false, error: { code: 'run_over' } });
  });

  it('rejects malformed moves before the rules see them', () => {
    const puzzle = openSeeded('pipes.v1.6x4.bad-moves');
    const state = startState(puzzle);
    for (const raw of [null, {}, { x: 1, y: 1 }, { x: 1.5, y: 1, turn: 'cw' }, { x: 1, y: 1, turn: 'left' }, 'cw']) {
      expect(applyMove(puzzle, state, raw)).toMatchObject({ ok: false, error: { code: 'invalid_move' } });
    }
    expect(applyMove(puzzle, state, { x: puzzle.board.start.x, y: puzzle.board.start.y, turn: 'cw' })).toMatchObject({
      ok: false,
      error: { code: 'illegal_move' },
    });
  });
});
