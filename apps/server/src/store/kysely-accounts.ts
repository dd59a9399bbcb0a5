import { sql, type Compilable, type Kysely } from 'kysely';
import { BOARDS } from '../leaderboards/boards.ts';
import { compiledBy } from './compiled-by.ts';
import type { AccountChange, AccountsStore, PresentedInvite } from './accounts-store.ts';
import { toPlayer } from './player-rows.ts';
import { toRun } from './run-rows.ts';
import type { Database } from './schema.ts';
import { isUniqueViolationOn } from './unique-violation.ts';

export const INVITE_FLOW = 'invite';

/** The tables of an account's sign-ins, each with a `player_id`: emptied of a deleted account's rows. */
const SIGN_IN_TABLES = ['sessions', 'api_tokens', 'passkeys', 'identities', 'auth_flows'] as const;
/** A player's own figures, each keyed by `player_id` first: a deleted account's go. */
const OWN_FIGURES = ['stats_entries', 'stats_totals', 'ratings', 'rating_history', 'journey_levels'] as const;

/**
 * The accounts part of the Kysely store. An invitation is spent by the same transaction that
 * makes the account (claimed: its `player_id` set), so two sign-ups with one code cannot both
 * pass: the second's claim finds it claimed (on PostgreSQL it waits for the first's row lock,
 * then reads it again). A change that does not happen releases the claim in that transaction.
 */
