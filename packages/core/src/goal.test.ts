import { describe, expect, it } from 'vitest';
import { GAMES } from './registry.ts';
import { RULES } from './registry.ts';
import { goalPolicyOf, placingFigureOf } from './goal.ts';

describe.each(GAMES)('%s: goal members that other code relies on', (game) => {
  const rules = RULES[game];

  it('starts quick races on one of its presets, and has daily params its schema takes', () => {
    expect(Object.keys(rules.presets)).toContain(rules.quickPreset);
    expect(rules.paramsSchema.safeParse(rules.dailyParams).success).toBe(true);
  });

  it('has time limits, a run limit exactly where its goal is a score', () => {
    expect(rules.timeLimits.raceMs).toBeGreaterThan(0);
    expect(rules.timeLimits.runMs !== null).toBe(rules.goal === 'score');
  });

  it('hands a score game in, and names the score it pushes', () => {
    expect(rules.words.submit !== null).toBe(rules.goal === 'score');
    if (rules.goal === 'score') expect(rules.words.score).not.toBeNull();
  });

  it('ranks a result level with itself, and never a playing run', () => {
    const result = { status: 'solved', timeMs: 1000, moves: 5, score: 3, remaining: 0 } as const;
    expect(rules.compare(result, result)).toBe(0);
    expect(rules.counts('playing')).toBe(false);
    expect(rules.counts('solved')).toBe(true);
  });
});

describe("a goal's policy", () => {
  it('answers for each goal what the code around the rules asks, so none compares goal kinds', () => {
    expect(goalPolicyOf({ goal: 'finish' })).toEqual({ figure: 'time', playsOn: false });
    expect(goalPolicyOf({ goal: 'score' })).toEqual({ figure: 'score', playsOn: true });
    for (const game of GAMES) expect(placingFigureOf(RULES[game])).toBe(goalPolicyOf(RULES[game]).figure);
  });
});
