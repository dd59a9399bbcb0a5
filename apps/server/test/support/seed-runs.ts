/**
 * Writes stored runs (and the players who made them) into a database through the store, for
 * tests of other packages that run the real server as a process and need a history made at
 * given server times (a week of dailies) without waiting for it.
 *
 *   node --import tsx apps/server/test/support/seed-runs.ts <DATABASE_URL>  < {players, runs, ratings?} as JSON
 *
 * `ratings`: ratings as a rated race would leave them (one history point each).
 */
import { text } from 'node:stream/consumers';
import { openStore } from '../../src/store/connect.ts';
import type { PlayerRecord, RatingRecord, RunRecord } from '../../src/store/store.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: seed-runs.ts <DATABASE_URL> < {players, runs}');
const { players, runs, ratings = [] } = JSON.parse(await text(process.stdin)) as { players: PlayerRecord[]; runs: RunRecord[]; ratings?: RatingRecord[] };
const store = await openStore(url);
try {
  for (const player of players) await store.createPlayer(player);
  for (const run of runs) await store.createRun(run);
  for (const rating of ratings) await store.saveRatings(`seeded:${rating.playerId}:${rating.game}:${rating.updatedAt}`, [rating]);
} finally {
  await store.close();
}
console.log(`seeded ${players.length} players and ${runs.length} runs`);
