import { sql, type Compilable, type Kysely, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Database, PuzzlesTable, RunMovesTable, RunsTable } from './schema.ts';
import { toPlayer } from './player-rows.ts';
import { kyselyAccounts } from './kysely-accounts.ts';
import type { LogKind, LogRecord, NewPlayer, RunRecord, RunUpdate, RunWithPlayer, SolvedPuzzleRecord, Store } from './store.ts';
import { kyselyAuthFlows } from './kysely-auth-flows.ts';
import { kyselyBoards, refreshingBoards } from './kysely-boards.ts';
import { kyselyPasskeys } from './kysely-passkeys.ts';
import { kyselyRaceRows } from './kysely-race-rows.ts';
import { kyselyRatings } from './kysely-ratings.ts';
import { kyselyIdentities } from './kysely-identities.ts';
import { kyselySessions } from './kysely-sessions.ts';
import { kyselyModeration } from './kysely-moderation.ts';
import { kyselyStats, refreshingPar, refreshingStats } from './kysely-stats.ts';
import { StoreHealth } from './store-health.ts';
import { toRun } from './run-rows.ts';
import { WriteBatcher } from './write-batcher.ts';
import { kyselyFairPlay } from './kysely-fair-play.ts';
import { timedWrites, type SqlStatement, type Writes } from './writes.ts';

const toLogRecord = (row: Selectable<RunMovesTable>): LogRecord => ({
  seq: row.seq,
  kind: row.kind as LogKind,
  move: row.move === null ? null : (JSON.parse(row.move) as unknown),
  atMs: row.at_ms,
});

type RunsQuery = SelectQueryBuilder<Database, 'runs', Selectable<RunsTable>>;
/** The latest started first; the id breaks ties, so the order is stable. */
const newestFirst = (query: RunsQuery, limit: number) => query.orderBy('started_at', 'desc').orderBy('id').limit(limit);

function runColumns(update: RunUpdate): Updateable<RunsTable> {
  const columns: Updateable<RunsTable> = {};
  if (update.status !== undefined) columns.status = update.status;
  if (update.ranked !== undefined) columns.ranked = update.ranked ? 1 : 0;
  if (update.finishedAt !== undefined) columns.finished_at = update.finishedAt;
  if (update.timeMs !== undefined) columns.time_ms = update.timeMs;
  if (update.moves !== undefined) columns.moves = update.moves;
  if (update.score !== undefined) columns.score = update.score;
  if (update.remaining !== undefined) columns.remaining = update.remaining;
  return columns;
}

/**
 * An UPDATE that matches no row still opens a write transaction: SQLite refuses it on a
 * read-only file (an empty transaction, even BEGIN IMMEDIATE, passes), PostgreSQL in a
 * read-only transaction. It writes nothing, so it costs no fsync.
 */
const WRITE_PROBE: SqlStatement = { sql: 'update players set name = name where 1 = 0', parameters: [] };

/** `writes`, telling `health` whether each commit went through. */
function watchedWrites(writes: Writes, health: StoreHealth): Writes {
  return {
    async run(statements) {
      let changed: number[];
      try {
        changed = await writes.run(statements);
      } catch (error) {
        health.failed(error, 'write');
        throw error;
      }
      health.succeeded('write');
      return changed;
    },
    close: () => writes.close(),
  };
}

/** One caller's statements in a batch, and who hears how many rows each of them changed. */
interface WriteRequest {
  readonly statements: readonly SqlStatement[];
  readonly changed: (rows: number[]) => void;
}

/**
 * The one Store implementation: Kysely hides the dialect (SQLite or PostgreSQL). Reads run
 * on `db`; writes are compiled here and handed to `writes`, a transaction per batch. `now` is
 * the clock of the instants the store stamps itself.
 */
