import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { storeBackends } from '../../test/support/store-backends.ts';
import type { RatingRecord } from './store.ts';

const T0 = Date.parse('2026-11-29T12:00:00Z');
const rating = (playerId: string, value: number): RatingRecord => ({ playerId, game: 'fifteen', rating: value, deviation: 100, volatility: 0.06, games: 3, updatedAt: T0 });

describe.each(storeBackends)('the ratings board and the pairs of a day on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    for (const id of ['a1', 'a2', 'a3', 'a4']) await db.store.createPlayer({ id, name: id, tokenHash: `h-${id}`, createdAt: T0, handleKey: id });
    // A guest with a rating kept from before ratings needed accounts.
    await db.store.createPlayer({ id: 'g1', name: 'g1', tokenHash: 'h-g1', createdAt: T0 });
    await db.store.saveRatings('old', [rating('a1', 1600), rating('a2', 1700), rating('a3', 1600), rating('a4', 1400), rating('g1', 1900)]);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('lists accounts only, a page at a time, and finds the asker’s own place past the page (ties by id)', async () => {
    const page = await db.store.ratingBoardPage('fifteen', false, { limit: 2, offset: 0 }, 'a3');
    expect(page.total).toBe(4);
    expect(page.entries.map((e) => e.playerId)).toEqual(['a2', 'a1']);
    expect(page.own).toMatchObject({ index: 2, entry: { playerId: 'a3', rating: 1600 } });
    const next = await db.store.ratingBoardPage('fifteen', false, { limit: 2, offset: 2 }, 'g1');
    expect(next.entries.map((e) => e.playerId)).toEqual(['a3', 'a4']);
    expect(next.own).toBeNull();
    expect((await db.store.ratingBoardPage('fifteen', true, { limit: 10, offset: 0 }, null)).total).toBe(0);
  });

  it('counts each pair’s rated races of a day, and keeps a rated race’s standings once', async () => {
    const race = (key: string) => ({ key, game: 'fifteen', at: T0, standings: [{ playerId: 'a1', runId: 'r1', place: 1 }] });
    await db.store.saveRatedRace(race('K1'), [], [['a1', 'a2']]);
    await db.store.saveRatedRace(
      race('K2'),
      [],
      [
        ['a1', 'a2'],
        ['a1', 'a3'],
      ],
    );
    await db.store.saveRatedRace(race('K2'), [], []);
    const counts = await db.store.ratingPairCounts('2026-11-29', 'fifteen', [
      ['a1', 'a2'],
      ['a1', 'a3'],
      ['a2', 'a3'],
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 'a1 a2': 2, 'a1 a3': 1 });
    expect((await db.store.ratingPairCounts('2026-11-30', 'fifteen', [['a1', 'a2']])).size).toBe(0);
    expect((await db.store.ratedRacesPage('fifteen', null, 10)).map((r) => r.key)).toEqual(['K1', 'K2']);
  });
});
