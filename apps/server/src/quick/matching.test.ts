import { describe, expect, it } from 'vitest';
import { matchQueue } from './matching.ts';
import type { QueueEntry } from './quick-queue.ts';

const settings = { gatherMs: 2000, ghostAfterMs: 15_000 };
const entry = (playerId: string, since: number, rating: number | null = null, pool = 'fifteen:3x3'): QueueEntry => ({
  playerId,
  name: playerId,
  game: 'fifteen',
  params: {},
  pool,
  rating,
  since,
});
const ids = (groups: QueueEntry[][]) => groups.map((group) => group.map((e) => e.playerId));

describe('forming quick races from the queue', () => {
  it('gathers for a moment, then races two or more of one pool', () => {
    const queue = [entry('a', 0), entry('b', 500), entry('c', 100, null, 'pipes:small')];
    expect(matchQueue(queue, 1999, settings).races).toEqual([]);
    expect(ids([...matchQueue(queue, 2000, settings).races])).toEqual([['a', 'b']]);
  });

  it('puts similar ratings together first, and widens the window with the wait', () => {
    const queue = [entry('a', 0, 1500), entry('far', 0, 2000), entry('near', 0, 1560)];
    expect(ids(matchQueue(queue, 2000, settings).races)).toEqual([['a', 'near']]);
    // 500 apart: each must have waited until their window reaches 500 (150 + 50 a second: 7 s).
    const pair = [entry('a', 0, 1500), entry('far', 0, 2000)];
    expect(matchQueue(pair, 6000, settings).races).toEqual([]);
    expect(ids(matchQueue(pair, 7000, settings).races)).toEqual([['a', 'far']]);
  });

  it('forms a full race of eight at once, and the ninth waits', () => {
    const queue = Array.from({ length: 9 }, (_, i) => entry(`p${i}`, i));
    const { races } = matchQueue(queue, 100, settings);
    expect(races).toHaveLength(1);
    expect(races[0]).toHaveLength(8);
    expect(races[0]!.map((e) => e.playerId)).not.toContain('p8');
  });

  it('offers a ghost to a player alone past the wait, not before', () => {
    expect(matchQueue([entry('a', 0)], 14_999, settings).lone).toEqual([]);
    expect(matchQueue([entry('a', 0)], 15_000, settings).lone.map((e) => e.playerId)).toEqual(['a']);
  });
});
