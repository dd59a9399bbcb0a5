import { type Compilable, type Kysely, type Selectable } from 'kysely';
import { refreshEntriesOfPlayer } from './board-entries.ts';
import { compiledBy } from './compiled-by.ts';
import { refreshingBoards } from './kysely-boards.ts';
import type { ModeratedPlayer, ModerationStore, QueueKey, ReportRecord } from './moderation-store.ts';
import { toRun } from './run-rows.ts';
import type { Database, PlayersTable, ReportsTable } from './schema.ts';

const toModerated = (row: Selectable<PlayersTable>): ModeratedPlayer => ({
  id: row.id,
  name: row.name,
  guest: row.account_at === null,
  deleted: row.deleted_at !== null,
  moderator: Number(row.moderator) === 1,
  restrictedAt: row.restricted_at === null ? null : Number(row.restricted_at),
  hiddenAt: row.hidden_at === null ? null : Number(row.hidden_at),
});

const toReport = (row: Selectable<ReportsTable>): ReportRecord => ({
  id: row.id,
  reporterId: row.reporter_id,
  subjectKind: row.subject_kind === 'player' ? 'player' : 'run',
  subjectId: row.subject_id,
  reason: row.reason,
  createdAt: Number(row.created_at),
  handledAt: row.handled_at === null ? null : Number(row.handled_at),
  handledBy: row.handled_by,
  outcome: row.outcome,
});

