import { describe, expect, it } from 'vitest';
import { seatRacers } from './phase.ts';

describe('seatRacers', () => {
  it('spreads racers evenly, the first of each room hosting it', () => {
    const rooms = seatRacers(['a', 'b', 'c', 'd', 'e'], 2);
    expect(rooms).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
  });

  it('seats 1000 racers in 250 rooms of 4', () => {
    const rooms = seatRacers(
      Array.from({ length: 1000 }, (_, i) => i),
      250,
    );
    expect(rooms).toHaveLength(250);
    expect(new Set(rooms.map((room) => room.length))).toEqual(new Set([4]));
  });

  it('opens no empty room', () => {
    expect(seatRacers(['a'], 3)).toEqual([['a']]);
  });
});
