import { describe, expect, it } from 'vitest';
import { resultAfter } from './outcome.ts';

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
