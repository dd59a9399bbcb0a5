import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlausibilityEvidence } from '@gridrace/core';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord, storeBackends } from '../../test/support/store-backends.ts';
import { dailyDistributionOf } from '../stats/daily-distribution.ts';
import { refreshEntriesOf } from './board-entries.ts';
import type { Database } from './schema.ts';
import type { Kysely } from 'kysely';

const PUZZLE = 'fifteen.v1.4.counts';
const EVIDENCE: PlausibilityEvidence = {
  reasons: [{ code: 'faster_than_people', detail: 'Solved in 566 ms.' }],
  totalMs: 566,
  humanBestMs: 2_500,
  humanFloorMs: 33,
  intervals: [{ fromMs: 0, toMs: null, count: 49 }],
  copiedFrom: null,
};

/** A finished, ranked, solved run of the 4x4 board in `timeMs`. */
const solved = (id: string, playerId: string, timeMs: number) =>
  runRecord(id, { playerId, puzzleId: PUZZLE, status: 'solved', timeMs, moves: 50, finishedAt: 1_700_000_000_000 + timeMs });

describe.each(storeBackends)('what counts on a board, on $name', ({ open }) => {
  let db: TestDatabase;
  let raw: Kysely<Database>;
  const people = (board: 'game' | 'bots.game' = 'game') => db.store.boardPage(board, PUZZLE, 20, 0).then((runs) => runs.map((run) => run.id));
  const refresh = async (runId: string) => {
    for (const statement of refreshEntriesOf(runId)) await statement.execute(raw);
  };

  beforeAll(async () => {
    db = await open();
    raw = db.raw();
    for (const id of ['ada', 'bob', 'cy', 'dee', 'bot', 'res', 'hid']) await db.store.createPlayer({ id, name: id, tokenHash: `h-${id}`, createdAt: 0 });
    await raw.updateTable('players').set({ bot: 1 }).where('id', '=', 'bot').execute();
    await raw.updateTable('players').set({ restricted_at: 1 }).where('id', '=', 'res').execute();
    await raw.updateTable('players').set({ hidden_at: 1 }).where('id', '=', 'hid').execute();
    const runs = [
      solved('ada-fast', 'ada', 566),
      solved('ada-fair', 'ada', 9_000),
      solved('bob-run', 'bob', 8_000),
      solved('cy-run', 'cy', 7_000),
      solved('dee-run', 'dee', 6_000),
      solved('bot-run', 'bot', 300),
      solved('res-run', 'res', 5_000),
      solved('hid-run', 'hid', 4_000),
    ];
    for (const run of runs) await db.store.createRun(run);
  }, 60_000);
  afterAll(async () => {
    await db?.dispose();
  });

  it('puts bots on their own board, and restricted or hidden players on none', async () => {
    expect(await people()).toEqual(['ada-fast', 'dee-run', 'cy-run', 'bob-run']);
    expect(await people('bots.game')).toEqual(['bot-run']);
  });

  it("takes a flagged run off in the flag's own write, the player's next best fair run in its place", async () => {
    await db.store.keepJudgement('ada-fast', 'key-ada', { reason: 'faster_than_people', at: 1, evidence: EVIDENCE });
    expect(await people()).toEqual(['dee-run', 'cy-run', 'bob-run', 'ada-fair']);
    expect(await db.store.runFlag('ada-fast')).toMatchObject({ status: 'flagged', reason: 'faster_than_people' });
    const distribution = await dailyDistributionOf(db.store, 'fifteen', PUZZLE, 'ada');
    expect(distribution.count).toBe(4);
    expect(distribution.own).toMatchObject({ timeMs: 9_000, rank: 4 });
  });

  it('counts a cleared run again, and a voided one nowhere', async () => {
    await raw.updateTable('run_flags').set({ status: 'cleared' }).where('run_id', '=', 'ada-fast').execute();
    await refresh('ada-fast');
    expect(await people()).toEqual(['ada-fast', 'dee-run', 'cy-run', 'bob-run']);
    await db.store.keepJudgement('cy-run', null, { reason: 'too_regular', at: 1, evidence: EVIDENCE });
    await raw.updateTable('run_flags').set({ status: 'voided' }).where('run_id', '=', 'cy-run').execute();
    await refresh('cy-run');
    expect(await people()).toEqual(['ada-fast', 'dee-run', 'bob-run']);
  });

  it('finds an earlier run of another player with the same moves, by one index lookup', async () => {
    await db.store.keepJudgement('dee-run', 'same-moves', null);
    expect(await db.store.copiedRun(PUZZLE, 'same-moves', 'bob')).toBe('dee-run');
    expect(await db.store.copiedRun(PUZZLE, 'same-moves', 'dee')).toBeNull();
    expect(await db.store.copiedRun('fifteen.v1.4.other', 'same-moves', 'bob')).toBeNull();
    expect(await db.store.isBot('bot')).toBe(true);
    expect(await db.store.isBot('bob')).toBe(false);
  });
});
