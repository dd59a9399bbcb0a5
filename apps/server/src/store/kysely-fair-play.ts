import type { Compilable, Kysely } from 'kysely';
import { refreshingBoards } from './kysely-boards.ts';
import type { Database } from './schema.ts';
import type { FairPlayStore } from './store.ts';

/** The fair-play part of the Kysely store (docs/fair-play.md#plausibility): reads on `db`, writes through the store's `write`. */
export function kyselyFairPlay(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<unknown>): FairPlayStore {
  return {
    async isBot(playerId) {
      const row = await db.selectFrom('players').select('bot').where('id', '=', playerId).executeTakeFirst();
      return Number(row?.bot ?? 0) === 1;
    },
    async copiedRun(puzzleId, movesKey, playerId) {
      // One range of `runs_moves_key`: the runs of this puzzle with these moves (few, but for a copy).
      const row = await db
        .selectFrom('runs')
        .select('id')
        .where('puzzle_id', '=', puzzleId)
        .where('moves_key', '=', movesKey)
        .where('player_id', '!=', playerId)
        .orderBy('finished_at')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async keepJudgement(runId, movesKey, flag) {
      const queries: Compilable[] = [];
      if (movesKey !== null) queries.push(db.updateTable('runs').set({ moves_key: movesKey }).where('id', '=', runId));
      if (flag !== null) {
        queries.push(
          db
            .insertInto('run_flags')
            .values({ run_id: runId, reason: flag.reason, at: flag.at, status: 'flagged', evidence: JSON.stringify(flag.evidence) })
            .onConflict((oc) => oc.column('run_id').doNothing()),
          // The run leaves its boards in the same transaction: its player's next best run takes its place.
          ...refreshingBoards(db, runId),
        );
      }
      if (queries.length > 0) await write(...queries);
    },
  };
}