export function kyselyAccounts(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<number[]>): AccountsStore {
  const claim = (invite: PresentedInvite, playerId: string) =>
    db
      .updateTable('auth_flows')
      .set({ player_id: playerId })
      .where('id_hash', '=', invite.codeHash)
      .where('kind', '=', INVITE_FLOW)
      .where('player_id', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', invite.at)]));
  const claimedBy = (invite: PresentedInvite, playerId: string) =>
    db.selectFrom('auth_flows').select('id_hash').where('id_hash', '=', invite.codeHash).where('kind', '=', INVITE_FLOW).where('player_id', '=', playerId);
  /** Gives the invitation back when the player did not become the account it was claimed for. */
  const releaseUnless = (invite: PresentedInvite, change: AccountChange) =>
    db
      .updateTable('auth_flows')
      .set({ player_id: null })
      .where('id_hash', '=', invite.codeHash)
      .where('player_id', '=', change.playerId)
      .where((eb) =>
        eb.not(eb.exists(db.selectFrom('players').select('id').where('id', '=', change.playerId).where('handle_key', '=', change.handleKey).where('deleted_at', 'is', null))),
      );

  /** A write that may meet the unique index on handle_key: a race lost to another sign-up is `taken`, not a failure. */
  async function writeAccount(...queries: Compilable[]): Promise<number[] | 'taken'> {
    try {
      return await write(...queries);
    } catch (error) {
      if (isUniqueViolationOn(error, 'handle_key')) return 'taken';
      throw error;
    }
  }

  return {
    async playerByHandleKey(handleKey) {
      const row = await db.selectFrom('players').selectAll().where('handle_key', '=', handleKey).executeTakeFirst();
      return row ? toPlayer(row) : null;
    },

    async turnGuestIntoAccount(change) {
      const { invite } = change;
      let update = db
        .updateTable('players')
        .set({ name: change.handle, handle_key: change.handleKey, account_at: change.at, token_hash: change.tokenHash })
        .where('id', '=', change.playerId)
        .where('account_at', 'is', null)
        .where('deleted_at', 'is', null);
      if (invite) update = update.where((eb) => eb.exists(claimedBy(invite, change.playerId)));
      const changed = await writeAccount(...(invite ? [claim(invite, change.playerId), update, releaseUnless(invite, change)] : [update]));
      if (changed === 'taken') return 'taken';
      if (invite && changed[0] === 0) return 'invalid_invite';
      return changed[invite ? 1 : 0] === 1 ? null : 'not_a_guest';
    },

    async createAccount(change, createdAt) {
      const { invite } = change;
      const insert = db.insertInto('players').values({
        id: change.playerId,
        name: change.handle,
        token_hash: change.tokenHash,
        created_at: createdAt,
        handle_key: change.handleKey,
        account_at: change.at,
        deleted_at: null,
      });
      // Inserted, then taken back in the same transaction when the invitation was not theirs to claim.
      const unlessInvited = (spent: PresentedInvite) =>
        db
          .deleteFrom('players')
          .where('id', '=', change.playerId)
          .where((eb) => eb.not(eb.exists(claimedBy(spent, change.playerId))));
      const changed = await writeAccount(...(invite ? [claim(invite, change.playerId), insert, unlessInvited(invite)] : [insert]));
      if (changed === 'taken') return 'taken';
      return invite && changed[0] === 0 ? 'invalid_invite' : null;
    },

    async saveInvite(codeHash, createdAt, expiresAt) {
      await write(db.insertInto('auth_flows').values({ id_hash: codeHash, kind: INVITE_FLOW, player_id: null, data: '{}', created_at: createdAt, expires_at: expiresAt }));
    },

    async runsOfPlayerPage(playerId, cursor, limit) {
      let query = db.selectFrom('runs').selectAll().where('player_id', '=', playerId);
      // Newest first, the id breaking ties: the next page is the rows after the last one in that order.
      if (cursor) query = query.where((eb) => eb.or([eb('started_at', '<', cursor.startedAt), eb.and([eb('started_at', '=', cursor.startedAt), eb('id', '>', cursor.id)])]));
      const rows = await query.orderBy('started_at', 'desc').orderBy('id').limit(limit).execute();
      return rows.map(toRun);
    },

    async ratingHistoryPage(playerId, game, afterAt, limit) {
      let query = db.selectFrom('rating_history').select(['at', 'rating', 'deviation']).where('player_id', '=', playerId).where('game', '=', game);
      if (afterAt !== null) query = query.where('at', '>', afterAt);
      const rows = await query.orderBy('at').limit(limit).execute();
      return rows.map((row) => ({ at: Number(row.at), rating: Number(row.rating), deviation: Number(row.deviation) }));
    },

    async deleteAccount({ playerId, anonymousName, tokenHash, at }) {
      const ofPlayer = (table: (typeof SIGN_IN_TABLES)[number] | (typeof OWN_FIGURES)[number]) => sql`delete from ${sql.table(table)} where player_id = ${playerId}`;
      // Board entries are keyed (board, puzzle, player): found through the player's puzzles, primary-key lookups, not a scan.
      const boardEntries = sql`delete from board_entries where board in (${sql.join(BOARDS.map((board) => sql.lit(board)))}) and player_id = ${playerId}
        and puzzle_id in (select puzzle_id from runs where player_id = ${playerId})`;
      await write(
        ...compiledBy(db, [...SIGN_IN_TABLES.map(ofPlayer), ...OWN_FIGURES.map(ofPlayer), boardEntries]),
        // Unranked, a run still in play that ends later (its time limit) comes back on no board and in no statistics.
        db.updateTable('runs').set({ ranked: 0 }).where('player_id', '=', playerId),
        db.updateTable('players').set({ name: anonymousName, handle_key: null, token_hash: tokenHash, deleted_at: at }).where('id', '=', playerId),
      );
    },

    async markBot(playerId) {
      // A rating of theirs (a rated game played as a person) keeps the mark off, in the same statement.
      const rated = db.selectFrom('ratings').select('player_id').where('player_id', '=', playerId).where('games', '>', 0);
      const [changed] = await write(
        db
          .updateTable('players')
          .set({ bot: 1 })
          .where('id', '=', playerId)
          .where('account_at', 'is not', null)
          .where('deleted_at', 'is', null)
          .where((eb) => eb.not(eb.exists(rated))),
      );
      if (changed === 1) return 'marked';
      const row = await db.selectFrom('players').select(['account_at', 'deleted_at', 'bot']).where('id', '=', playerId).executeTakeFirst();
      if (!row || row.account_at === null || row.deleted_at !== null) return 'not_account';
      return (await rated.executeTakeFirst()) ? 'rated' : 'marked';
    },
  };
}
