import { describe, expect, it } from 'vitest';
import { journeyFigures, nonDecreasing } from './journey-figures.ts';
import { goalMet, goalText, journeyPlace, levelOf } from './journey.ts';
import { parsePuzzleId } from './ids/puzzle-id.ts';
import { GAMES } from './registry.ts';
import { openPuzzle } from './puzzles.ts';
import { RULES } from './registry.ts';
import { expectOk } from './result.ts';

describe('journeys', () => {
  for (const game of GAMES) {
    const { journey } = RULES[game];

    it(`${game}: at least 20 levels, each a distinct seeded puzzle of the game that opens`, () => {
      expect(journey.levels.length).toBeGreaterThanOrEqual(20);
      expect(new Set(journey.levels.map((level) => level.puzzleId)).size).toBe(journey.levels.length);
      for (const [i, level] of journey.levels.entries()) {
        const ref = parsePuzzleId(level.puzzleId);
        expect(ref.ok && ref.value.kind === 'seeded' && ref.value.game).toBe(game);
        expect(openPuzzle(level.puzzleId).ok).toBe(true);
        expect(levelOf(journey, level.puzzleId)).toBe(i + 1);
      }
    });

    it(`${game}: the difficulty its solver measures never goes down along the path, and grows overall`, () => {
      const figures = journeyFigures(game).map((level) => level.difficulty);
      expect(figures.every(Number.isFinite)).toBe(true);
      expect(nonDecreasing(figures), figures.join(' ')).toBe(true);
      expect(figures.at(-1)!).toBeGreaterThan(figures[0]!);
      // A score goal is within reach (never above the solver's own best) and asks for play:
      // the board as it opens does not reach it.
      journey.levels.forEach((level, i) => {
        if (level.goal.kind !== 'score') return;
        expect(level.goal.atLeast).toBeLessThanOrEqual(figures[i]!);
        const opened = expectOk(openPuzzle(level.puzzleId));
        expect(opened.rules.initialScore(opened.board, opened.params), level.puzzleId).toBeLessThan(level.goal.atLeast);
      });
    }, 180_000);
  }

  it('a goal is met by a solved run, or by a run whose score reaches it', () => {
    expect(goalMet({ kind: 'solve' }, { status: 'solved', score: 0 })).toBe(true);
    expect(goalMet({ kind: 'solve' }, { status: 'gave_up', score: 99 })).toBe(false);
    expect(goalMet({ kind: 'score', atLeast: 30 }, { status: 'ended', score: 30 })).toBe(true);
    expect(goalMet({ kind: 'score', atLeast: 30 }, { status: 'solved', score: 29 })).toBe(false);
    expect(levelOf(RULES.same.journey, 'same.v1.5x5c3s.nothere')).toBeNull();
  });

  it('places a level on its journey: its number of how many, its goal, and the level after it', () => {
    const { levels } = RULES.walls.journey;
    expect(journeyPlace(RULES.walls.journey, levels[0]!.puzzleId)).toEqual({ level: 1, levels: levels.length, goal: levels[0]!.goal, next: { ...levels[1]!, level: 2 } });
    expect(journeyPlace(RULES.walls.journey, levels.at(-1)!.puzzleId)).toEqual({ level: levels.length, levels: levels.length, goal: levels.at(-1)!.goal, next: null });
    // Another game's level, or a board of the same kind that is no level, has no place.
    expect(journeyPlace(RULES.walls.journey, RULES.same.journey.levels[0]!.puzzleId)).toBeNull();
    expect(journeyPlace(RULES.same.journey, 'same.v1.5x5c3s.nothere')).toBeNull();
  });

  it('tells a goal as an order', () => {
    expect(goalText({ kind: 'solve' }, RULES.fifteen)).toBe('Solve it');
    expect(goalText({ kind: 'solve' }, RULES.same)).toBe('Clear it');
    expect(goalText({ kind: 'score', atLeast: 30 }, RULES.walls)).toBe('Reach path 30');
  });
});