export function kyselyStore(db: Kysely<Database>, kind: Store['kind'], writes: Writes, now: () => number = Date.now, health = new StoreHealth(now)): Store {
  // Writes asked for together are stored in one transaction (group commit, see WriteBatcher):
  // one commit, so one fsync, for a burst of moves or of race starts.
  let observeCommit: ((seconds: number) => void) | null = null;
  const watched = watchedWrites(writes, health);
  const timed = timedWrites(watched, (seconds) => observeCommit?.(seconds));
  const batcher = new WriteBatcher<WriteRequest>(async (requests) => {
    const changed = await timed.run(requests.flatMap((request) => request.statements));
    let at = 0;
    for (const request of requests) request.changed(changed.slice(at, (at += request.statements.length)));
  });
  /** Stores the queries together (all or none); answers the rows each one changed. */
  const write = async (...queries: Compilable[]): Promise<number[]> => {
    let rows: number[] = [];
    const statements = queries.map((query) => {
      const { sql, parameters } = query.compile();
      return { sql, parameters };
    });
    await batcher.write({ statements, changed: (counts) => (rows = counts) });
    return rows;
  };

  async function setting(key: string): Promise<string | null> {
    const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value ?? null;
  }

  /**
   * The run's new figures, and its boards kept in step in the same transaction. A run in play
   * is on no board, and a move's update (moves, score) leaves it in play: only an update that
   * may end it, or change whether it ranks, refreshes its boards, so a move costs no board work.
   */
  function updateOfRun(id: string, update: RunUpdate): Compilable[] {
    const columns = runColumns(update);
    if (Object.keys(columns).length === 0) return [];
    const mayChangeBoards = update.status !== undefined || update.ranked !== undefined || update.finishedAt !== undefined;
    return [db.updateTable('runs').set(columns).where('id', '=', id), ...(mayChangeBoards ? [...refreshingBoards(db, id), ...refreshingStats(db, id)] : [])];
  }

  return {
    kind,
    raceRows: kyselyRaceRows(db, write),
    ...kyselyRatings(db, write),
    ...kyselyFairPlay(db, write),
    ...kyselyIdentities(db, write),
    ...kyselySessions(db, write),
    ...kyselyAccounts(db, write),
    ...kyselyBoards(db),
    ...kyselyStats(db),
    ...kyselyAuthFlows(db, write),
    ...kyselyPasskeys(db, write),
    ...kyselyModeration(db, write),

    async createPlayer(player: NewPlayer) {
      const handleKey = player.handleKey ?? null;
      await write(
        db.insertInto('players').values({
          id: player.id,
          name: player.name,
          token_hash: player.tokenHash,
          created_at: player.createdAt,
          handle_key: handleKey,
          account_at: handleKey === null ? null : player.createdAt,
          deleted_at: null,
        }),
      );
    },
    async playerById(id) {
      const row = await db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toPlayer(row) : null;
    },
    async playerByTokenHash(tokenHash) {
      const row = await db.selectFrom('players').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row ? toPlayer(row) : null;
    },

    async renamePlayer(id, name) {
      await write(db.updateTable('players').set({ name }).where('id', '=', id));
    },

    async solvedPuzzle(id) {
      const row = await db.selectFrom('puzzles').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const best = row.best_score === null ? null : { score: row.best_score, moves: JSON.parse(row.best_moves ?? '[]') as unknown[], work: Number(row.best_work ?? 0) };
      return {
        id: row.id,
        game: row.game,
        par: row.par,
        optimal: Number(row.optimal) === 1,
        solution: JSON.parse(row.solution) as unknown[],
        solverVersion: Number(row.solver_version),
        best,
      };
    },
    async saveSolvedPuzzle(puzzle: SolvedPuzzleRecord) {
      // On a row solved before: par and its solution only from a newer solver, the best
      // score only when higher (each column decides on the stored row's values).
      const newer = sql<boolean>`puzzles.solver_version < excluded.solver_version`;
      const higher = sql<boolean>`excluded.best_score is not null and (puzzles.best_score is null or puzzles.best_score < excluded.best_score)`;
      const pick = <C extends keyof PuzzlesTable & string>(column: C, when: typeof newer) =>
        sql<Exclude<Updateable<PuzzlesTable>[C], undefined>>`case when ${when} then ${sql.ref(`excluded.${column}`)} else ${sql.ref(`puzzles.${column}`)} end`;
      await write(
        db
          .insertInto('puzzles')
          .values({
            id: puzzle.id,
            game: puzzle.game,
            par: puzzle.par,
            optimal: puzzle.optimal ? 1 : 0,
            solution: JSON.stringify(puzzle.solution),
            created_at: now(),
            solver_version: puzzle.solverVersion,
            best_score: puzzle.best?.score ?? null,
            best_moves: puzzle.best ? JSON.stringify(puzzle.best.moves) : null,
            best_work: puzzle.best?.work ?? null,
          })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet({
              par: pick('par', newer),
              optimal: pick('optimal', newer),
              solution: pick('solution', newer),
              solver_version: pick('solver_version', newer),
              best_moves: pick('best_moves', higher),
              best_work: pick('best_work', higher),
              // Last: on PostgreSQL every column reads the row as it was, on SQLite too.
              best_score: pick('best_score', higher),
            }),
          ),
        // A par first known, or a newer solver's: the efficiency of the runs played on it.
        ...refreshingPar(db, puzzle.id),
      );
    },

    async dailyPuzzleId(date, game) {
      const row = await db.selectFrom('dailies').select('puzzle_id').where('date', '=', date).where('game', '=', game).executeTakeFirst();
      return row?.puzzle_id ?? null;
    },
    async saveDaily(date, game, puzzleId) {
      await write(
        db
          .insertInto('dailies')
          .values({ date, game, puzzle_id: puzzleId })
          .onConflict((oc) => oc.columns(['date', 'game']).doNothing()),
      );
    },
    async dailyDateOf(puzzleId) {
      const row = await db.selectFrom('dailies').select('date').where('puzzle_id', '=', puzzleId).orderBy('date').executeTakeFirst();
      return row?.date ?? null;
    },

    async earliestPlayedDaily() {
      const row = await db
        .selectFrom('dailies')
        .select((eb) => eb.fn.min('dailies.date').as('first'))
        .where((eb) => eb.exists(eb.selectFrom('runs').select('runs.id').whereRef('runs.puzzle_id', '=', 'dailies.puzzle_id')))
        .executeTakeFirst();
      return row?.first ?? null;
    },

    setting,
    async keepFirst(key, value) {
      await write(
        db
          .insertInto('settings')
          .values({ key, value })
          .onConflict((oc) => oc.column('key').doNothing()),
      );
      const kept = await setting(key);
      if (kept === null) throw new Error(`the setting ${key} was not kept`);
      return kept;
    },

    async createRun(run: RunRecord) {
      await write(
        db.insertInto('runs').values({
          id: run.id,
          player_id: run.playerId,
          puzzle_id: run.puzzleId,
          game: run.game,
          status: run.status,
          ranked: run.ranked ? 1 : 0,
          started_at: run.startedAt,
          time_limit_ms: run.timeLimitMs,
          finished_at: run.finishedAt,
          time_ms: run.timeMs,
          moves: run.moves,
          score: run.score,
          remaining: run.remaining,
        }),
        // A run stored already over (an import, a test) is on its boards at once.
        ...(run.status === 'playing' ? [] : [...refreshingBoards(db, run.id), ...refreshingStats(db, run.id)]),
      );
    },
    async runById(id) {
      const row = await db.selectFrom('runs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRun(row) : null;
    },
    async updateRun(id, update) {
      await write(...updateOfRun(id, update));
    },
    async appendLog(runId, entry: LogRecord, update?: RunUpdate) {
      const move = entry.move === undefined || entry.move === null ? null : JSON.stringify(entry.move);
      const row = { run_id: runId, seq: entry.seq, kind: entry.kind, move, at_ms: entry.atMs };
      await write(db.insertInto('run_moves').values(row), ...(update ? updateOfRun(runId, update) : []));
    },
    async logOf(runId) {
      const rows = await db.selectFrom('run_moves').selectAll().where('run_id', '=', runId).orderBy('seq').execute();
      return rows.map(toLogRecord);
    },
    async logPage(runId, afterSeq, limit) {
      const rows = await db.selectFrom('run_moves').selectAll().where('run_id', '=', runId).where('seq', '>', afterSeq).orderBy('seq').limit(limit).execute();
      return rows.map(toLogRecord);
    },
    async runVerdict(runId) {
      const row = await db.selectFrom('run_verdicts').select('verified').where('run_id', '=', runId).executeTakeFirst();
      return row ? Number(row.verified) === 1 : null;
    },
    async keepVerdict(runId, verified, at) {
      await write(
        db
          .insertInto('run_verdicts')
          .values({ run_id: runId, verified: verified ? 1 : 0, at })
          .onConflict((oc) => oc.column('run_id').doNothing()),
      );
    },

    async rankedRunsOf(puzzleId) {
      const rows = await db
        .selectFrom('runs')
        .innerJoin('players', 'players.id', 'runs.player_id')
        .selectAll('runs')
        .select(['players.name as player_name', 'players.account_at as player_account_at'])
        .where('runs.puzzle_id', '=', puzzleId)
        .where('runs.ranked', '=', 1)
        .where('runs.status', '!=', 'playing')
        .execute();
      return rows.map((row): RunWithPlayer => ({ ...toRun(row), playerName: row.player_name, playerGuest: row.player_account_at === null }));
    },
    async rankedRunsFingerprintOf(puzzleId) {
      const row = await db
        .selectFrom('runs')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('runs'),
          eb.fn.sum<number | string | null>('moves').as('moves'),
          eb.fn.sum<number | string | null>('score').as('score'),
          eb.fn.sum<number | string | null>('time_ms').as('time'),
          eb.fn.max<number | string | null>('finished_at').as('finished'),
          eb.fn.max<string | null>('id').as('id'),
        ])
        .where('puzzle_id', '=', puzzleId)
        .where('ranked', '=', 1)
        .where('status', '!=', 'playing')
        .executeTakeFirst();
      return row ? [row.runs, row.moves, row.score, row.time, row.finished, row.id].map(String).join('/') : '';
    },
    async runsOfPlayer(playerId, limit) {
      const rows = await newestFirst(db.selectFrom('runs').selectAll().where('player_id', '=', playerId), limit).execute();
      return rows.map(toRun);
    },
    async journeyLevelsDone(playerId, game) {
      const rows = await db.selectFrom('journey_levels').select('level').where('player_id', '=', playerId).where('game', '=', game).orderBy('level').execute();
      return rows.map((row) => Number(row.level));
    },
    async completeJourneyLevel(playerId, game, level, runId, at) {
      await write(
        db
          .insertInto('journey_levels')
          .values({ player_id: playerId, game, level, run_id: runId, completed_at: at })
          .onConflict((oc) => oc.columns(['player_id', 'game', 'level']).doNothing()),
      );
    },
    async runsOfPlayerOn(playerId, puzzleId, limit) {
      const query = db.selectFrom('runs').selectAll().where('player_id', '=', playerId).where('puzzle_id', '=', puzzleId);
      return (await newestFirst(query, limit).execute()).map(toRun);
    },

    async runsInPlaySince(playerId, since) {
      const row = await db
        .selectFrom('runs')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min<number | string | null>('started_at').as('earliest')])
        .where('player_id', '=', playerId)
        .where('started_at', '>=', since)
        .where('status', '=', 'playing')
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), earliestStartedAt: row?.earliest === null || row?.earliest === undefined ? null : Number(row.earliest) };
    },

    async timedRunsInPlay() {
      const rows = await db.selectFrom('runs').select('id').where('status', '=', 'playing').where('time_limit_ms', 'is not', null).execute();
      return rows.map((row) => row.id);
    },

    async runsAwaitingPar() {
      const rows = await db
        .selectFrom('runs')
        .select(['id', 'puzzle_id'])
        .where((eb) => eb.not(eb.exists(eb.selectFrom('puzzles').select('puzzles.id').whereRef('puzzles.id', '=', 'runs.puzzle_id'))))
        .execute();
      return rows.map((row) => ({ id: row.id, puzzleId: row.puzzle_id }));
    },

    async ping() {
      await db.selectFrom('players').select('id').limit(1).execute();
    },
    async probeWrite() {
      // Not through the batcher: a failing probe must not take real writes down with it. After
      // a commit failed, only a real write says it would go through now (a full disk takes an
      // empty one): a row of its own in the settings, rewritten.
      const value = String(now());
      const probe = health.writesDown
        ? db
            .insertInto('settings')
            .values({ key: 'write_probe', value })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
            .compile()
        : WRITE_PROBE;
      await watched.run([{ sql: probe.sql, parameters: probe.parameters }]);
    },
    outage: () => health.problem(),
    observeOutages(observer) {
      health.observe(observer);
    },
    observeCommits(observe) {
      observeCommit = observe;
    },
    async close() {
      await batcher.flush();
      await writes.close();
      await db.destroy();
    },
  };
}
