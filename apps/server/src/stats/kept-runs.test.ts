import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord, storeBackends } from '../../test/support/store-backends.ts';
import type { RunRecord } from '../store/store.ts';
import { FingerprintCache } from './fingerprint-cache.ts';
import type { KeptRuns } from './kept-runs.ts';
import type { PlayerGameStats } from './player-stats.ts';
import { statsOfPlayer } from './stats-of-player.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const TODAY = '2026-03-02';
let n = 0;
const run = (over: Partial<RunRecord> = {}): RunRecord => {
  n += 1;
  const startedAt = T0 + n * 60_000;
  return runRecord(`run-${String(n).padStart(3, '0')}`, { playerId: 'p1', status: 'solved', startedAt, finishedAt: startedAt + 10_000 + n, timeMs: 10_000 + n * 37, moves: 30 + (n % 7), ...over });
};

describe.each(storeBackends)('statistics kept between runs on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
    await db.store.createPlayer({ id: 'p1', name: 'Ada', tokenHash: 'h1', createdAt: T0 });
    for (let i = 0; i < 30; i++) await db.store.createRun(run());
  });
  afterAll(async () => {
    await db?.dispose();
  });

  /** The statistics read from every row, with nothing kept: what the kept ones must equal. */
  const fromScratch = () => statsOfPlayer(db.store, 'p1', 'fifteen', TODAY);

  it('reads only the runs that ended since, and gives what reading them all gives', async () => {
    const stats = new FingerprintCache<PlayerGameStats>(10);
    const runs = new FingerprintCache<KeptRuns>(10);
    const read: (number | undefined)[] = [];
    const store = new Proxy(db.store, {
      get: (target, name, receiver) =>
        name === 'statsRunsOf'
          ? (playerId: string, game: string | null, since?: number) => (read.push(since), target.statsRunsOf(playerId, game, since))
          : Reflect.get(target, name, receiver),
    });
    const kept = () => statsOfPlayer(store, 'p1', 'fifteen', TODAY, stats, 0, runs);
    expect(await kept()).toEqual(await fromScratch());
    expect(read).toEqual([undefined]);
    // A new run, then one that ended at once: each read from its end on, and the figures agree.
    await db.store.createRun(run({ timeMs: 5_000 }));
    expect(await kept()).toEqual(await fromScratch());
    await db.store.createRun(run({ status: 'gave_up', timeMs: null }));
    expect(await kept()).toEqual(await fromScratch());
    expect(read).toHaveLength(3);
    expect(read.slice(1).every((since) => typeof since === 'number')).toBe(true);
  });

  it('reads everything again when the count disagrees: a run that ended before the last one kept', async () => {
    const stats = new FingerprintCache<PlayerGameStats>(10);
    const runs = new FingerprintCache<KeptRuns>(10);
    const kept = () => statsOfPlayer(db.store, 'p1', 'fifteen', TODAY, stats, 0, runs);
    await kept();
    // Ended long ago (a timed run closed late by another process): not among those "since".
    await db.store.createRun(run({ finishedAt: T0, timeMs: 1_000 }));
    const after = await kept();
    expect(after).toEqual(await fromScratch());
    expect(after?.[0]?.solves).toBe((await fromScratch())?.[0]?.solves);
  });
});