/** Orders keys as the queue does: instant, then kind (`flag` < `report`), then id. */
const compareKeys = (a: QueueKey, b: QueueKey): number => a.at - b.at || a.kind.localeCompare(b.kind) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The moderation part of the Kysely store: reads on `db`, writes through the store's `write`. */
export function kyselyModeration(db: Kysely<Database>, write: (...queries: Compilable[]) => Promise<number[]>): ModerationStore {
  const flagged = () => db.selectFrom('run_flags').select(['run_id as id', 'at']).where('status', '=', 'flagged');
  const openReports = () => db.selectFrom('reports').select(['id', 'created_at as at']).where('handled_at', 'is', null);
  const keys = (rows: { id: string; at: number | string }[], kind: QueueKey['kind']): QueueKey[] => rows.map((row) => ({ kind, id: row.id, at: Number(row.at) }));

  return {
    async moderatedPlayer(id) {
      const row = await db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toModerated(row) : null;
    },
    async accountByHandleKey(handleKey) {
      const row = await db.selectFrom('players').selectAll().where('handle_key', '=', handleKey).where('deleted_at', 'is', null).executeTakeFirst();
      return row ? toModerated(row) : null;
    },
    async isModerator(playerId) {
      const row = await db.selectFrom('players').select('moderator').where('id', '=', playerId).executeTakeFirst();
      return Number(row?.moderator ?? 0) === 1;
    },

    async createReport(report) {
      await write(
        db.insertInto('reports').values({
          id: report.id,
          reporter_id: report.reporterId,
          subject_kind: report.subjectKind,
          subject_id: report.subjectId,
          reason: report.reason,
          created_at: report.createdAt,
          handled_at: null,
          handled_by: null,
          outcome: null,
        }),
      );
    },
    async reportById(id) {
      const row = await db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toReport(row) : null;
    },
    async openReportBy(reporterId, subjectKind, subjectId) {
      // One range of `reports_subject`: a subject's reports, few (each reporter has one open at a time).
      const row = await db
        .selectFrom('reports')
        .selectAll()
        .where('subject_kind', '=', subjectKind)
        .where('subject_id', '=', subjectId)
        .where('reporter_id', '=', reporterId)
        .where('handled_at', 'is', null)
        .executeTakeFirst();
      return row ? toReport(row) : null;
    },
    async reportsSince(reporterId, since) {
      const row = await db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('reporter_id', '=', reporterId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async runReview(runId) {
      const row = await db.selectFrom('run_flags').selectAll().where('run_id', '=', runId).executeTakeFirst();
      return row ? { runId: row.run_id, reason: row.reason, at: Number(row.at), status: row.status, evidence: row.evidence } : null;
    },
    async queueKeys(order, after, limit) {
      const newest = order === 'newest';
      const direction = newest ? 'desc' : 'asc';
      const beyond = newest ? '<' : '>';
      // Keyset over (at, kind, id), `flag` before `report` at one instant, merged from two
      // indexes (`run_flags_queue`, `reports_queue`): each gives its next `limit`.
      let flags = flagged();
      let reports = openReports();
      if (after) {
        const { at, kind, id } = after;
        flags = kind === 'flag' ? flags.where((eb) => eb(eb.refTuple('at', 'run_id'), beyond, eb.tuple(at, id))) : flags.where('at', newest ? '<=' : '>', at);
        reports = kind === 'report' ? reports.where((eb) => eb(eb.refTuple('created_at', 'id'), beyond, eb.tuple(at, id))) : reports.where('created_at', newest ? '<' : '>=', at);
      }
      const [flagRows, reportRows] = await Promise.all([
        flags.orderBy('at', direction).orderBy('run_id', direction).limit(limit).execute(),
        reports.orderBy('created_at', direction).orderBy('id', direction).limit(limit).execute(),
      ]);
      const merged = [...keys(flagRows, 'flag'), ...keys(reportRows, 'report')].sort(compareKeys);
      if (newest) merged.reverse();
      return merged.slice(0, limit);
    },
    async openItemsOf(playerId, limit) {
      const [flagRows, reportRows] = await Promise.all([
        db
          .selectFrom('run_flags as f')
          .innerJoin('runs as r', 'r.id', 'f.run_id')
          .select(['f.run_id as id', 'f.at as at'])
          .where('f.status', '=', 'flagged')
          .where('r.player_id', '=', playerId)
          .orderBy('f.at', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('reports as rp')
          .leftJoin('runs as r', (join) => join.onRef('r.id', '=', 'rp.subject_id').on('rp.subject_kind', '=', 'run'))
          .select(['rp.id as id', 'rp.created_at as at'])
          .where('rp.handled_at', 'is', null)
          .where((eb) => eb.or([eb('r.player_id', '=', playerId), eb.and([eb('rp.subject_kind', '=', 'player'), eb('rp.subject_id', '=', playerId)])]))
          .orderBy('rp.created_at', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return [...keys(flagRows, 'flag'), ...keys(reportRows, 'report')].sort(compareKeys).reverse().slice(0, limit);
    },
    async runsByIds(ids) {
      if (ids.length === 0) return [];
      return (await db.selectFrom('runs').selectAll().where('id', 'in', ids).execute()).map(toRun);
    },

    async moderate(change, entry, handleReports) {
      const statements: Compilable[] = [];
      switch (change.kind) {
        case 'review':
          statements.push(
            db
              .insertInto('run_flags')
              .values({
                run_id: change.runId,
                reason: 'taken off by a moderator',
                at: entry.at,
                status: change.status,
                evidence: null,
                reviewed_by: entry.moderatorId,
                reviewed_at: entry.at,
              })
              .onConflict((conflict) => conflict.column('run_id').doUpdateSet({ status: change.status, reviewed_by: entry.moderatorId, reviewed_at: entry.at })),
            ...refreshingBoards(db, change.runId),
          );
          break;
        case 'restrict':
        case 'hide':
          statements.push(
            db
              .updateTable('players')
              .set(change.kind === 'restrict' ? { restricted_at: entry.at } : { hidden_at: entry.at })
              .where('id', '=', change.playerId)
              .where(change.kind === 'restrict' ? 'restricted_at' : 'hidden_at', 'is', null),
            ...compiledBy(db, refreshEntriesOfPlayer(change.playerId)),
          );
          break;
        case 'rename':
          statements.push(
            db
              .updateTable('players')
              .set(change.handleKey === null ? { name: change.name } : { name: change.name, handle_key: change.handleKey })
              .where('id', '=', change.playerId),
          );
          break;
        case 'dismiss':
          statements.push(
            db
              .updateTable('reports')
              .set({ handled_at: entry.at, handled_by: entry.moderatorId, outcome: 'dismissed' })
              .where('id', '=', change.reportId)
              .where('handled_at', 'is', null),
          );
          break;
        case 'moderator':
          statements.push(
            db
              .updateTable('players')
              .set({ moderator: change.on ? 1 : 0 })
              .where('id', '=', change.playerId),
          );
          break;
      }
      if (handleReports)
        statements.push(
          db
            .updateTable('reports')
            .set({ handled_at: entry.at, handled_by: entry.moderatorId, outcome: entry.action })
            .where('subject_kind', '=', handleReports.kind)
            .where('subject_id', '=', handleReports.id)
            .where('handled_at', 'is', null),
        );
      statements.push(
        db.insertInto('moderation_log').values({
          id: entry.id,
          moderator_id: entry.moderatorId,
          action: entry.action,
          subject_kind: entry.subjectKind,
          subject_id: entry.subjectId,
          reason: entry.reason,
          at: entry.at,
        }),
      );
      await write(...statements);
    },
    async moderationLogPage(filter, before, limit) {
      // The moderator's name and the player concerned (acted on, or the run's): each a primary-key lookup.
      let query = db
        .selectFrom('moderation_log as l')
        .leftJoin('players as p', 'p.id', 'l.moderator_id')
        .leftJoin('players as sp', (join) => join.onRef('sp.id', '=', 'l.subject_id').on('l.subject_kind', '=', 'player'))
        .leftJoin('runs as r', (join) => join.onRef('r.id', '=', 'l.subject_id').on('l.subject_kind', '=', 'run'))
        .leftJoin('players as rp', 'rp.id', 'r.player_id')
        .selectAll('l')
        .select([
          'p.name as moderator_name',
          'sp.id as sp_id',
          'sp.name as sp_name',
          'sp.account_at as sp_account_at',
          'rp.id as rp_id',
          'rp.name as rp_name',
          'rp.account_at as rp_account_at',
        ]);
      if (filter) query = query.where('l.subject_kind', '=', filter.subjectKind).where('l.subject_id', '=', filter.subjectId);
      if (before) query = query.where((eb) => eb(eb.refTuple('l.at', 'l.id'), '<', eb.tuple(before.at, before.id)));
      const rows = await query.orderBy('l.at', 'desc').orderBy('l.id', 'desc').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        moderatorId: row.moderator_id,
        action: row.action,
        subjectKind: row.subject_kind,
        subjectId: row.subject_id,
        reason: row.reason,
        at: Number(row.at),
        moderatorName: row.moderator_name,
        subjectPlayer:
          row.sp_id !== null && row.sp_name !== null
            ? { id: row.sp_id, name: row.sp_name, guest: row.sp_account_at === null }
            : row.rp_id !== null && row.rp_name !== null
              ? { id: row.rp_id, name: row.rp_name, guest: row.rp_account_at === null }
              : null,
      }));
    },
  };
}
