import { expectOk, seededPuzzle, solvePuzzle, startRun } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../store/store.ts';
import { LiveRun } from './live-run.ts';
import { RunEvents } from './run-events.ts';

const puzzle = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 3 }, 'events')));
const record: RunRecord = {
  id: 'r',
  playerId: 'p',
  puzzleId: puzzle.id,
  game: 'fifteen',
  status: 'solved',
  ranked: true,
  startedAt: 1000,
  timeLimitMs: null,
  finishedAt: 6000,
  timeMs: 5000,
  moves: 0,
  score: 0,
  remaining: null,
};
const run = new LiveRun(record, puzzle, startRun(puzzle), 6000);

describe('RunEvents', () => {
  it('awaits each end watcher in turn, and a failing one fails the end', async () => {
    const events = new RunEvents();
    const heard: string[] = [];
    events.watchEnds(async (ended, at) => {
      await Promise.resolve();
      heard.push(`first ${ended.record.id} ${at}`);
    });
    events.watchEnds(async () => {
      heard.push('second');
    });
    await events.ended(run, 6000);
    expect(heard).toEqual(['first r 6000', 'second']);
    events.watchEnds(() => Promise.reject(new Error('journeys unreachable')));
    await expect(events.ended(run, 6000)).rejects.toThrow('journeys unreachable');
  });

  it('tells every watcher of a change, logging one that throws without stopping the others', () => {
    const logged: unknown[] = [];
    const events = new RunEvents({ error: (object) => logged.push(object) });
    const told: string[] = [];
    events.watch(() => {
      throw new Error('a race watcher failed');
    });
    events.watch((changed) => told.push(changed.record.id));
    events.tell(run);
    expect(told).toEqual(['r']);
    expect(logged).toEqual([expect.objectContaining({ runId: 'r' })]);
  });
});
