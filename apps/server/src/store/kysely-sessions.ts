import type { Compilable, Kysely, Selectable } from 'kysely';
import type { ApiTokensTable, Database, SessionsTable } from './schema.ts';
import type { ApiTokenRecord, SessionRecord, SessionsStore, TokenScope } from './sessions-store.ts';

const toSession = (row: Selectable<SessionsTable>): SessionRecord => ({
  id: row.id,
  playerId: row.player_id,
  secretHash: row.secret_hash,
  previousHash: row.previous_hash,
  rotatedAt: Number(row.rotated_at),
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  device: row.device,
  address: row.address,
  endedAt: row.ended_at === null ? null : Number(row.ended_at),
});

const SCOPES: readonly TokenScope[] = ['read', 'play'];
const scopesOf = (text: string): TokenScope[] => SCOPES.filter((scope) => text.split(',').includes(scope));

const toApiToken = (row: Selectable<ApiTokensTable>): ApiTokenRecord => ({
  id: row.id,
  playerId: row.player_id,
  name: row.name,
  tokenHash: row.token_hash,
  scopes: scopesOf(row.scopes),
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
});

/** The sessions and API tokens part of the Kysely store: reads on `db`, writes through the store's `write`. */
export function kyselySessions(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<number[]>): SessionsStore {
  return {
    async createSession(session) {
      await write(
        db.insertInto('sessions').values({
          id: session.id,
          player_id: session.playerId,
          secret_hash: session.secretHash,
          previous_hash: null,
          rotated_at: session.rotatedAt,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          device: session.device,
          address: session.address,
          ended_at: null,
        }),
      );
    },
    async sessionBySecretHash(hash) {
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where((eb) => eb.or([eb('secret_hash', '=', hash), eb('previous_hash', '=', hash)]))
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return row ? toSession(row) : null;
    },
    async sessionById(id) {
      const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toSession(row) : null;
    },
    async rotateSession(id, fromHash, toHash, at) {
      const [changed] = await write(
        db
          .updateTable('sessions')
          .set({ secret_hash: toHash, previous_hash: fromHash, rotated_at: at, last_seen_at: at })
          .where('id', '=', id)
          .where('secret_hash', '=', fromHash)
          .where('ended_at', 'is', null),
      );
      return changed === 1;
    },
    async touchSession(id, at, address, notBefore) {
      await write(db.updateTable('sessions').set({ last_seen_at: at, address }).where('id', '=', id).where('last_seen_at', '<', notBefore));
    },
    async endSession(playerId, id, at) {
      const [changed] = await write(db.updateTable('sessions').set({ ended_at: at }).where('id', '=', id).where('player_id', '=', playerId).where('ended_at', 'is', null));
      return changed === 1;
    },
    async endSessionsOf(playerId, at, keep) {
      let live = db.selectFrom('sessions').select('id').where('player_id', '=', playerId).where('ended_at', 'is', null);
      if (keep !== null) live = live.where('id', '!=', keep);
      const ids = (await live.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      await write(db.updateTable('sessions').set({ ended_at: at }).where('id', 'in', ids).where('ended_at', 'is', null));
      return ids;
    },
    async pruneSessionsOf(playerId, seenBefore) {
      const [deleted = 0] = await write(
        db
          .deleteFrom('sessions')
          .where('player_id', '=', playerId)
          .where((eb) => eb.or([eb('ended_at', 'is not', null), eb('last_seen_at', '<', seenBefore)])),
      );
      return deleted;
    },
    async liveSessionsOf(playerId, seenSince, limit) {
      const rows = await db
        .selectFrom('sessions')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('ended_at', 'is', null)
        .where('last_seen_at', '>=', seenSince)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toSession);
    },

    async createApiToken(token) {
      await write(
        db.insertInto('api_tokens').values({
          id: token.id,
          player_id: token.playerId,
          name: token.name,
          token_hash: token.tokenHash,
          scopes: token.scopes.join(','),
          created_at: token.createdAt,
          last_used_at: null,
          revoked_at: null,
        }),
      );
    },
    async apiTokenByHash(hash) {
      const row = await db.selectFrom('api_tokens').selectAll().where('token_hash', '=', hash).where('revoked_at', 'is', null).executeTakeFirst();
      return row ? toApiToken(row) : null;
    },
    async apiTokensOf(playerId, limit) {
      const rows = await db
        .selectFrom('api_tokens')
        .selectAll()
        .where('player_id', '=', playerId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toApiToken);
    },
    async revokeApiToken(playerId, id, at) {
      const [changed] = await write(db.updateTable('api_tokens').set({ revoked_at: at }).where('id', '=', id).where('player_id', '=', playerId).where('revoked_at', 'is', null));
      return changed === 1;
    },
    async touchApiToken(id, at, notBefore) {
      await write(
        db
          .updateTable('api_tokens')
          .set({ last_used_at: at })
          .where('id', '=', id)
          .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notBefore)])),
      );
    },
  };
}
