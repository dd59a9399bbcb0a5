import type { Compilable, Kysely, Selectable } from 'kysely';
import type { AuthFlowRecord, AuthFlowsStore } from './auth-flows-store.ts';
import type { AuthFlowsTable, Database } from './schema.ts';

const toFlow = (row: Selectable<AuthFlowsTable>): AuthFlowRecord => ({
  idHash: row.id_hash,
  kind: row.kind,
  playerId: row.player_id,
  data: JSON.parse(row.data) as unknown,
  createdAt: Number(row.created_at),
  expiresAt: row.expires_at === null ? null : Number(row.expires_at),
});

const live = (flow: AuthFlowRecord, now: number) => flow.expiresAt === null || flow.expiresAt > now;

/** The sign-ins in progress part of the Kysely store: reads on `db`, writes through the store's `write`. */
export function kyselyAuthFlows(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<number[]>): AuthFlowsStore {
  const find = async (kind: string, idHash: string) => {
    const row = await db.selectFrom('auth_flows').selectAll().where('id_hash', '=', idHash).where('kind', '=', kind).executeTakeFirst();
    return row ? toFlow(row) : null;
  };
  return {
    async putAuthFlow(flow) {
      await write(
        db.insertInto('auth_flows').values({
          id_hash: flow.idHash,
          kind: flow.kind,
          player_id: flow.playerId,
          data: JSON.stringify(flow.data ?? null),
          created_at: flow.createdAt,
          expires_at: flow.expiresAt,
        }),
      );
    },
    async peekAuthFlow(kind, idHash, now) {
      const flow = await find(kind, idHash);
      return flow && live(flow, now) ? flow : null;
    },
    async takeAuthFlow(kind, idHash, now) {
      const flow = await find(kind, idHash);
      if (!flow) return null;
      // The delete decides: a flow read by two takes at once is removed by one of them only.
      const [deleted] = await write(db.deleteFrom('auth_flows').where('id_hash', '=', idHash).where('kind', '=', kind));
      return deleted === 1 && live(flow, now) ? flow : null;
    },
    async updateAuthFlow(kind, idHash, data, playerId, now) {
      const [changed] = await write(
        db
          .updateTable('auth_flows')
          .set({ data: JSON.stringify(data ?? null), player_id: playerId })
          .where('id_hash', '=', idHash)
          .where('kind', '=', kind)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])),
      );
      return changed === 1;
    },
    async purgeExpiredAuthFlows(now, limit) {
      const expired = db.selectFrom('auth_flows').select('id_hash').where('expires_at', '<=', now).limit(limit);
      const [deleted] = await write(db.deleteFrom('auth_flows').where('id_hash', 'in', expired));
      return deleted ?? 0;
    },
  };
}
