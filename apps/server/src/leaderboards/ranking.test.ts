import { describe, expect, it } from 'vitest';
import { runMaker } from './run-fixture.ts';
import type { RunRecord } from '../store/store.ts';
import { rankRuns } from './ranking.ts';

const run = runMaker('r', {});

const ids = (runs: RunRecord[]) => runs.map((r) => r.id);

describe('rankRuns', () => {
  it('fifteen: solved runs by time then moves, one per player', () => {
    const slow = run({ playerId: 'a', timeMs: 9000 });
    const fast = run({ playerId: 'b', timeMs: 3000, moves: 30 });
    const fastFewer = run({ playerId: 'c', timeMs: 3000, moves: 20 });
    const aBetter = run({ playerId: 'a', timeMs: 5000 });
    const gaveUp = run({ playerId: 'd', status: 'gave_up', timeMs: 10 });
    expect(ids(rankRuns('fifteen', [slow, fast, fastFewer, aBetter, gaveUp]))).toEqual(ids([fastFewer, fast, aBetter]));
  });

  it('same: cleared by time, then uncleared by blocks left, then points', () => {
    const clearedSlow = run({ playerId: 'a', timeMs: 90_000 });
    const clearedFast = run({ playerId: 'b', timeMs: 30_000 });
    const stuckFew = run({ playerId: 'c', status: 'stuck', remaining: 3, score: 10, timeMs: 1 });
    const stuckFewMorePoints = run({ playerId: 'd', status: 'stuck', remaining: 3, score: 50 });
    const gaveUpMany = run({ playerId: 'e', status: 'gave_up', remaining: 40, score: 500 });
    expect(ids(rankRuns('same', [gaveUpMany, stuckFew, clearedSlow, stuckFewMorePoints, clearedFast]))).toEqual(
      ids([clearedFast, clearedSlow, stuckFewMorePoints, stuckFew, gaveUpMany]),
    );
  });

  it('walls: best score, then the time it was first reached', () => {
    const low = run({ playerId: 'a', status: 'ended', score: 20, timeMs: 100 });
    const highLate = run({ playerId: 'b', status: 'ended', score: 40, timeMs: 9000 });
    const highEarly = run({ playerId: 'c', status: 'solved', score: 40, timeMs: 3000 });
    const playing = run({ playerId: 'd', status: 'playing', score: 99 });
    expect(ids(rankRuns('walls', [low, highLate, playing, highEarly]))).toEqual(ids([highEarly, highLate, low]));
  });
});
