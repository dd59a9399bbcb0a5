import type { FastifyInstance } from 'fastify';

/** Asks the app once and keeps its answer as the example of `operationId` (capture-examples.ts). */
export type Ask = (
  operationId: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  options?: { body?: unknown; token?: string; cookie?: string },
) => Promise<Record<string, unknown>>;

/**
 * Moderation's examples: a moderator named by the operator, a report by another account, the
 * queue, an action and the audit log (docs/fair-play.md#moderation).
 */
export async function captureModeration(app: FastifyInstance, ask: Ask, runId: string, operatorToken: string): Promise<void> {
  const { store, sessions, players } = app.services;
  for (const [id, name] of [
    ['moderator-example', 'Hedy'],
    ['reporter-example', 'Alan'],
  ] as const)
    await store.createPlayer({ id, name, tokenHash: `held-by-nobody-${id}`, createdAt: Date.parse('2026-03-01T12:00:00Z'), handleKey: name.toLowerCase() });
  const moderator = (await players.byId('moderator-example'))!;
  const reporter = (await players.byId('reporter-example'))!;
  const { secret: moderatorCookie } = await sessions.create(moderator, 'Firefox on Linux', '192.0.2.11');
  const { secret: reporterCookie } = await sessions.create(reporter, 'Firefox on Linux', '192.0.2.12');
  await ask('addModerator', 'PUT', '/api/v1/moderators/hedy', { token: operatorToken });
  await ask('addModerator', 'PUT', '/api/v1/moderators/nobody', { token: operatorToken });
  await ask('removeModerator', 'DELETE', '/api/v1/moderators/alan', { token: operatorToken });
  await ask('createReport', 'POST', '/api/v1/reports', {
    cookie: reporterCookie,
    body: { subjectKind: 'run', subjectId: runId, reason: 'program', note: 'Forty moves in a second.' },
  });
  await ask('createReport', 'POST', '/api/v1/reports', { cookie: reporterCookie, body: { subjectKind: 'run', subjectId: runId, reason: 'program' } });
  await ask('getModerationQueue', 'GET', '/api/v1/moderation/queue?limit=5', { cookie: moderatorCookie });
  await ask('getModerationQueue', 'GET', '/api/v1/moderation/queue', { cookie: reporterCookie });
  await ask('moderateRun', 'POST', `/api/v1/moderation/runs/${runId}/void`, { cookie: moderatorCookie, body: { reason: 'Played by a program: forty moves in a second.' } });
  await ask('moderateRun', 'POST', `/api/v1/moderation/runs/${runId}/clear`, { cookie: moderatorCookie, body: { reason: 'Seen again.' } });
  await ask('moderatePlayer', 'POST', '/api/v1/moderation/players/reporter-example/reset_name', { cookie: moderatorCookie, body: { reason: 'A name that insults.' } });
  await ask('moderatePlayer', 'POST', '/api/v1/moderation/players/moderator-example/hide', { cookie: moderatorCookie, body: { reason: 'Me.' } });
  await ask('dismissReport', 'POST', '/api/v1/moderation/reports/nope/dismiss', { cookie: moderatorCookie, body: { reason: 'Nothing found.' } });
  await ask('getModerationLog', 'GET', '/api/v1/moderation/log?limit=2', { cookie: moderatorCookie });
  await ask('getModerationLog', 'GET', '/api/v1/moderation/log?cursor=forged', { cookie: moderatorCookie });
}
