import type { Ranking, RankKey } from './ranking.ts';

/**
 * What decides a race, said the way a person reads it. The words a race room shows come from
 * the game's ranking itself (`Ranking.keys`), so they cannot say another rule than the one
 * that places the racers.
 * - `firstToFinish`: a finished board ahead of one not finished, the earliest first.
 * - `soonest`: among equal results, whoever reached theirs first.
 */
export type RaceDecider = 'firstToFinish' | 'fewestMoves' | 'fewestLeft' | 'mostScore' | 'soonest';

/** How each key of a ranking reads; `solvedTime` is part of the `unsolved` key's finish. */
function deciderOf(ranking: Ranking, key: RankKey): RaceDecider | null {
  switch (key) {
    case 'unsolved':
      return 'firstToFinish';
    case 'solvedTime':
      return null;
    // Where only finished boards rank, their time is who finished first; else when a result was reached.
    case 'time':
      return ranking.counting === 'solved' ? 'firstToFinish' : 'soonest';
    case 'moves':
      return 'fewestMoves';
    case 'remaining':
      return 'fewestLeft';
    case 'lessScore':
      return 'mostScore';
  }
}

/** The deciders of a race, first the one that decides, then each that breaks a tie of those before. */
export function raceDecidersOf(ranking: Ranking): RaceDecider[] {
  const deciders: RaceDecider[] = [];
  for (const key of ranking.keys) {
    const decider = deciderOf(ranking, key);
    if (decider !== null && !deciders.includes(decider)) deciders.push(decider);
  }
  return deciders;
}
