import { describe, expect, it } from 'vitest';
import { MIN_KEYED_REQUESTS, movesKey, solutionKey } from './moves-key.ts';

const moves = (count: number, offset = 0) => Array.from({ length: count }, (_, i) => ({ kind: 'move' as const, move: { x: (i + offset) % 4, y: 1 } }));

describe("a run's moves key", () => {
  it('is the same for the same moves at any pace, and differs when one move does', () => {
    const log = moves(MIN_KEYED_REQUESTS).map((entry, i) => ({ ...entry, seq: i + 1, atMs: i * 400 }));
    const replayed = log.map((entry, i) => ({ ...entry, atMs: i * 55 }));
    expect(movesKey(log)).not.toBeNull();
    expect(movesKey(replayed)).toBe(movesKey(log));
    expect(movesKey(moves(MIN_KEYED_REQUESTS, 1))).not.toBe(movesKey(log));
    expect(movesKey([...moves(MIN_KEYED_REQUESTS - 1), { kind: 'undo' as const, move: null }])).not.toBe(movesKey(log));
  });

  it('leaves short runs unkeyed: few ways home are found alike by chance', () => {
    expect(movesKey(moves(1))).toBeNull();
    expect(movesKey(moves(MIN_KEYED_REQUESTS - 1))).toBeNull();
  });

  it("keys a solver's line as a log of its moves would be keyed", () => {
    const line = moves(MIN_KEYED_REQUESTS).map((entry) => entry.move);
    expect(solutionKey(line)).toBe(movesKey(moves(MIN_KEYED_REQUESTS)));
  });
});
