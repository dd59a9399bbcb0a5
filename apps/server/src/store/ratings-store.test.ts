import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord, storeBackends } from '../../test/support/store-backends.ts';
import type { RatingRecord } from './store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const rating = (playerId: string, value: number, over: Partial<RatingRecord> = {}): RatingRecord => ({
  playerId,
  game: 'fifteen',
  rating: value,
  deviation: 290.123456789,
  volatility: 0.0599999,
  games: 1,
  updatedAt: T0,
  ...over,
});

describe.each(storeBackends)('ratings and run flags on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    for (const [id, name] of [
      ['p1', 'Ada'],
      ['p2', 'Bo'],
      ['p3', 'Cy'],
    ])
      await db.store.createPlayer({ id: id!, name: name!, tokenHash: `h-${id}`, createdAt: T0 });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('keeps each rating exactly, one row per player and game, with a history point per race', async () => {
    await db.store.saveRatings('R1:0:1', [rating('p1', 1662.5), rating('p2', 1337.25)]);
    await db.store.saveRatings('R2:0:2', [rating('p1', 1700.125, { games: 2, updatedAt: T0 + 1000 }), rating('p3', 1400, { game: 'pipes' })]);
    // The same race saved again (a retry) adds no second history point.
    await db.store.saveRatings('R2:0:2', [rating('p1', 1700.125, { games: 2, updatedAt: T0 + 1000 })]);
    expect(await db.store.ratingsOfPlayer('p1')).toEqual([rating('p1', 1700.125, { games: 2, updatedAt: T0 + 1000 })]);
    expect((await db.store.ratingsIn('fifteen', ['p1', 'p2', 'p3'])).map((r) => r.playerId).sort()).toEqual(['p1', 'p2']);
    expect((await db.store.ratingBoard('fifteen')).map((r) => [r.playerName, r.rating])).toEqual([
      ['Ada', 1700.125],
      ['Bo', 1337.25],
    ]);
    expect(await db.store.ratingHistory('p1', 'fifteen', 10)).toEqual([
      { at: T0, rating: 1662.5, deviation: 290.123456789 },
      { at: T0 + 1000, rating: 1700.125, deviation: 290.123456789 },
    ]);
    expect(await db.store.ratingHistory('p1', 'fifteen', 1)).toEqual([{ at: T0 + 1000, rating: 1700.125, deviation: 290.123456789 }]);
  });

  it('offers as ghosts the latest runs on one kind of board, or on any board of the game', async () => {
    const ended = { playerId: 'p2', status: 'solved', moves: 20, timeMs: 9000 };
    await db.store.createRun(runRecord('g3', { ...ended, puzzleId: 'fifteen.v1.3.g', finishedAt: T0 + 10 }));
    await db.store.createRun(runRecord('g4', { ...ended, puzzleId: 'fifteen.v1.4.g', finishedAt: T0 + 20 }));
    // Ids whose text only begins like the kind are of another kind.
    await db.store.createRun(runRecord('g35', { ...ended, puzzleId: 'fifteen.v1.35.g', finishedAt: T0 + 30 }));
    const ghosts = async (kind: string | null) => (await db.store.ghostCandidates('fifteen', kind, 'p1', 10, '2026-01-01')).map((c) => c.runId);
    expect(await ghosts('fifteen.v1.3')).toEqual(['g3']);
    expect(await ghosts('fifteen.v1.4')).toEqual(['g4']);
    expect(await ghosts('fifteen.v1.5')).toEqual([]);
    expect(await ghosts(null)).toEqual(['g35', 'g4', 'g3']);
  });

  it('flags a run once, keeping the first reason', async () => {
    await db.store.createRun(runRecord('r1'));
    expect(await db.store.runFlag('r1')).toBeNull();
    await db.store.flagRun('r1', 'too fast', T0);
    await db.store.flagRun('r1', 'another reason', T0 + 5);
    expect(await db.store.runFlag('r1')).toEqual({ reason: 'too fast', at: T0, status: 'flagged' });
  });
});
