import { describe, expect, it } from 'vitest';
import { RULES } from '../registry.ts';
import { describeStatsKind, MAX_STATS_KIND_LENGTH, parseStatsKind, statsKindOf } from './stats-kind.ts';

const described = (text: string) => {
  const kind = parseStatsKind(text);
  if (!kind.ok) throw new Error(kind.error.message);
  return describeStatsKind(kind.value);
};

describe('statistics kinds', () => {
  it('keeps 3x3 and 4x4 apart, and one seed or another in one kind', () => {
    expect(statsKindOf('fifteen.v1.3.k3j9x2')).toBe('fifteen.v1.3');
    expect(statsKindOf('fifteen.v1.3.~aGVsbG8gd29ybGQ')).toBe('fifteen.v1.3');
    expect(statsKindOf('fifteen.v1.4.k3j9x2')).toBe('fifteen.v1.4');
  });

  it("gives each Walls journey level the kind of its own board, not its neighbour's", () => {
    const kinds = RULES.walls.journey.levels.map((level) => statsKindOf(level.puzzleId));
    expect(kinds[0]).toBe('walls.v1.7x4w3c0r10');
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('puts every custom board of a game in one kind of that game', () => {
    expect(statsKindOf('fifteen.d.abc')).toBe('fifteen.d');
    expect(statsKindOf('pipes.d.x-y_z')).toBe('pipes.d');
    expect(statsKindOf('chess.v1.3.x')).toBeNull();
    expect(statsKindOf('fifteen.bench.1')).toBeNull();
  });

  it('is every valid id without its last segment (what the database computes)', () => {
    for (const id of ['fifteen.v1.3.k3j9x2', 'walls.v1.normal.~aGVsbG8gd29ybGQ', 'same.d.a_b-c', 'pipes.v1.8x6.x']) {
      expect(statsKindOf(id)).toBe(id.slice(0, id.lastIndexOf('.')));
    }
  });

  it('reads back the kinds it makes, and names them in words', () => {
    expect(described('fifteen.v1.4')).toBe('4×4');
    expect(described('walls.v1.7x4w3c0r10')).toBe('7×4, journey level 1');
    expect(described('walls.v1.9x5w4c1r5')).toBe('9×5, journey level 5');
    expect(described('walls.v1.normal')).toBe('normal');
    // Fifteen's levels are its presets' sizes: a 3x3 is a 3x3, whichever level is one.
    expect(described('fifteen.v1.3')).toBe('3×3');
    expect(described('fifteen.d')).toBe('custom boards');
    expect(parseStatsKind('fifteen.v1.4')).toMatchObject({ ok: true, value: { game: 'fifteen', version: 1, params: '4' } });
  });

  it('refuses what is no kind, with a reason', () => {
    for (const text of ['', 'fifteen', 'chess.v1.3', 'fifteen.v9.3', 'fifteen.v1.zzz', 'fifteen.v1.3.seed', 'FIFTEEN.v1.3', 'fifteen.v1.', 'x'.repeat(MAX_STATS_KIND_LENGTH + 1)]) {
      const kind = parseStatsKind(text);
      expect(kind.ok, text).toBe(false);
      if (!kind.ok) expect(kind.error.code).toBe('invalid_stats_kind');
    }
  });
});
