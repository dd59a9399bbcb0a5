import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { goalTiles, isSolvable, manhattan } from './board.ts';
import { arrowMove, canSlide, fifteen, type Board } from './index.ts';

const params = { size: 4 };
// 1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15 : one move from the goal.
const nearly: Board = { size: 4, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15] };

describe('fifteen rules', () => {
  it('slides one neighbouring tile into the gap', () => {
    const r = fifteen.step(nearly, { x: 3, y: 3 }, 0, params);
    expect(r).toEqual({ ok: true, value: { board: { size: 4, tiles: goalTiles(4) }, score: 15, cost: 1 } });
  });

  it('slides a whole row segment and counts one move per tile', () => {
    const r = fifteen.step(nearly, { x: 0, y: 3 }, 0, params);
    expect(r.ok && r.value.board.tiles.slice(12)).toEqual([0, 13, 14, 15]);
    expect(r.ok && r.value.cost).toBe(2);
  });

  it('slides a column segment', () => {
    const r = fifteen.step(nearly, { x: 2, y: 0 }, 0, params);
    expect(r.ok && [0, 1, 2, 3].map((y) => r.value.board.tiles[y * 4 + 2])).toEqual([0, 3, 7, 11]);
    expect(r.ok && r.value.cost).toBe(3);
  });

  it('refuses the gap itself, cells off the line and off the board, with reasons', () => {
    for (const move of [
      { x: 2, y: 3 },
      { x: 0, y: 0 },
      { x: 4, y: 3 },
      { x: -1, y: 3 },
      { x: 2, y: 99 },
    ]) {
      const r = fifteen.step(nearly, move, 0, params);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('illegal_move');
        expect(r.error.message.length).toBeGreaterThan(10);
      }
    }
  });

  it('says ahead of a move which tiles can slide, as the move itself is judged', () => {
    for (let y = -1; y <= 4; y++) {
      for (let x = -1; x <= 4; x++) expect(canSlide(nearly, { x, y }), `(${x}, ${y})`).toBe(fifteen.step(nearly, { x, y }, 0, params).ok);
    }
    expect(canSlide(nearly, { x: 1.5, y: 3 })).toBe(false);
  });

  it('never throws, keeps a solvable permutation and counts the tiles that moved', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 3, max: 6 }),
        fc.array(fc.record({ x: fc.integer({ min: -2, max: 7 }), y: fc.integer({ min: -2, max: 7 }) })),
        (seed, size, moves) => {
          let board = fifteen.generate(rngFromSeed(seed), { size }, 1).board;
          for (const move of moves) {
            const r = fifteen.step(board, move, 0, { size });
            if (!r.ok) continue;
            const changed = r.value.board.tiles.filter((t, i) => t !== board.tiles[i]).length;
            expect(r.value.cost).toBe(changed - 1);
            expect(r.value.score).toBe(fifteen.initialScore(r.value.board, { size }));
            board = r.value.board;
            expect(isSolvable(size, board.tiles)).toBe(true);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('scores tiles at home, and is solved only at the goal', () => {
    expect(fifteen.initialScore(nearly, params)).toBe(14);
    expect(fifteen.status(nearly, 14, params, null)).toBe('playing');
    expect(fifteen.status({ size: 4, tiles: goalTiles(4) }, 15, params, null)).toBe('solved');
    expect(fifteen.extras(nearly, params)).toEqual({});
  });

  it('measures progress by Manhattan distance, 1 only when solved', () => {
    const start = fifteen.generate(rngFromSeed('p'), params, 1).board;
    expect(fifteen.progress(start, start, 0, null)).toBe(0);
    expect(fifteen.progress({ size: 4, tiles: goalTiles(4) }, start, 15, null)).toBe(1);
    const p = fifteen.progress(nearly, start, 14, null);
    expect(p).toBeCloseTo(1 - 1 / manhattan(4, start.tiles));
    expect(p).toBeLessThan(1);
  });

  it('maps arrow keys to the tile that slides that way', () => {
    expect(arrowMove(nearly, 'left')).toEqual({ x: 3, y: 3 });
    expect(arrowMove(nearly, 'right')).toEqual({ x: 1, y: 3 });
    expect(arrowMove(nearly, 'down')).toEqual({ x: 2, y: 2 });
    expect(arrowMove(nearly, 'up')).toBeNull();
    for (const direction of ['left', 'right', 'down'] as const) {
      const r = fifteen.step(nearly, arrowMove(nearly, direction)!, 0, params);
      expect(r.ok && r.value.cost).toBe(1);
    }
  });
});
