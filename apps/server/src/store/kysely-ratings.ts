import { runReviewStatusSchema } from '@gridrace/protocol';
import type { Compilable, ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, RatingsTable } from './schema.ts';
import type { RatedStanding, RatingRecord, RatingsStore, RatingWithPlayer } from './store.ts';

const toRating = (row: Selectable<RatingsTable>): RatingRecord => ({
  playerId: row.player_id,
  game: row.game,
  rating: Number(row.rating),
  deviation: Number(row.deviation),
  volatility: Number(row.volatility),
  games: Number(row.games),
  updatedAt: Number(row.updated_at),
});

type BoardRow = Selectable<RatingsTable> & { player_name: string; player_account_at: number | null };
const toEntry = (row: BoardRow): RatingWithPlayer => ({ ...toRating(row), playerName: row.player_name, playerGuest: row.player_account_at === null });

/** A history point of each rating, after the race `raceKey`. */
const historyOf = (db: Kysely<Database>, raceKey: string, ratings: readonly RatingRecord[]) =>
  ratings.map((r) =>
    db
      .insertInto('rating_history')
      .values({ player_id: r.playerId, game: r.game, at: r.updatedAt, race_key: raceKey, rating: r.rating, deviation: r.deviation })
      .onConflict((oc) => oc.columns(['player_id', 'race_key']).doNothing()),
  );

/** The current rating of each, written over the one it had. */
const ratingsOf = (db: Kysely<Database>, ratings: readonly RatingRecord[]) =>
  ratings.map((r) =>
    db
      .insertInto('ratings')
      .values({ player_id: r.playerId, game: r.game, rating: r.rating, deviation: r.deviation, volatility: r.volatility, games: r.games, updated_at: r.updatedAt })
      .onConflict((oc) =>
        oc.columns(['player_id', 'game']).doUpdateSet({ rating: r.rating, deviation: r.deviation, volatility: r.volatility, games: r.games, updated_at: r.updatedAt }),
      ),
  );

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
    async ratingBoardPage(game, bots, page, playerId) {
      // On a board: an account (guests are not rated), not hidden by a moderator, of the kind asked for.
      const board = db
        .selectFrom('ratings')
        .innerJoin('players', 'players.id', 'ratings.player_id')
        .where('ratings.game', '=', game)
        .where('players.account_at', 'is not', null)
        .where('players.hidden_at', 'is', null)
        .where('players.bot', '=', bots ? 1 : 0);
      const withPlayer = board.selectAll('ratings').select(['players.name as player_name', 'players.account_at as player_account_at']);
      const [count, rows, ownRow] = await Promise.all([
        board.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        withPlayer.orderBy('ratings.rating', 'desc').orderBy('ratings.player_id').limit(page.limit).offset(page.offset).execute(),
        playerId === null ? undefined : withPlayer.where('ratings.player_id', '=', playerId).executeTakeFirst(),
      ]);
      let own = null;
      if (ownRow) {
        const ahead = (eb: ExpressionBuilder<Database, 'ratings'>) =>
          eb.or([eb('ratings.rating', '>', ownRow.rating), eb.and([eb('ratings.rating', '=', ownRow.rating), eb('ratings.player_id', '<', ownRow.player_id)])]);
        const above = await board
          .where(ahead)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        own = { index: Number(above?.n ?? 0), entry: toEntry(ownRow) };
      }
      return { total: Number(count?.n ?? 0), entries: rows.map(toEntry), own };
    },
    async ratingPlayers(playerIds) {
      if (playerIds.length === 0) return [];
      const rows = await db
        .selectFrom('players')
        .select(['id', 'account_at', 'bot', 'restricted_at'])
        .where('id', 'in', [...playerIds])
        .execute();
      return rows.map((row) => ({ playerId: row.id, account: row.account_at !== null, bot: Number(row.bot) === 1, restricted: row.restricted_at !== null }));
    },
    async ratingPairCounts(day, game, pairs) {
      const counts = new Map<string, number>();
      if (pairs.length === 0) return counts;
      const rows = await db
        .selectFrom('rating_pairs')
        .select(['player_a', 'player_b', 'count'])
        .where('day', '=', day)
        .where('game', '=', game)
        .where((eb) => eb.or(pairs.map(([a, b]) => eb.and([eb('player_a', '=', a), eb('player_b', '=', b)]))))
        .execute();
      for (const row of rows) counts.set(`${row.player_a} ${row.player_b}`, Number(row.count));
      return counts;
    },
    async saveRatedRace(race, ratings, pairs) {
      const day = new Date(race.at).toISOString().slice(0, 10);
      await write(
        db
          .insertInto('rated_races')
          .values({ key: race.key, game: race.game, at: race.at, standings: JSON.stringify(race.standings) })
          .onConflict((oc) => oc.column('key').doNothing()),
        ...ratingsOf(db, ratings),
        ...historyOf(db, race.key, ratings),
        ...pairs.map(([a, b]) =>
          db
            .insertInto('rating_pairs')
            .values({ day, game: race.game, player_a: a, player_b: b, count: 1 })
            .onConflict((oc) => oc.columns(['day', 'game', 'player_a', 'player_b']).doUpdateSet((eb) => ({ count: eb('rating_pairs.count', '+', 1) }))),
        ),
      );
    },
    async ratedRacesPage(game, after, limit) {
      let query = db.selectFrom('rated_races').selectAll().where('game', '=', game);
      if (after) query = query.where((eb) => eb.or([eb('at', '>', after.at), eb.and([eb('at', '=', after.at), eb('key', '>', after.key)])]));
      const rows = await query.orderBy('at').orderBy('key').limit(limit).execute();
      return rows.map((row) => ({ key: row.key, game: row.game, at: Number(row.at), standings: JSON.parse(row.standings) as RatedStanding[] }));
    },
    async runReviews(runIds) {
      if (runIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('run_flags')
        .select(['run_id', 'status'])
        .where('run_id', 'in', [...runIds])
        .execute();
      return new Map(rows.map((row) => [row.run_id, row.status]));
    },
    async clearRatingHistory(game) {
      await write(db.deleteFrom('rating_history').where('game', '=', game));
    },
    async saveRatingHistory(raceKey, ratings) {
      if (ratings.length > 0) await write(...historyOf(db, raceKey, ratings));
    },
    async replaceRatings(game, ratings) {
      await write(db.deleteFrom('ratings').where('game', '=', game), ...ratingsOf(db, ratings));
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
