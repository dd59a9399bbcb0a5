import { ErrorCode, REPORT_REASONS, type CreateReportBody, type Report, type ReportReason } from '@gridrace/protocol';
import { randomUUID } from 'node:crypto';
import { HttpProblem } from '../problem.ts';
import type { ReportRecord } from '../store/moderation-store.ts';
import type { PlayerRecord, Store } from '../store/store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reports one account may make in a UTC day: more than a player meets cheats, few enough that nobody floods the queue. */
export const REPORTS_PER_DAY = 10;

/** A report's reason and note are kept in one column: the code, then the note after a line break. */
export const reportReasonText = (reason: ReportReason, note: string): string => (note === '' ? reason : `${reason}\n${note}`);

export function reasonOfReport(text: string): { reason: ReportReason; note: string } {
  const cut = text.indexOf('\n');
  const code = cut < 0 ? text : text.slice(0, cut);
  const reason = (REPORT_REASONS as readonly string[]).includes(code) ? (code as ReportReason) : 'other';
  return { reason, note: cut < 0 ? '' : text.slice(cut + 1) };
}

export const reportView = (record: ReportRecord): Report => ({
  id: record.id,
  subjectKind: record.subjectKind,
  subjectId: record.subjectId,
  ...reasonOfReport(record.reason),
  createdAt: new Date(record.createdAt).toISOString(),
});

/**
 * Players' reports of a run or a player (docs/fair-play.md#reports). Only an account reports: a
 * guest is made by anyone in one request, so guests' reports would cost a spammer nothing, and
 * an account lasts, so its reports can be weighed (and limited) over days.
 */
export class Reports {
  constructor(
    private readonly store: Store,
    private readonly now: () => number,
  ) {}

  async report(reporter: PlayerRecord, body: CreateReportBody): Promise<ReportRecord> {
    if (reporter.accountAt === null) throw new HttpProblem(ErrorCode.AccountRequired, 'Only an account can report: create one (it keeps your progress), then report again.');
    const subjectPlayerId = await this.subjectPlayer(body.subjectKind, body.subjectId);
    if (subjectPlayerId === reporter.id) throw new HttpProblem(ErrorCode.OwnSubject, 'You cannot report yourself or your own runs.');
    if (await this.store.openReportBy(reporter.id, body.subjectKind, body.subjectId))
      throw new HttpProblem(ErrorCode.AlreadyReported, `You already reported this ${body.subjectKind}: a moderator will look at it.`);
    const now = this.now();
    const dayStart = now - (now % DAY_MS);
    if ((await this.store.reportsSince(reporter.id, dayStart)) >= REPORTS_PER_DAY) {
      const waitMs = dayStart + DAY_MS - now;
      throw new HttpProblem(ErrorCode.RateLimited, `At most ${REPORTS_PER_DAY} reports a day: retry after midnight UTC.`, undefined, undefined, waitMs);
    }
    const record: ReportRecord = {
      id: randomUUID(),
      reporterId: reporter.id,
      subjectKind: body.subjectKind,
      subjectId: body.subjectId,
      reason: reportReasonText(body.reason, body.note ?? ''),
      createdAt: now,
      handledAt: null,
      handledBy: null,
      outcome: null,
    };
    await this.store.createReport(record);
    return record;
  }

  /** The player a report is about: the run's player, or the player; 404 for neither. */
  private async subjectPlayer(kind: 'run' | 'player', id: string): Promise<string> {
    if (kind === 'run') {
      const run = await this.store.runById(id);
      if (!run) throw new HttpProblem(ErrorCode.RunNotFound, `No run ${id}.`);
      return run.playerId;
    }
    const player = await this.store.moderatedPlayer(id);
    if (!player || player.deleted) throw new HttpProblem(ErrorCode.PlayerNotFound, `No player ${id}.`);
    return player.id;
  }
}
