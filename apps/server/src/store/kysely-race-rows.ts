import type { Compilable, Kysely } from 'kysely';
import type { RaceRows } from './race-rows.ts';
import type { Database } from './schema.ts';

/** The race rows of the Kysely store: reads on `db`, writes through the store's `write` (which answers the rows each query changed). */
export function kyselyRaceRows(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<number[]>): RaceRows {
  const changedOne = async (query: Compilable) => (await write(query))[0] === 1;
  return {
    insertRace(code, state, deadline) {
      return changedOne(
        db
          .insertInto('races')
          .values({ code, state, version: 1, deadline })
          .onConflict((oc) => oc.column('code').doNothing()),
      );
    },
    async race(code) {
      const row = await db.selectFrom('races').select(['code', 'state', 'version']).where('code', '=', code).executeTakeFirst();
      return row ? { ...row, version: Number(row.version) } : null;
    },
    async allRaces() {
      const rows = await db.selectFrom('races').select(['code', 'state', 'version']).orderBy('code').execute();
      return rows.map((row) => ({ ...row, version: Number(row.version) }));
    },
    replaceRace(code, version, state, deadline) {
      return changedOne(
        db
          .updateTable('races')
          .set({ state, deadline, version: version + 1 })
          .where('code', '=', code)
          .where('version', '=', version),
      );
    },
    async deleteRace(code) {
      await write(db.deleteFrom('race_runs').where('code', '=', code), db.deleteFrom('races').where('code', '=', code));
    },
    async linkRun(runId, code) {
      await write(
        db
          .insertInto('race_runs')
          .values({ run_id: runId, code })
          .onConflict((oc) => oc.column('run_id').doUpdateSet({ code })),
      );
    },
    async raceOfRun(runId) {
      const row = await db.selectFrom('race_runs').select('code').where('run_id', '=', runId).executeTakeFirst();
      return row?.code ?? null;
    },
    async due(before, limit) {
      const rows = await db
        .selectFrom('races')
        .select('code')
        .where('deadline', 'is not', null)
        .where('deadline', '<=', before)
        .orderBy('deadline')
        .orderBy('code')
        .limit(limit)
        .execute();
      return rows.map((row) => row.code);
    },
    async lease(name, token, until, now) {
      // Leases that ran out go first (claims are never let go of), in the same transaction.
      const [, taken] = await write(
        db.deleteFrom('race_leases').where('until', '<=', now),
        db
          .insertInto('race_leases')
          .values({ name, token, until })
          .onConflict((oc) => oc.column('name').doNothing()),
      );
      return taken === 1;
    },
    async release(name, token) {
      await write(db.deleteFrom('race_leases').where('name', '=', name).where('token', '=', token));
    },
  };
}
