import { describe, expect, it } from 'vitest';
import { openPuzzle, solvePuzzle } from '../puzzles.ts';
import { expectOk } from '../result.ts';
import { foldLog } from './fold-log.ts';
import { startRun } from './run-state.ts';

describe('folding a log through the run reducer', () => {
  const puzzle = solvePuzzle(expectOk(openPuzzle('fifteen.v1.3.abc')));
  const moves = puzzle.solution.map((move) => ({ kind: 'move' as const, move }));

  it('numbers entries without a seq one after another, and calls back after each', () => {
    const seen: number[] = [];
    const { run, failure } = foldLog(puzzle, moves, { onStep: (after, _entry, index) => void seen.push(after.lastSeq - index) });
    expect(failure).toBeUndefined();
    expect(run.state.status).toBe('solved');
    expect(run.lastSeq).toBe(moves.length);
    expect(seen).toEqual(moves.map(() => 1));
  });

  it('stops where the callback says it found what it looked for', () => {
    const { run } = foldLog(puzzle, moves, { onStep: (_after, _entry, index) => index < 1 });
    expect(run.state.moves).toBe(2);
  });

  it('stops at a refused entry, or skips it and goes on when asked to', () => {
    const log = [moves[0]!, { kind: 'move' as const, move: { bogus: true } }, moves[1]!];
    const stopped = foldLog(puzzle, log);
    expect(stopped.failure).toMatchObject({ index: 1, seq: 2, problem: { code: 'invalid_move' } });
    expect(stopped.run.state.moves).toBe(1);
    const skipped = foldLog(puzzle, log, { refused: 'skip' });
    expect(skipped.failure).toBeUndefined();
    expect(skipped.run.state.moves).toBe(2);
  });

  it('refuses a seq that is not past the last one taken', () => {
    const { run, failure } = foldLog(puzzle, [
      { ...moves[0]!, seq: 2 },
      { ...moves[1]!, seq: 2 },
    ]);
    expect(failure).toEqual({ index: 1, seq: 2, problem: { code: 'bad_log', message: 'seq out of order' } });
    expect(run.lastSeq).toBe(2);
  });

  it('gives the start for an empty log', () => {
    expect(foldLog(puzzle, []).run).toEqual(startRun(puzzle));
  });
});
