import { expectOk, seededPuzzle, solvePuzzle, startRun } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../store/store.ts';
import { LiveRun } from './live-run.ts';
import { overMessage } from './over-message.ts';

const puzzle = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 3 }, 'over')));

/** A run stored as ended with `status` after `playedMs`, under an optional time limit. */
function ended(status: string, playedMs: number, timeLimitMs: number | null = null): LiveRun {
  const record: RunRecord = {
    id: 'r',
    playerId: 'p',
    puzzleId: puzzle.id,
    game: 'fifteen',
    status,
    ranked: true,
    startedAt: 1000,
    timeLimitMs,
    finishedAt: 1000 + playedMs,
    timeMs: playedMs,
    moves: 0,
    score: 0,
    remaining: null,
  };
  return new LiveRun(record, puzzle, startRun(puzzle), 1000 + playedMs);
}

describe('overMessage', () => {
  it.each([
    ['gave_up', ended('gave_up', 5000), 'This run is already over: you gave up.'],
    ['gave_up when a race’s time ran out', ended('gave_up', 60_000, 60_000), 'This run is already over: its time ran out.'],
    ['ended by the player', ended('ended', 5000, 300_000), 'This run is already over: you ended it; its best score counts.'],
    ['ended by its time limit', ended('ended', 300_000, 300_000), 'This run is already over: its time ran out; its best score counts.'],
    ['solved', ended('solved', 5000), 'This run is already over: the puzzle is solved.'],
    ['stuck', ended('stuck', 5000), 'This run is already over: no move is left.'],
  ])('%s: says it in words', (_status, run, message) => {
    expect(overMessage(run)).toBe(message);
    expect(overMessage(run)).not.toMatch(/_/);
  });
});
