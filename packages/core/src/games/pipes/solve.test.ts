import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../run/replay-moves.ts';
import type { Puzzle } from '../../puzzles.ts';
import { rngFromSeed } from '../../random/rng.ts';
import { isSolved, type Board } from './board.ts';
import { CORNERS, STRAIGHTS, isStraight, turnsBetween } from './directions.ts';
import { generatePipes } from './generate.ts';
import { pipes } from './index.ts';
import { solvePipes } from './solve.ts';

const board = (seed: string, cols: number, rows: number) => generatePipes(rngFromSeed(seed), { cols, rows }, 1).board;

/** Fewest turns by trying every orientation of every pipe tile (small boards only). */
function bruteForcePar(start: Board): number | null {
  const tiles = [...start.tiles];
  const fixed = new Set([start.start.y * start.cols, start.end.y * start.cols + start.cols - 1]);
  const pipeCells = tiles.map((_, cell) => cell).filter((cell) => !fixed.has(cell));
  let best: number | null = null;
  const visit = (i: number, spent: number): void => {
    if (best !== null && spent >= best) return;
    const cell = pipeCells[i];
    if (cell === undefined) {
      if (isSolved({ ...start, tiles })) best = spent;
      return;
    }
    const original = start.tiles[cell]!;
    for (const orientation of isStraight(original) ? STRAIGHTS : CORNERS) {
      tiles[cell] = orientation;
      visit(i + 1, spent + turnsBetween(original, orientation)!.turns);
    }
    tiles[cell] = original;
  };
  visit(0, 0);
  return best;
}

function puzzleOf(made: Board): Puzzle<Board> {
  const params = { cols: made.cols, rows: made.rows };
  const solution = solvePipes(made);
  return { id: 'test', game: 'pipes', rules: pipes, params, board: made, seed: null, ...solution, solution: solution.moves };
}

describe('pipes solver', () => {
  it('finds the brute-force optimum on small boards', () => {
    for (const [cols, rows, count] of [
      [3, 2, 150],
      [4, 2, 150],
      [3, 3, 120],
      [5, 2, 40],
      [4, 3, 6],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const made = board(`brute-${cols}x${rows}-${i}`, cols, rows);
        const solution = solvePipes(made);
        expect(solution.optimal).toBe(true);
        expect(solution.par).toBe(bruteForcePar(made));
      }
    }
  });

  it('agrees with brute force on arbitrary small boards, unsolvable and solved ones included', () => {
    const arbitrary = fc
      .record({ cols: fc.integer({ min: 3, max: 4 }), rows: fc.integer({ min: 2, max: 3 }) })
      .filter(({ cols, rows }) => cols * rows <= 9)
      .chain(({ cols, rows }) =>
        fc.record({
          cols: fc.constant(cols),
          rows: fc.constant(rows),
          startY: fc.integer({ min: 0, max: rows - 1 }),
          endY: fc.integer({ min: 0, max: rows - 1 }),
          tiles: fc.array(fc.constantFrom(...STRAIGHTS, ...CORNERS), { minLength: cols * rows, maxLength: cols * rows }),
        }),
      );
    fc.assert(
      fc.property(arbitrary, ({ cols, rows, startY, endY, tiles: pieces }) => {
        const tiles: number[] = [...pieces];
        tiles[startY * cols] = 2;
        tiles[endY * cols + cols - 1] = 8;
        const made: Board = { cols, rows, start: { x: 0, y: startY }, end: { x: cols - 1, y: endY }, tiles };
        const solution = solvePipes(made);
        expect(solution.par).toBe(bruteForcePar(made));
        if (solution.par !== null) expect(replay(puzzleOf(made), solution.moves).state.moves).toBe(solution.par);
      }),
      { numRuns: 400 },
    );
  });

  it('solves every generated board in exactly par moves, replayed through the rules', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 3, max: 20 }), fc.integer({ min: 2, max: 15 }), (seed, cols, rows) => {
        const puzzle = puzzleOf(board(seed, cols, rows));
        expect(puzzle.optimal).toBe(true);
        expect(puzzle.solution).toHaveLength(puzzle.par!);
        const { state, failure } = replay(puzzle, puzzle.solution);
        expect(failure).toBeUndefined();
        expect(state.status).toBe('solved');
        expect(state.moves).toBe(puzzle.par);
      }),
      { numRuns: 1500 },
    );
  });

  it('gives par 0 and no moves on a solved board', () => {
    const solved: Board = { cols: 3, rows: 2, start: { x: 0, y: 0 }, end: { x: 2, y: 0 }, tiles: [2, 10, 8, 3, 3, 3] };
    expect(solvePipes(solved)).toEqual({ par: 0, optimal: true, moves: [] });
  });

  it('finds the cheaper chain, not the relaxed one that would cross itself', () => {
    // The start's neighbour must turn; the straight route east is cheapest.
    const made: Board = { cols: 3, rows: 2, start: { x: 0, y: 1 }, end: { x: 2, y: 1 }, tiles: [5, 5, 5, 2, 5, 8] };
    expect(solvePipes(made)).toEqual({ par: 1, optimal: true, moves: [{ x: 1, y: 1, turn: 'cw' }] });
  });

  it('uses two moves for a half turn of a corner', () => {
    // (1, 0) must open W and S (12) but opens N and E (3); (1, 1) already opens N and E.
    const made: Board = { cols: 3, rows: 2, start: { x: 0, y: 0 }, end: { x: 2, y: 1 }, tiles: [2, 3, 5, 5, 3, 8] };
    const solution = solvePipes(made);
    expect(solution).toEqual({
      par: 2,
      optimal: true,
      moves: [
        { x: 1, y: 0, turn: 'cw' },
        { x: 1, y: 0, turn: 'cw' },
      ],
    });
    expect(bruteForcePar(made)).toBe(2);
    expect(replay(puzzleOf(made), solution.moves).state.status).toBe('solved');
  });

  it('proves a board unsolvable', () => {
    // Only corners: the chain turns down at (1, 0), then can reach neither the end nor anything else.
    const made: Board = { cols: 3, rows: 2, start: { x: 0, y: 0 }, end: { x: 2, y: 0 }, tiles: [2, 3, 8, 3, 3, 3] };
    expect(bruteForcePar(made)).toBeNull();
    expect(solvePipes(made)).toEqual({ par: null, optimal: true, moves: [] });
  });

  it('returns a good solution, not proven optimal, when the work bound runs out', () => {
    const made = board('gold-4', 20, 15);
    const exact = solvePipes(made);
    const bounded = solvePipes(made, { maxNodes: 1 });
    expect(bounded.optimal).toBe(false);
    expect(bounded.par).toBeGreaterThanOrEqual(exact.par!);
    expect(bounded.moves).toHaveLength(bounded.par!);
    expect(replay(puzzleOf(made), bounded.moves).state.status).toBe('solved');
  });

  it('is deterministic', () => {
    const made = board('same-twice', 20, 15);
    expect(solvePipes(made)).toEqual(solvePipes(made));
  });
});
