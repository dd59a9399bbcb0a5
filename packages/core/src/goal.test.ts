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
    expect(goalPolicyOf({ goal: 'finish' })).toMatchObject({ figure: 'time', playsOn: false, better: 'lower' });
    expect(goalPolicyOf({ goal: 'score' })).toMatchObject({ figure: 'score', playsOn: true, better: 'higher' });
    for (const game of GAMES) expect(placingFigureOf(RULES[game])).toBe(goalPolicyOf(RULES[game]).figure);
  });

  it('places a finish result by its time once solved (a board left unsolved has none), a score result by its score', () => {
    const finish = goalPolicyOf({ goal: 'finish' });
    const score = goalPolicyOf({ goal: 'score' });
    const solved = { status: 'solved', timeMs: 4000, score: 7 };
    const stuck = { status: 'stuck', timeMs: 4000, score: 7 };
    expect([finish.placedValue(solved), finish.placedValue(stuck), finish.placed(solved), finish.placed(stuck)]).toEqual([4000, null, true, false]);
    expect([score.placedValue(solved), score.placedValue(stuck), score.placed(stuck)]).toEqual([7, 7, true]);
  });

  it('measures a result against par: par / moves to finish, score / par for a score', () => {
    expect(goalPolicyOf({ goal: 'finish' }).againstPar({ moves: 40, score: 0 }, 20)).toEqual({ numerator: 20, denominator: 40 });
    expect(goalPolicyOf({ goal: 'score' }).againstPar({ moves: 40, score: 15 }, 20)).toEqual({ numerator: 15, denominator: 20 });
  });
});
