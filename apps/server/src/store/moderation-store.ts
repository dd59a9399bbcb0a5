import type { RunRecord } from './store.ts';

/**
 * What moderation keeps (docs/fair-play.md#moderation): moderators, players' reports, runs'
 * reviews, players' restrictions, and the log of every action. Every change a moderator makes
 * is written with its log entry in one transaction.
 */

/** A player as moderation sees them. */
export interface ModeratedPlayer {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
  readonly deleted: boolean;
  readonly moderator: boolean;
  readonly restrictedAt: number | null;
  readonly hiddenAt: number | null;
}

export interface ReportRecord {
  readonly id: string;
  readonly reporterId: string;
  readonly subjectKind: 'run' | 'player';
  readonly subjectId: string;
  /** The reason's code, then the note after a line break (one column, `reports.reason`). */
  readonly reason: string;
  readonly createdAt: number;
  readonly handledAt: number | null;
  readonly handledBy: string | null;
  readonly outcome: string | null;
}

export interface RunReviewRecord {
  readonly runId: string;
  readonly reason: string;
  readonly at: number;
  readonly status: string;
  readonly evidence: string | null;
}

export interface ModerationLogRecord {
  readonly id: string;
  readonly moderatorId: string;
  readonly action: string;
  readonly subjectKind: string;
  readonly subjectId: string;
  readonly reason: string;
  readonly at: number;
}

export interface ModerationLogRowWithName extends ModerationLogRecord {
  readonly moderatorName: string | null;
  /** The player acted on, or the run's player. */
  readonly subjectPlayer: { readonly id: string; readonly name: string; readonly guest: boolean } | null;
}

/** A key of the review queue's order: when, which kind (`flag` before `report` at one instant), which. */
export interface QueueKey {
  readonly at: number;
  readonly kind: 'flag' | 'report';
  readonly id: string;
}

/** What a moderator's change does, besides its log entry. */
export type ModerationChange =
  | { readonly kind: 'review'; readonly runId: string; readonly status: 'cleared' | 'voided' }
  | { readonly kind: 'restrict' | 'hide'; readonly playerId: string }
  | { readonly kind: 'rename'; readonly playerId: string; readonly name: string; readonly handleKey: string | null }
  | { readonly kind: 'dismiss'; readonly reportId: string }
  | { readonly kind: 'moderator'; readonly playerId: string; readonly on: boolean };

export interface ModerationStore {
  moderatedPlayer(id: string): Promise<ModeratedPlayer | null>;
  /** The live account with this handle key, or null. */
  accountByHandleKey(handleKey: string): Promise<ModeratedPlayer | null>;
  isModerator(playerId: string): Promise<boolean>;

  createReport(report: ReportRecord): Promise<void>;
  reportById(id: string): Promise<ReportRecord | null>;
  /** The reporter's open report of this subject, if any. */
  openReportBy(reporterId: string, subjectKind: string, subjectId: string): Promise<ReportRecord | null>;
  /** How many reports the reporter made at `since` or later: one range of `reports_reporter`. */
  reportsSince(reporterId: string, since: number): Promise<number>;

  runReview(runId: string): Promise<RunReviewRecord | null>;
  /** A page of the queue after (or before, `newest`) `after`: flagged runs and open reports, `limit` of each at most. */
  queueKeys(order: 'oldest' | 'newest', after: QueueKey | null, limit: number): Promise<QueueKey[]>;
  /** The player's open items: their flagged runs, reports of them or of their runs (the queue's ranges only). */
  openItemsOf(playerId: string, limit: number): Promise<QueueKey[]>;
  runsByIds(ids: readonly string[]): Promise<RunRecord[]>;

  /** Writes the change, its log entry, and marks the subject's open reports handled (`handleReports`), in one transaction. */
  moderate(change: ModerationChange, entry: ModerationLogRecord, handleReports: { readonly kind: 'run' | 'player'; readonly id: string } | null): Promise<void>;
  moderationLogPage(
    filter: { readonly subjectKind: string; readonly subjectId: string } | null,
    before: { at: number; id: string } | null,
    limit: number,
  ): Promise<ModerationLogRowWithName[]>;
}
