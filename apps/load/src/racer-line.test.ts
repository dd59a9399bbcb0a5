import { expectOk, seededPuzzle } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { GAME_MIX } from './game-mix.ts';
import { racerLine } from './racer-line.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('racerLine', () => {
  // A line that left a finish game's run `playing` would keep its race open to the end of the phase.
  it.each(GAME_MIX.map((entry) => [entry.label, entry] as const))('ends every %s run', (_label, { game, params }) => {
    const prepared = new Set<string>();
    for (const seed of SEEDS) {
      const { id } = expectOk(seededPuzzle(game, params, `racer-line-${seed}`));
      const line = racerLine(id, prepared);
      expect(line.moves.length).toBeGreaterThan(0);
      if (game === 'walls') expect(line.score).toBeGreaterThan(0);
      else if (game === 'same') expect(['solved', 'stuck']).toContain(line.status);
      else expect(line.status).toBe('solved');
    }
  });

  it("hands in a walls layout within the board's wall budget", () => {
    const { id, board } = expectOk(seededPuzzle('walls', { preset: 'simple' }, 'racer-line-walls'));
    const line = racerLine(id, new Set());
    expect(line.moves.length).toBeLessThanOrEqual((board as { walls: number }).walls);
  });

  it('names a puzzle id it cannot open', () => {
    expect(() => racerLine('walls.v1.simple.', new Set())).toThrow(/./);
  });
});
