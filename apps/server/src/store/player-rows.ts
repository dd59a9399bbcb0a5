import type { Selectable } from 'kysely';
import type { PlayersTable } from './schema.ts';
import type { PlayerRecord } from './store.ts';

/** A stored player as the store hands it out (instants parsed). */
export const toPlayer = (row: Selectable<PlayersTable>): PlayerRecord => ({
  id: row.id,
  name: row.name,
  tokenHash: row.token_hash,
  createdAt: Number(row.created_at),
  accountAt: row.account_at === null ? null : Number(row.account_at),
  deletedAt: row.deleted_at === null ? null : Number(row.deleted_at),
  bot: Number(row.bot) === 1,
});
