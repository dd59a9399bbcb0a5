import { runReviewStatusSchema } from '@gridrace/protocol';
import type { Compilable, Kysely, Selectable } from 'kysely';
import type { Database, RatingsTable } from './schema.ts';
import type { RatingRecord, RatingsStore } from './store.ts';

const toRating = (row: Selectable<RatingsTable>): RatingRecord => ({
  playerId: row.player_id,
  game: row.game,
  rating: Number(row.rating),
  deviation: Number(row.deviation),
  volatility: Number(row.volatility),
  games: Number(row.games),
  updatedAt: Number(row.updated_at),
});

/** The ratings part of the Kysely store: reads on `db`, writes through the store's `write`. */
export function kyselyRatings(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<unknown>): RatingsStore {
  return {
    async ratingsOfPlayer(playerId) {
      const rows = await db.selectFrom('ratings').selectAll().where('player_id', '=', playerId).orderBy('game').execute();
      return rows.map(toRating);
    },
    async ratingsIn(game, playerIds) {
      if (playerIds.length === 0) return [];
      const rows = await db
        .selectFrom('ratings')
        .selectAll()
        .where('game', '=', game)
        .where('player_id', 'in', [...playerIds])
        .execute();
      return rows.map(toRating);
    },
    async ratingBoard(game) {
      const rows = await db
        .selectFrom('ratings')
        .innerJoin('players', 'players.id', 'ratings.player_id')
        .selectAll('ratings')
        .select(['players.name as player_name', 'players.account_at as player_account_at'])
        .where('ratings.game', '=', game)
        .orderBy('ratings.rating', 'desc')
        .orderBy('ratings.player_id')
        .execute();
      return rows.map((row) => ({ ...toRating(row), playerName: row.player_name, playerGuest: row.player_account_at === null }));
    },
    async saveRatings(raceKey, ratings) {
      const queries = ratings.flatMap((r) => {
        const values = { player_id: r.playerId, game: r.game, rating: r.rating, deviation: r.deviation, volatility: r.volatility, games: r.games, updated_at: r.updatedAt };
        return [
          db
            .insertInto('ratings')
            .values(values)
            .onConflict((oc) =>
              oc.columns(['player_id', 'game']).doUpdateSet({ rating: r.rating, deviation: r.deviation, volatility: r.volatility, games: r.games, updated_at: r.updatedAt }),
            ),
          db
            .insertInto('rating_history')
            .values({ player_id: r.playerId, game: r.game, at: r.updatedAt, race_key: raceKey, rating: r.rating, deviation: r.deviation })
            .onConflict((oc) => oc.columns(['player_id', 'race_key']).doNothing()),
        ];
      });
      if (queries.length > 0) await write(...queries);
    },
    async ratingHistory(playerId, game, limit) {
      const rows = await db
        .selectFrom('rating_history')
        .select(['at', 'rating', 'deviation'])
        .where('player_id', '=', playerId)
        .where('game', '=', game)
        .orderBy('at', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map((row) => ({ at: Number(row.at), rating: Number(row.rating), deviation: Number(row.deviation) }));
    },
    async flagRun(runId, reason, at) {
      await write(
        db
          .insertInto('run_flags')
          .values({ run_id: runId, reason, at })
          .onConflict((oc) => oc.column('run_id').doNothing()),
      );
    },
    async ghostCandidates(game, kind, notPlayerId, limit, today) {
      let query = db
        .selectFrom('runs')
        .leftJoin('run_flags', 'run_flags.run_id', 'runs.id')
        // A ghost replays its run's log to the racer: a daily's is public only after its day.
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('dailies').select('dailies.puzzle_id').whereRef('dailies.puzzle_id', '=', 'runs.puzzle_id').where('dailies.date', '>=', today))),
        )
        .leftJoin('ratings', (join) => join.onRef('ratings.player_id', '=', 'runs.player_id').onRef('ratings.game', '=', 'runs.game'))
        .select(['runs.id as run_id', 'runs.player_id as player_id', 'ratings.rating as rating'])
        .where('runs.game', '=', game)
        .where('runs.ranked', '=', 1)
        .where('runs.status', '!=', 'playing')
        .where('runs.player_id', '!=', notPlayerId)
        .where('runs.moves', '>', 0)
        .where('run_flags.run_id', 'is', null);
      // A kind is letters, digits and dots (no `%` or `_`): as a prefix it matches that kind's ids only.
      if (kind !== null) query = query.where('runs.puzzle_id', 'like', `${kind}.%`);
      const rows = await query.orderBy('runs.finished_at', 'desc').limit(limit).execute();
      return rows.map((row) => ({ runId: row.run_id, playerId: row.player_id, rating: row.rating === null ? null : Number(row.rating) }));
    },
    async runFlag(runId) {
      const row = await db.selectFrom('run_flags').select(['reason', 'at', 'status']).where('run_id', '=', runId).executeTakeFirst();
      return row ? { reason: row.reason, at: Number(row.at), status: runReviewStatusSchema.parse(row.status) } : null;
    },
  };
}
