import { describe, expect, it } from 'vitest';
import { racePlayer, raceState } from '../../../test/support/race-fixtures.ts';
import { raceViewModel } from './race-view-model.ts';
import { standingStrip } from './standing-strip.ts';

/** Racers `ids` in the order they joined, standing in the order `standings` gives (1 = ahead). */
const racing = (ids: readonly string[], standings: readonly number[], me: string) =>
  raceViewModel(
    raceState(
      ids.map((id, i) => racePlayer(id, { status: 'playing', progress: 0.5, standing: standings[i] ?? null })),
      { status: 'running' },
    ),
    me,
  ).results;

describe('the compact standing', () => {
  it('shows who is ahead by the standing, with their places', () => {
    expect(standingStrip(racing(['a', 'b'], [2, 1], 'a')).map((e) => [e.place, e.racer.id])).toEqual([
      [1, 'b'],
      [2, 'a'],
    ]);
  });

  it('keeps this racer in it when they are behind the leaders', () => {
    expect(standingStrip(racing(['a', 'b', 'c', 'd', 'e'], [1, 2, 3, 4, 5], 'e')).map((e) => [e.place, e.racer.id])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [5, 'e'],
    ]);
    expect(standingStrip(racing(['a', 'b', 'c', 'd'], [1, 2, 3, 4], 'b')).map((e) => e.racer.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives no places while nothing tells the racers apart', () => {
    expect(standingStrip(racing(['a', 'b'], [1, 1], 'b')).map((e) => [e.place, e.racer.id])).toEqual([
      [null, 'a'],
      [null, 'b'],
    ]);
  });
});
