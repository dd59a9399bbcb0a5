import { sql, type Compilable, type Kysely, type Selectable } from 'kysely';
import type { PasskeyRecord, PasskeysStore } from './passkeys-store.ts';
import type { Database, PasskeysTable } from './schema.ts';

const toPasskey = (row: Selectable<PasskeysTable>): PasskeyRecord => ({
  id: row.id,
  playerId: row.player_id,
  name: row.name,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
});

/** The passkeys part of the Kysely store: reads on `db`, writes through the store's `write`. */
export function kyselyPasskeys(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<number[]>): PasskeysStore {
  return {
    async addPasskey(passkey) {
      await write(
        db.insertInto('passkeys').values({
          id: passkey.id,
          player_id: passkey.playerId,
          name: passkey.name,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          created_at: passkey.createdAt,
          last_used_at: passkey.lastUsedAt,
        }),
      );
    },
    async passkeyById(id) {
      const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toPasskey(row) : null;
    },
    async passkeysOf(playerId, limit) {
      const rows = await db.selectFrom('passkeys').selectAll().where('player_id', '=', playerId).orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map(toPasskey);
    },
    async countPasskeys(playerId) {
      const row = await db
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('player_id', '=', playerId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async usePasskey(id, previousCounter, counter, at) {
      const [changed] = await write(db.updateTable('passkeys').set({ counter, last_used_at: at }).where('id', '=', id).where('counter', '=', previousCounter));
      return changed === 1;
    },
    async renamePasskey(playerId, id, name) {
      const [changed] = await write(db.updateTable('passkeys').set({ name }).where('id', '=', id).where('player_id', '=', playerId));
      return changed === 1;
    },
    async removePasskey(playerId, id) {
      // One statement decides, so two removals at once cannot both pass the check and leave
      // the account with no way in: the row goes only while another way in remains.
      const [deleted] = await write(
        db
          .deleteFrom('passkeys')
          .where('id', '=', id)
          .where('player_id', '=', playerId)
          .where((eb) =>
            eb.or([
              eb.exists(
                eb
                  .selectFrom('passkeys as other')
                  .select(sql<number>`1`.as('one'))
                  .where('other.player_id', '=', playerId)
                  .where('other.id', '!=', id),
              ),
              eb.exists(
                eb
                  .selectFrom('identities')
                  .select(sql<number>`1`.as('one'))
                  .where('identities.player_id', '=', playerId),
              ),
            ]),
          ),
      );
      if (deleted === 1) return 'removed';
      const row = await db.selectFrom('passkeys').select('id').where('id', '=', id).where('player_id', '=', playerId).executeTakeFirst();
      return row ? 'last' : 'absent';
    },
  };
}
