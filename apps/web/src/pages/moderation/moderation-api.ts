import {
  createReportResponseSchema,
  logPageSchema,
  moderationActionResponseSchema,
  queuePageSchema,
  type PlayerAction,
  type ReportReason,
  type RunAction,
} from '@gridrace/protocol';
import { createCall } from '../../client/api.ts';
import { storedIdentity } from '../../client/player-identity.ts';
import { storage } from '../../app/services.ts';

const call = createCall({ token: () => storedIdentity(storage)?.token ?? null });

/** The REST calls of reports and the moderators' pages (docs/fair-play.md#moderation). */
export const moderationApi = {
  report: (subjectKind: 'run' | 'player', subjectId: string, reason: ReportReason, note: string) =>
    call(createReportResponseSchema, 'post', '/api/v1/reports', { body: { subjectKind, subjectId, reason, ...(note ? { note } : {}) }, status: 201, auth: true }),
  queue: (order: 'oldest' | 'newest', cursor: string | null) =>
    call(queuePageSchema, 'get', '/api/v1/moderation/queue', { query: { order, ...(cursor ? { cursor } : {}) }, auth: true }),
  onRun: (runId: string, action: RunAction, reason: string) =>
    call(moderationActionResponseSchema, 'post', '/api/v1/moderation/runs/{runId}/{action}', { path: { runId, action }, body: { reason }, auth: true }),
  onPlayer: (playerId: string, action: PlayerAction, reason: string) =>
    call(moderationActionResponseSchema, 'post', '/api/v1/moderation/players/{playerId}/{action}', { path: { playerId, action }, body: { reason }, auth: true }),
  dismiss: (reportId: string, reason: string) =>
    call(moderationActionResponseSchema, 'post', '/api/v1/moderation/reports/{reportId}/dismiss', { path: { reportId }, body: { reason }, auth: true }),
  log: (subject: { kind: string; id: string } | null, cursor: string | null) =>
    call(logPageSchema, 'get', '/api/v1/moderation/log', {
      query: { ...(subject ? { subjectKind: subject.kind, subjectId: subject.id } : {}), ...(cursor ? { cursor } : {}) },
      auth: true,
    }),
};
