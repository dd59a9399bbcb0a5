import { describe, expect, it } from 'vitest';
import { initialRating, rateRace } from './glicko.ts';

const fresh = (playerId: string, place: number, rating = 1500) => ({ playerId, place, ...initialRating(), rating });

describe('rating a race with Glicko-2', () => {
  it('raises the winner, lowers the last, and makes everyone surer', () => {
    const rated = rateRace([fresh('a', 1), fresh('b', 2), fresh('c', 3)]);
    const [a, b, c] = [rated.get('a')!, rated.get('b')!, rated.get('c')!];
    expect(a.rating).toBeGreaterThan(1500);
    expect(c.rating).toBeLessThan(1500);
    expect(a.rating).toBeGreaterThan(b.rating);
    expect(b.rating).toBeGreaterThan(c.rating);
    for (const r of [a, b, c]) expect(r.deviation).toBeLessThan(350);
  });

  it('moves a tie between equals by nothing, and an upset by more than an expected win', () => {
    const tie = rateRace([fresh('a', 1), fresh('b', 1)]);
    expect(tie.get('a')!.rating).toBeCloseTo(1500, 6);
    const expected = rateRace([fresh('strong', 1, 1800), fresh('weak', 2, 1500)]).get('weak')!;
    const upset = rateRace([fresh('weak', 1, 1500), fresh('strong', 2, 1800)]).get('weak')!;
    expect(upset.rating - 1500).toBeGreaterThan(1500 - expected.rating);
  });

  it('moves an unsure rating more than a sure one', () => {
    const unsure = rateRace([{ ...fresh('u', 1), deviation: 300 }, fresh('x', 2)]).get('u')!;
    const sure = rateRace([{ ...fresh('s', 1), deviation: 60 }, fresh('x', 2)]).get('s')!;
    expect(unsure.rating - 1500).toBeGreaterThan(3 * (sure.rating - 1500));
    expect(sure.rating).toBeGreaterThan(1500);
  });
});

describe('rating a race with pairs left out', () => {
  it('rates the others as if the pair had not met, and leaves out a racer with no result left', () => {
    const everyone = [fresh('a', 1), fresh('b', 2), fresh('c', 3)];
    const apart = (x: string, y: string) => [x, y].sort().join() === 'a,b';
    const rated = rateRace(everyone, apart);
    // b's only results are against c: exactly the race of b and c alone.
    expect(rated.get('b')).toEqual(rateRace([fresh('b', 1), fresh('c', 2)]).get('b'));
    const alone = rateRace([fresh('a', 1), fresh('b', 2)], () => true);
    expect(alone.size).toBe(0);
  });
});
