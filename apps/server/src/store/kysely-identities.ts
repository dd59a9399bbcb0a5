import { sql, type Compilable, type Kysely, type Selectable } from 'kysely';
import type { IdentitiesStore, IdentityRecord } from './identities-store.ts';
import type { Database, IdentitiesTable } from './schema.ts';

const toIdentity = (row: Selectable<IdentitiesTable>): IdentityRecord => ({
  issuer: row.issuer,
  subject: row.subject,
  playerId: row.player_id,
  createdAt: Number(row.created_at),
});

/** The linked identities part of the Kysely store: reads on `db`, writes through the store's `write`. */
export function kyselyIdentities(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<number[]>): IdentitiesStore {
  return {
    async identityOwner(issuer, subject) {
      const row = await db.selectFrom('identities').select('player_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
      return row?.player_id ?? null;
    },
    async identitiesOf(playerId) {
      const rows = await db.selectFrom('identities').selectAll().where('player_id', '=', playerId).orderBy('created_at').orderBy('issuer').orderBy('subject').execute();
      return rows.map(toIdentity);
    },
    async linkIdentity(identity) {
      const [inserted] = await write(
        db
          .insertInto('identities')
          .values({ issuer: identity.issuer, subject: identity.subject, player_id: identity.playerId, created_at: identity.createdAt })
          .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing()),
      );
      return inserted === 1;
    },
    async unlinkIdentity(playerId, issuer, subject) {
      const ways = sql<number>`(select count(*) from identities where player_id = ${playerId}) + (select count(*) from passkeys where player_id = ${playerId})`;
      const [deleted] = await write(db.deleteFrom('identities').where('issuer', '=', issuer).where('subject', '=', subject).where('player_id', '=', playerId).where(ways, '>', 1));
      return deleted === 1;
    },
  };
}
