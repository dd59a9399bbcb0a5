import { describe, expect, it } from 'vitest';
import { openPuzzle, seededPuzzle, solvePuzzle } from '../puzzles.ts';
import { expectOk } from '../result.ts';
import { afterRequest, endOffsetOf, ending, resultAfter, standingOf } from './outcome.ts';
import { foldLog } from './fold-log.ts';
import { movesLog } from './replay-moves.ts';

describe('what ranks a run', () => {
  const before = { timeMs: 4000, score: 60 };

  it('takes the time and score an update stores', () => {
    expect(resultAfter(before, { moves: 9, score: 64, timeMs: 7000 })).toEqual({ timeMs: 7000, score: 64 });
  });

  it('keeps what an update leaves alone: a hint only unranks, a move of a run in play sets no time', () => {
    expect(resultAfter(before, { ranked: false })).toEqual(before);
    expect(resultAfter({ timeMs: null, score: 0 }, { moves: 3, score: 5 })).toEqual({ timeMs: null, score: 5 });
  });
});

describe('what a run of each goal says', () => {
  const fifteen = solvePuzzle(expectOk(openPuzzle('fifteen.v1.3.abc')));
  const walls = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'outcome')));
  const played = (puzzle: typeof fifteen, count: number) => foldLog(puzzle, movesLog(puzzle.solution.slice(0, count))).run;

  it('a finish game: its board until the solving move stops the clock; given up, the clock stops then', () => {
    const first = played(fifteen, 1);
    expect(afterRequest(fifteen, first.state, first.best, 700, 5700)).not.toHaveProperty('timeMs');
    const solved = played(fifteen, fifteen.solution.length);
    expect(afterRequest(fifteen, solved.state, solved.best, 900, 5900)).toMatchObject({ status: 'solved', timeMs: 900, finishedAt: 5900 });
    expect(ending(fifteen, first.state, first.best, 1200, 6200)).toMatchObject({ status: 'gave_up', timeMs: 1200, finishedAt: 6200 });
    expect(standingOf(fifteen, first, null)).toMatchObject({ moves: first.state.moves, score: first.state.score, timeMs: null });
    expect(endOffsetOf(fifteen, { timeMs: 900 }, 1500)).toBe(900);
  });

  it('a score game: its best and when it first came; handed in, solved at par or else ended', () => {
    const all = foldLog(
      walls,
      movesLog(walls.solution).map((entry, i) => ({ ...entry, atMs: 100 * (i + 1) })),
    ).run;
    expect(afterRequest(walls, all.state, all.best, 9999, 0)).toEqual({ moves: all.state.moves, score: all.best.score, timeMs: all.best.atMs });
    expect(ending(walls, all.state, all.best, 9999, 20_000)).toMatchObject({ status: 'solved', score: walls.par, timeMs: all.best.atMs });
    expect(ending(walls, all.state, { score: 0, atMs: 0 }, 9999, 20_000).status).toBe('ended');
    expect(standingOf(walls, all, null)).toMatchObject({ score: all.best.score, timeMs: all.best.atMs });
    expect(endOffsetOf(walls, { timeMs: 900 }, 1500)).toBe(1500);
  });
});
