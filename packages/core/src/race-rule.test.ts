import { describe, expect, it } from 'vitest';
import { rulesOf } from './puzzles.ts';
import { raceDecidersOf } from './race-rule.ts';

describe('what decides a race', () => {
  it('is read from each game ranking: the first to finish, fewest left, most points, longest path', () => {
    expect(raceDecidersOf(rulesOf('fifteen').ranking)).toEqual(['firstToFinish', 'fewestMoves']);
    expect(raceDecidersOf(rulesOf('pipes').ranking)).toEqual(['firstToFinish', 'fewestMoves']);
    // docs/runs.md#ranking: cleared boards by time; uncleared by fewest blocks left, then points.
    expect(raceDecidersOf(rulesOf('same').ranking)).toEqual(['firstToFinish', 'fewestLeft', 'mostScore', 'soonest']);
    expect(raceDecidersOf(rulesOf('walls').ranking)).toEqual(['mostScore', 'soonest']);
  });

  it('says each decider once, whatever keys repeat it', () => {
    expect(raceDecidersOf({ counting: 'solved', keys: ['unsolved', 'solvedTime', 'time', 'moves'] })).toEqual(['firstToFinish', 'fewestMoves']);
  });
});
