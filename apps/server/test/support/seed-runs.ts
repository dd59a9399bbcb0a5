/**
 * Writes stored runs (and the players who made them) into a database through the store, for
 * tests of other packages that run the real server as a process and need a history made at
 * given server times (a week of dailies) without waiting for it.
 *
 *   node --import tsx apps/server/test/support/seed-runs.ts <DATABASE_URL>  < {players, runs, ratings?} as JSON
 *
 * `ratings`: ratings as a rated race would leave them (one history point each). `bots`: ids of
 * players whose accounts are marked as bots, before their runs are written (they rank on the
 * bots' boards). `flags`: runs flagged by the fair-play check as it would flag them, each taken
 * off the boards in the flag's write.
 */
import { text } from 'node:stream/consumers';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { PlausibilityEvidence } from '@gridrace/core';
import { openStore } from '../../src/store/connect.ts';
import type { PlayerRecord, RatingRecord, RunRecord } from '../../src/store/store.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: seed-runs.ts <DATABASE_URL> < {players, runs}');
type Seed = { players: PlayerRecord[]; runs: RunRecord[]; ratings?: RatingRecord[]; bots?: string[]; flags?: { runId: string; evidence: PlausibilityEvidence }[] };
const { players, runs, ratings = [], bots = [], flags = [] } = JSON.parse(await text(process.stdin)) as Seed;

/** Marks accounts as bots, straight in the database: no store method of this part of the server sets the mark. */
async function markBots(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  if (url!.startsWith('sqlite:')) {
    const db = new SQLite(url!.slice('sqlite:'.length));
    try {
      for (const id of ids) db.prepare('update players set bot = 1 where id = ?').run(id);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update players set bot = 1 where id = any($1)', [ids]);
  } finally {
    await client.end();
  }
}

const store = await openStore(url);
try {
  for (const player of players) await store.createPlayer(player);
  await markBots(bots);
  for (const run of runs) await store.createRun(run);
  for (const flag of flags) {
    await store.keepJudgement(flag.runId, null, { reason: flag.evidence.reasons.map((reason) => reason.code).join(', '), at: Date.now(), evidence: flag.evidence });
  }
  for (const rating of ratings) await store.saveRatings(`seeded:${rating.playerId}:${rating.game}:${rating.updatedAt}`, [rating]);
} finally {
  await store.close();
}
console.log(`seeded ${players.length} players and ${runs.length} runs`);
