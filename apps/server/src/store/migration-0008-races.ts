import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Race rooms in the database, for a server without Redis (docs/races.md#rooms, docs/operations.md#several-processes): a restart keeps them.
 * A race is its JSON with a version (each change is a compare-and-set on it) and its next
 * deadline, indexed for the clock's sweep; runs are linked to their race; claims and locks
 * are leases that run out.
 */
export const racesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('races')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('deadline', 'bigint')
      .execute();
    await db.schema.createIndex('races_deadline').on('races').column('deadline').execute();
    await db.schema
      .createTable('race_runs')
      .addColumn('run_id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('race_runs_code').on('race_runs').column('code').execute();
    await db.schema
      .createTable('race_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('until', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('race_leases_until').on('race_leases').column('until').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['race_leases', 'race_runs', 'races']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
