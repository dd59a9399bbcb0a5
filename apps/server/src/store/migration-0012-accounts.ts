import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Accounts (docs/accounts.md): a guest becomes an account in place, so every run, rating,
 * streak and journey level keyed by its player id stays its own; nothing is copied.
 *
 * - `players.handle_key`: the account's handle folded for comparison (case and Unicode's
 *   confusable skeleton, UTS #39), unique; null for a guest. `account_at`: when the guest
 *   became an account (null: a guest). `deleted_at`: when the account was deleted.
 * - `sessions`: a browser's sign-in. The cookie holds a secret whose hash is `secret_hash`;
 *   a rotation replaces it and keeps the one before for a short grace (`previous_hash`), so
 *   requests already on their way with the old cookie are not signed out.
 * - `api_tokens`: personal tokens for bots and scripts, with scopes, revocable.
 * - `passkeys`: WebAuthn credentials, several per account, named.
 * - `identities`: an OpenID Connect provider's subject linked to an account.
 * - `auth_flows`: short-lived, single-use secrets of a sign-in in progress (a WebAuthn
 *   challenge, an OpenID Connect state, a code for another device, an invitation), kept in
 *   the database so that any process can finish what another began.
 */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('players').addColumn('handle_key', 'text').execute();
    await db.schema.alterTable('players').addColumn('account_at', 'bigint').execute();
    await db.schema.alterTable('players').addColumn('deleted_at', 'bigint').execute();
    await db.schema.createIndex('players_handle_key').unique().on('players').column('handle_key').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('previous_hash', 'text')
      .addColumn('rotated_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_previous_hash').on('sessions').column('previous_hash').execute();
    await db.schema.createIndex('sessions_player').on('sessions').columns(['player_id', 'last_seen_at']).execute();

    await db.schema
      .createTable('api_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('api_tokens_player').on('api_tokens').columns(['player_id', 'created_at']).execute();

    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('passkeys_player').on('passkeys').columns(['player_id', 'created_at']).execute();

    await db.schema
      .createTable('identities')
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('identities_pk', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('identities_player').on('identities').column('player_id').execute();

    await db.schema
      .createTable('auth_flows')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('player_id', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .execute();
    await db.schema.createIndex('auth_flows_expiry').on('auth_flows').columns(['kind', 'expires_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['auth_flows', 'identities', 'passkeys', 'api_tokens', 'sessions']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
    await db.schema.dropIndex('players_handle_key').ifExists().execute();
    for (const column of ['deleted_at', 'account_at', 'handle_key']) await db.schema.alterTable('players').dropColumn(column).execute();
  },
};
