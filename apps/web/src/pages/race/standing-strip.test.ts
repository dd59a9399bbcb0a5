import { describe, expect, it } from 'vitest';
import { racePlayer, raceState } from '../../../test/support/race-fixtures.ts';
import { raceViewModel } from '../../client/race-view-model.ts';
import { standingStrip } from './standing-strip.ts';

const racing = (ids: readonly string[], me: string) =>
  raceViewModel(raceState(ids.map((id, i) => racePlayer(id, { status: 'playing', progress: 1 - i / 10 })), { status: 'running' }), me).results;

describe('the compact standing', () => {
  it('shows the leaders in order, with their places', () => {
    expect(standingStrip(racing(['a', 'b'], 'b')).map((e) => [e.place, e.racer.id])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it('keeps this racer in it when they are behind the leaders', () => {
    expect(standingStrip(racing(['a', 'b', 'c', 'd', 'e'], 'e')).map((e) => [e.place, e.racer.id])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [5, 'e'],
    ]);
    expect(standingStrip(racing(['a', 'b', 'c', 'd'], 'b')).map((e) => e.racer.id)).toEqual(['a', 'b', 'c']);
  });
});
