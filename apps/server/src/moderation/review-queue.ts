import {
  ErrorCode,
  moderationActionSchema,
  plausibilityEvidenceSchema,
  runReviewStatusSchema,
  type LogPage,
  type ModerationLogEntry,
  type PlausibilityEvidence,
  type QueueItem,
  type QueuePage,
} from '@gridrace/protocol';
import { runSummary } from '../players/profile.ts';
import { HttpProblem } from '../problem.ts';
import type { ModerationLogRowWithName, ModeratedPlayer, QueueKey } from '../store/moderation-store.ts';
import type { Store } from '../store/store.ts';
import { OPERATOR } from './moderation-actions.ts';
import { reasonOfReport } from './reports.ts';

/** How many of a player's other open items an item lists. */
const OTHERS = 10;
const iso = (at: number) => new Date(at).toISOString();

/** A page cursor: the last key of the page, as base64url JSON (opaque to clients). */
const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
function decode<T>(cursor: string, valid: (value: unknown) => value is T): T {
  let value: unknown = null;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // refused below
  }
  if (!valid(value)) throw new HttpProblem(ErrorCode.BadRequest, 'This cursor is not one the server handed out: send the `next` of the page before.');
  return value;
}
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isQueueKey = (value: unknown): value is QueueKey =>
  isRecord(value) && Number.isSafeInteger(value.at) && (value.kind === 'flag' || value.kind === 'report') && typeof value.id === 'string' && value.id.length <= 64;
const isLogKey = (value: unknown): value is { at: number; id: string } =>
  isRecord(value) && Number.isSafeInteger(value.at) && typeof value.id === 'string' && value.id.length <= 64;

const playerRef = (player: ModeratedPlayer) => ({ id: player.id, name: player.name, guest: player.guest });

function evidenceOf(text: string | null): PlausibilityEvidence | null {
  if (text === null) return null;
  try {
    const parsed = plausibilityEvidenceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The moderators' review queue and audit log, page by page (docs/fair-play.md#moderation). */
export class ReviewQueue {
  constructor(private readonly store: Store) {}

  async page(order: 'oldest' | 'newest', cursor: string | undefined, limit: number): Promise<QueuePage> {
    const after = cursor === undefined ? null : decode(cursor, isQueueKey);
    const keys = await this.store.queueKeys(order, after, limit + 1);
    const page = keys.slice(0, limit);
    const items: QueueItem[] = [];
    for (const key of page) items.push(await this.item(key));
    const last = page.at(-1);
    return { items, next: keys.length > limit && last ? encode(last) : null };
  }

  async log(filter: { subjectKind: string; subjectId: string } | null, cursor: string | undefined, limit: number): Promise<LogPage> {
    const before = cursor === undefined ? null : decode(cursor, isLogKey);
    const rows = await this.store.moderationLogPage(filter, before, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { entries: page.map(logEntry), next: rows.length > limit && last ? encode({ at: last.at, id: last.id }) : null };
  }

  private async item(key: QueueKey): Promise<QueueItem> {
    const report = key.kind === 'report' ? await this.store.reportById(key.id) : null;
    const runId = key.kind === 'flag' ? key.id : report?.subjectKind === 'run' ? report.subjectId : null;
    const [run] = runId === null ? [] : await this.store.runsByIds([runId]);
    const review = runId === null ? null : await this.store.runReview(runId);
    const playerId = run?.playerId ?? (report?.subjectKind === 'player' ? report.subjectId : null);
    const player = playerId === null ? null : await this.store.moderatedPlayer(playerId);
    const reporter = report ? await this.store.moderatedPlayer(report.reporterId) : null;
    const others = player ? (await this.store.openItemsOf(player.id, OTHERS + 1)).filter((other) => !(other.kind === key.kind && other.id === key.id)) : [];
    const status = runReviewStatusSchema.safeParse(review?.status);
    return {
      kind: key.kind,
      id: key.id,
      at: iso(key.at),
      player: player ? playerRef(player) : null,
      moderator: player?.moderator ?? false,
      restricted: player?.restrictedAt != null,
      hidden: player?.hiddenAt != null,
      run: run ? runSummary(run) : null,
      review: status.success ? status.data : null,
      flagReason: key.kind === 'flag' ? (review?.reason ?? null) : null,
      evidence: evidenceOf(review?.evidence ?? null),
      report: report ? { ...reasonOfReport(report.reason), reporter: reporter ? playerRef(reporter) : null } : null,
      others: others.slice(0, OTHERS).map((other) => ({ kind: other.kind, id: other.id, at: iso(other.at) })),
    };
  }
}

function logEntry(row: ModerationLogRowWithName): ModerationLogEntry {
  const action = moderationActionSchema.safeParse(row.action);
  const subjectKind = row.subjectKind === 'run' || row.subjectKind === 'player' || row.subjectKind === 'report' ? row.subjectKind : 'player';
  return {
    id: row.id,
    moderator: { id: row.moderatorId, name: row.moderatorId === OPERATOR ? OPERATOR : (row.moderatorName ?? row.moderatorId) },
    action: action.success ? action.data : 'dismiss',
    subjectKind,
    subjectId: row.subjectId,
    subjectPlayer: row.subjectPlayer,
    reason: row.reason,
    at: iso(row.at),
  };
}
