import { describe, expect, it } from 'vitest';
import { openPuzzle, seededPuzzle, solvePuzzle } from '../puzzles.ts';
import { expectOk } from '../result.ts';
import { replay } from './replay-moves.ts';
import type { LoggedRequest } from './run-request.ts';
import { verifyRun } from './verify-run.ts';

const logOf = (moves: readonly unknown[]): LoggedRequest[] => moves.map((move, i) => ({ seq: i + 1, kind: 'move', move, atMs: 1000 * (i + 1) }));

describe('verifying a stored run from its log', () => {
  it('a finish game: the stored status, score and moves, timed at the last move', () => {
    const puzzle = solvePuzzle(expectOk(openPuzzle('fifteen.v1.3.abc')));
    const log = logOf(puzzle.solution);
    const { state } = replay(puzzle, puzzle.solution);
    const stored = { status: 'solved', moves: state.moves, score: state.score, timeMs: 1000 * log.length, ranked: true };
    expect(verifyRun(puzzle, stored, log)).toBe(true);
    expect(verifyRun(puzzle, { ...stored, timeMs: 1 }, log)).toBe(false);
    expect(verifyRun(puzzle, { ...stored, moves: state.moves + 1 }, log)).toBe(false);
    expect(verifyRun(puzzle, { ...stored, status: 'playing' }, log)).toBe(false);
    const hinted = [{ seq: 1, kind: 'hint' as const, move: puzzle.solution[0], atMs: 10 }, ...log.map((entry) => ({ ...entry, seq: entry.seq + 1 }))];
    expect(verifyRun(puzzle, stored, hinted)).toBe(false);
    expect(verifyRun(puzzle, { ...stored, ranked: false }, hinted)).toBe(true);
  });

  it('a score game: its best score and when it first came, whatever the board is left at', () => {
    const puzzle = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'verify')));
    const log = logOf(puzzle.solution);
    const { state } = replay(puzzle, puzzle.solution);
    const stored = { status: 'solved', moves: state.moves, score: puzzle.par ?? 0, timeMs: 1000 * log.length, ranked: true };
    expect(verifyRun(puzzle, stored, log)).toBe(true);
    expect(verifyRun(puzzle, { ...stored, timeMs: 1 }, log)).toBe(false);
    expect(verifyRun(puzzle, { ...stored, status: 'playing', timeMs: null }, log)).toBe(true);
  });
});
