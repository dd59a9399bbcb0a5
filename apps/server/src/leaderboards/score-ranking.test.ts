import { describe, expect, it } from 'vitest';
import { runMaker } from './run-fixture.ts';
import { rankByScore } from './score-ranking.ts';

const run = runMaker('s', { puzzleId: 'same.v1.x', game: 'same', status: 'stuck', remaining: 5 });

describe('rankByScore', () => {
  it('ranks finished runs by highest score, cleared or not, then the quicker, then the first to finish', () => {
    const stuckHigh = run({ playerId: 'a', score: 900, remaining: 12 });
    const clearedLow = run({ playerId: 'b', status: 'solved', score: 400, remaining: 0, timeMs: 200 });
    const tieSlow = run({ playerId: 'c', score: 400, timeMs: 900 });
    const tieFast = run({ playerId: 'd', score: 400, timeMs: 100, finishedAt: 5000 });
    const tieFastLater = run({ playerId: 'e', score: 400, timeMs: 100, finishedAt: 6000 });
    const playing = run({ playerId: 'f', status: 'playing', score: 5000 });
    const ranked = rankByScore([tieSlow, playing, tieFastLater, clearedLow, stuckHigh, tieFast]);
    expect(ranked.map((r) => r.id)).toEqual([stuckHigh, tieFast, tieFastLater, clearedLow, tieSlow].map((r) => r.id));
  });

  it("keeps each player's best run only", () => {
    const low = run({ playerId: 'a', score: 100 });
    const high = run({ playerId: 'a', score: 300 });
    const other = run({ playerId: 'b', score: 200 });
    expect(rankByScore([low, other, high]).map((r) => r.id)).toEqual([high.id, other.id]);
  });
});
