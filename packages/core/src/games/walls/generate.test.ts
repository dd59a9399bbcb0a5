import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.ts';
import { boardText, CELL, checkpointCount, wallCount } from './board.ts';
import { checkBoard } from './describe.ts';
import { generate, rockCount } from './generate.ts';
import { maxWallsFor, PRESET_SPECS, type ExplicitParams, type Params } from './params.ts';
import { runnerScore } from './runner.ts';

const board = (seed: string, params: Params) => generate(rngFromSeed(seed), params, 1).board;

describe('generate v1 golden boards', () => {
  it('simple', () => {
    const b = board('gold-1', { preset: 'simple' });
    expect(b.walls).toBe(7);
    expect(boardText(b)).toBe(['s...r.......f', 's...........f', 's...........f', 's.........r.f', 's...r.......f', 's....A......f', 's......r..r.f'].join('\n'));
  });

  it('normal', () => {
    const b = board('gold-2', { preset: 'normal' });
    expect(b.walls).toBe(13);
    expect(boardText(b)).toBe(
      [
        's...rrr......rf',
        's.r.....C....Bf',
        's..rr.....r...f',
        's.............f',
        's......r.....rf',
        's.............f',
        's......r......f',
        's.r..A.....r..f',
        's.............f',
      ].join('\n'),
    );
  });

  it('complex', () => {
    const b = board('gold-3', { preset: 'complex' });
    expect(b.walls).toBe(14);
    expect(boardText(b)).toBe(
      [
        's.................f',
        's.................f',
        's........r.....B..f',
        's..r.........r....f',
        's...........r....rf',
        's...r..........rr.f',
        's.........r.......f',
        's..r.......rr.....f',
        's...rr...r.A....rrf',
      ].join('\n'),
    );
  });

  it('explicit', () => {
    const b = board('gold-4', { cols: 7, rows: 5, walls: 3, checkpoints: 1, rocks: 0.1 });
    expect(b).toEqual({
      cols: 7,
      rows: 5,
      walls: 3,
      cells: [...'s..Ar.f', ...'s.....f', ...'s..r.rf', ...'s.....f', ...'s.....f'],
    });
  });
});

const explicitParams: fc.Arbitrary<ExplicitParams> = fc
  .record({
    cols: fc.integer({ min: 5, max: 30 }),
    rows: fc.integer({ min: 3, max: 20 }),
    wallShare: fc.double({ min: 0, max: 1, noNaN: true }),
    checkpoints: fc.integer({ min: 0, max: 5 }),
    percent: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ cols, rows, wallShare, checkpoints, percent }) => ({
    cols,
    rows,
    walls: Math.max(1, Math.ceil(wallShare * maxWallsFor(cols, rows))),
    checkpoints,
    rocks: percent / 100,
  }));

const anyParams: fc.Arbitrary<Params> = fc.oneof(fc.constantFrom<Params>({ preset: 'simple' }, { preset: 'normal' }, { preset: 'complex' }), explicitParams);

describe('generate v1 properties', () => {
  it('makes valid boards with a path, of the asked sizes', () => {
    fc.assert(
      fc.property(fc.string(), anyParams, (seed, params) => {
        const b = board(seed, params);
        expect(runnerScore(b)).toBeGreaterThan(0);
        expect(checkBoard(b).ok).toBe(true);
        expect(wallCount(b)).toBe(0);
        if ('preset' in params) {
          const spec = PRESET_SPECS[params.preset];
          expect([b.cols, b.rows]).toEqual([spec.cols, spec.rows]);
          expect(b.walls).toBeGreaterThanOrEqual(spec.walls[0]);
          expect(b.walls).toBeLessThanOrEqual(spec.walls[1]);
          expect(checkpointCount(b)).toBeGreaterThanOrEqual(spec.checkpoints[0]);
          expect(checkpointCount(b)).toBeLessThanOrEqual(spec.checkpoints[1]);
        } else {
          expect([b.cols, b.rows, b.walls, checkpointCount(b)]).toEqual([params.cols, params.rows, params.walls, params.checkpoints]);
          expect(b.cells.filter((k) => k === CELL.rock).length).toBe(rockCount(params));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is a pure function of the seed', () => {
    fc.assert(
      fc.property(fc.string(), anyParams, (seed, params) => {
        expect(board(seed, params)).toEqual(board(seed, params));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses unknown generator versions', () => {
    expect(() => generate(rngFromSeed('x'), { preset: 'normal' }, 2)).toThrow(/v2/);
  });
});
