import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/app.ts';
import { signIn } from './support/accounts.ts';
import type { PlayerRecord } from '../src/store/store.ts';
import { REPORTS_PER_DAY } from '../src/moderation/reports.ts';
import { REPORTS_PER_MINUTE_PER_ADDRESS } from '../src/routes/reports.ts';

const pgUp = await postgresAvailable();
const DATABASES = [{ database: 'sqlite' as const }, ...(pgUp ? [{ database: 'postgres' as const }] : [])];
const OPERATOR_TOKEN = 'an-operator-token-for-moderation-tests';
const PUZZLE = 'fifteen.v1.3.moderation';

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
let serial = 0;

describe.each(DATABASES)('moderation over REST on $database', ({ database }) => {
  let server: TestServer;
  let moderator: { player: PlayerRecord; cookie: string };
  const origin = () => server.url;

  /** An account and its signed-in browser's cookie. */
  const account = async (prefix: string) => {
    const created = await request(origin()).post('/api/v1/players').send({ name: 'Guest' }).expect(201);
    const guest = (await server.store.playerById(created.body.player.id as string))!;
    const player = await server.app.services.accounts.becomeAccount(guest, `${prefix}${++serial}${database.slice(0, 2)}`);
    const { cookie } = await signIn(server.app, player);
    return { player, cookie };
  };
  /** A ranked run of `player` on `puzzle` that ended solved in `timeMs`. */
  const solvedRun = async (player: PlayerRecord, timeMs: number, puzzle = PUZZLE) => {
    const id = `mod-run-${++serial}-${database}`;
    const startedAt = Date.now() - 60_000;
    await server.store.createRun({
      id,
      playerId: player.id,
      puzzleId: puzzle,
      game: 'fifteen',
      status: 'solved',
      ranked: true,
      startedAt,
      timeLimitMs: null,
      finishedAt: startedAt + timeMs,
      timeMs,
      moves: 10,
      score: 0,
      remaining: 0,
    });
    return id;
  };
  const board = async (puzzle = PUZZLE) => {
    const answer = await request(origin()).get(`/api/v1/leaderboards/${puzzle}`).expect(200);
    return (answer.body.entries as { runId: string; player: { id: string } }[]).map((entry) => entry.runId);
  };
  const post = (path: string, cookie: string, body: object) => request(origin()).post(path).set('Cookie', cookie).set('Origin', origin()).send(body);
  const get = (path: string, cookie: string) => request(origin()).get(path).set('Cookie', cookie);

  beforeAll(async () => {
    server = await startTestServer({ database, configOverrides: { operatorToken: OPERATOR_TOKEN, addressLimitsExempt: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] } });
    moderator = await account('mod');
    await request(origin())
      .put(`/api/v1/moderators/${moderator.player.name}`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(200, { player: { id: moderator.player.id, name: moderator.player.name, guest: false }, moderator: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names moderators for the operator only, accounts only, and says so in the session', async () => {
    const someone = await account('someone');
    await request(origin()).put(`/api/v1/moderators/${someone.player.name}`).expect(401);
    await request(origin()).put(`/api/v1/moderators/${someone.player.name}`).set('Authorization', 'Bearer wrong-token-of-some-length').expect(401);
    await request(origin()).put('/api/v1/moderators/nobody-at-all').set('Authorization', `Bearer ${OPERATOR_TOKEN}`).expect(404);
    expect((await get('/api/v1/session', someone.cookie).expect(200)).body.moderator).toBe(false);
    expect((await get('/api/v1/session', moderator.cookie).expect(200)).body.moderator).toBe(true);
    await request(origin()).put(`/api/v1/moderators/${someone.player.name.toUpperCase()}`).set('Authorization', `Bearer ${OPERATOR_TOKEN}`).expect(200);
    expect((await get('/api/v1/session', someone.cookie).expect(200)).body.moderator).toBe(true);
    const removed = await request(origin()).delete(`/api/v1/moderators/${someone.player.name}`).set('Authorization', `Bearer ${OPERATOR_TOKEN}`).expect(200);
    expect(removed.body.moderator).toBe(false);
    expect((await get('/api/v1/session', someone.cookie).expect(200)).body.moderator).toBe(false);
    const guest = await request(origin()).post('/api/v1/players').send({ name: 'A guest' }).expect(201);
    await request(origin())
      .put(`/api/v1/moderators/${encodeURIComponent('A guest')}`)
      .set('Authorization', `Bearer ${OPERATOR_TOKEN}`)
      .expect(404);
    const refused = await get('/api/v1/moderation/queue', `x=1`)
      .set('Authorization', `Bearer ${guest.body.token as string}`)
      .expect(403);
    expect(errorOf(refused.body).code).toBe('moderator_required');
  });

  it("takes reports from accounts, once per subject while open, within the day's limit, and refuses hostile ones", async () => {
    const reporter = await account('reporter');
    const cheat = await account('cheat');
    const runId = await solvedRun(cheat.player, 900);
    const made = await post('/api/v1/reports', reporter.cookie, { subjectKind: 'run', subjectId: runId, reason: 'program', note: 'too fast' }).expect(201);
    expect(made.body.report).toMatchObject({ subjectKind: 'run', subjectId: runId, reason: 'program', note: 'too fast' });
    const again = await post('/api/v1/reports', reporter.cookie, { subjectKind: 'run', subjectId: runId, reason: 'other' }).expect(409);
    expect(errorOf(again.body).code).toBe('already_reported');
    // Hostile: too long, unknown reason, unknown subject, oneself, a guest, nobody, extra fields.
    await post('/api/v1/reports', reporter.cookie, { subjectKind: 'player', subjectId: cheat.player.id, reason: 'other', note: 'x'.repeat(501) }).expect(400);
    await post('/api/v1/reports', reporter.cookie, { subjectKind: 'player', subjectId: cheat.player.id, reason: 'hate' }).expect(400);
    await post('/api/v1/reports', reporter.cookie, { subjectKind: 'player', subjectId: cheat.player.id, reason: 'other', extra: 1 }).expect(400);
    await post('/api/v1/reports', reporter.cookie, { subjectKind: 'run', subjectId: 'no-such-run', reason: 'other' }).expect(404);
    const own = await post('/api/v1/reports', cheat.cookie, { subjectKind: 'run', subjectId: runId, reason: 'other' }).expect(403);
    expect(errorOf(own.body).code).toBe('own_subject');
    const guest = await request(origin()).post('/api/v1/players').send({ name: 'Guest reporter' }).expect(201);
    const fromGuest = await request(origin())
      .post('/api/v1/reports')
      .set('Authorization', `Bearer ${guest.body.token as string}`)
      .send({ subjectKind: 'run', subjectId: runId, reason: 'other' })
      .expect(403);
    expect(errorOf(fromGuest.body).code).toBe('account_required');
    await request(origin()).post('/api/v1/reports').send({ subjectKind: 'run', subjectId: runId, reason: 'other' }).expect(401);
    // The day's limit: REPORTS_PER_DAY in all (one made above), then 429, whatever the subject.
    const limited = await account('limited');
    const subjects = await Promise.all(Array.from({ length: REPORTS_PER_DAY + 1 }, async () => (await account('subject')).player.id));
    const answers: number[] = [];
    for (const subjectId of subjects) answers.push((await post('/api/v1/reports', limited.cookie, { subjectKind: 'player', subjectId, reason: 'name' })).status);
    expect(answers.filter((status) => status === 201)).toHaveLength(REPORTS_PER_DAY);
    expect(answers.at(-1)).toBe(429);
    // Per address too, whoever asks: a burst from one place is slowed whatever its accounts.
    const fromOnePlace: number[] = [];
    for (let i = 0; i <= REPORTS_PER_MINUTE_PER_ADDRESS; i++) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/v1/reports',
        remoteAddress: '203.0.113.9',
        headers: { cookie: reporter.cookie, origin: 'http://localhost:80' },
        payload: { subjectKind: 'player', subjectId: cheat.player.id, reason: 'other' },
      });
      fromOnePlace.push(answer.statusCode);
    }
    expect(fromOnePlace.slice(0, 2)).toEqual([201, 409]);
    expect(fromOnePlace.slice(0, -1)).not.toContain(429);
    expect(fromOnePlace.at(-1)).toBe(429);
  });

  it("voids a run: off the board, the player's next best run in its place, logged, the report handled", async () => {
    const puzzle = `fifteen.v1.3.void${database}`;
    const cheat = await account('voided');
    const other = await account('honest');
    const reporter = await account('witness');
    const best = await solvedRun(cheat.player, 500, puzzle);
    const next = await solvedRun(cheat.player, 3000, puzzle);
    const honest = await solvedRun(other.player, 2000, puzzle);
    expect(await board(puzzle)).toEqual([best, honest]);
    const report = await post('/api/v1/reports', reporter.cookie, { subjectKind: 'run', subjectId: best, reason: 'copied' }).expect(201);

    // Nobody but a moderator; a moderator not on themselves; a reason is required.
    expect(errorOf((await post(`/api/v1/moderation/runs/${best}/void`, reporter.cookie, { reason: 'no' }).expect(403)).body).code).toBe('moderator_required');
    await post(`/api/v1/moderation/runs/${best}/void`, moderator.cookie, {}).expect(400);
    await post(`/api/v1/moderation/runs/${best}/void`, moderator.cookie, { reason: '   ' }).expect(400);
    await post(`/api/v1/moderation/runs/${best}/explode`, moderator.cookie, { reason: 'x' }).expect(400);
    await post(`/api/v1/moderation/runs/${best}/void`, moderator.cookie, { reason: 'x'.repeat(501) }).expect(400);
    await post(`/api/v1/moderation/runs/${best}/void`, moderator.cookie, { reason: 'x', extra: true }).expect(400);
    await post(`/api/v1/moderation/runs/${'r'.repeat(65)}/void`, moderator.cookie, { reason: 'x' }).expect(400);
    await post('/api/v1/moderation/runs/no-such-run/void', moderator.cookie, { reason: 'x' }).expect(404);
    // A moderator's session from another site changes nothing (the cookie's cross-site rule).
    await request(origin()).post(`/api/v1/moderation/runs/${best}/void`).set('Cookie', moderator.cookie).set('Origin', 'https://evil.example').send({ reason: 'x' }).expect(403);
    expect(await board(puzzle)).toEqual([best, honest]);
    const ownRun = await solvedRun(moderator.player, 4000, puzzle);
    expect(errorOf((await post(`/api/v1/moderation/runs/${ownRun}/void`, moderator.cookie, { reason: 'x' }).expect(403)).body).code).toBe('own_subject');

    const voided = await post(`/api/v1/moderation/runs/${best}/void`, moderator.cookie, { reason: 'the moves of another run' }).expect(200);
    expect(voided.body.entry).toMatchObject({ action: 'void', subjectKind: 'run', subjectId: best, reason: 'the moves of another run', moderator: { id: moderator.player.id } });
    expect(await board(puzzle)).toEqual([honest, next, ownRun]);
    expect(errorOf((await post(`/api/v1/moderation/runs/${best}/void`, moderator.cookie, { reason: 'again' }).expect(409)).body).code).toBe('review_conflict');
    expect(errorOf((await post(`/api/v1/moderation/runs/${best}/clear`, moderator.cookie, { reason: 'undo' }).expect(409)).body).code).toBe('review_conflict');
    expect((await server.store.reportById(report.body.report.id as string))?.outcome).toBe('void');
    const log = await get(`/api/v1/moderation/log?subjectKind=run&subjectId=${best}`, moderator.cookie).expect(200);
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({
      action: 'void',
      moderator: { name: moderator.player.name },
      subjectPlayer: { id: cheat.player.id, name: cheat.player.name },
      reason: 'the moves of another run',
    });
  });

  it('clears a flagged run, which leaves the queue', async () => {
    const flaggedPlayer = await account('flagged');
    const runId = await solvedRun(flaggedPlayer.player, 700);
    await server.store.flagRun(runId, 'too fast', Date.now());
    const queue = await get('/api/v1/moderation/queue?order=newest&limit=20', moderator.cookie).expect(200);
    const item = (queue.body.items as { kind: string; id: string; player: { id: string } }[]).find((entry) => entry.kind === 'flag' && entry.id === runId);
    expect(item).toMatchObject({ run: { runId }, player: { id: flaggedPlayer.player.id }, review: 'flagged', flagReason: 'too fast' });
    await post(`/api/v1/moderation/runs/${runId}/clear`, moderator.cookie, { reason: 'a fast player, seen live' }).expect(200);
    expect((await server.store.runReview(runId))?.status).toBe('cleared');
    const after = await get('/api/v1/moderation/queue?order=newest&limit=20', moderator.cookie).expect(200);
    expect((after.body.items as { id: string }[]).some((entry) => entry.id === runId)).toBe(false);
  });

  it('restricts a player (all their runs off the boards), hides one, resets a name', async () => {
    const puzzles = [`fifteen.v1.3.ra${database}`, `fifteen.v1.3.rb${database}`];
    const restricted = await account('restricted');
    const other = await account('bystander');
    const runs = await Promise.all(puzzles.map((puzzle) => solvedRun(restricted.player, 800, puzzle)));
    const others = await Promise.all(puzzles.map((puzzle) => solvedRun(other.player, 1800, puzzle)));
    expect(await board(puzzles[0])).toEqual([runs[0], others[0]]);
    await post(`/api/v1/moderation/players/${restricted.player.id}/restrict`, moderator.cookie, { reason: 'a bot' }).expect(200);
    expect(await board(puzzles[0])).toEqual([others[0]]);
    expect(await board(puzzles[1])).toEqual([others[1]]);
    // A run that ends later does not come back either.
    await solvedRun(restricted.player, 100, puzzles[0]);
    expect(await board(puzzles[0])).toEqual([others[0]]);
    await post(`/api/v1/moderation/players/${restricted.player.id}/restrict`, moderator.cookie, { reason: 'twice' }).expect(409);

    await post(`/api/v1/moderation/players/${other.player.id}/hide`, moderator.cookie, { reason: 'hidden' }).expect(200);
    expect(await board(puzzles[1])).toEqual([]);

    const rude = await account('rude');
    await post(`/api/v1/moderation/players/${rude.player.id}/reset_name`, moderator.cookie, { reason: 'an insult' }).expect(200);
    const renamed = await server.store.playerById(rude.player.id);
    expect(renamed?.name).toMatch(/^player-[0-9a-f]{8}$/);
    const free = await request(origin()).get(`/api/v1/handles/${rude.player.name}`).expect(200);
    expect(free.body.available).toBe(true);
    await post(`/api/v1/moderation/players/${moderator.player.id}/hide`, moderator.cookie, { reason: 'me' }).expect(403);
  });

  it('pages the queue by keyset, oldest or newest first, without repeats or gaps, and refuses a forged cursor', async () => {
    const reporter = await account('pager');
    const subjects = await Promise.all(Array.from({ length: 7 }, async () => (await account('paged')).player.id));
    for (const subjectId of subjects) await post('/api/v1/reports', reporter.cookie, { subjectKind: 'player', subjectId, reason: 'name' }).expect(201);
    /** Every item of the queue, in order, read `limit` at a time. */
    const everything = async (order: string, limit: number) => {
      const seen: { kind: string; id: string; at: string }[] = [];
      let cursor: string | null = null;
      do {
        const page: request.Response = await get(`/api/v1/moderation/queue?order=${order}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, moderator.cookie).expect(200);
        expect(page.body.items.length).toBeLessThanOrEqual(limit);
        seen.push(...(page.body.items as { kind: string; id: string; at: string }[]));
        cursor = page.body.next as string | null;
      } while (cursor);
      return seen;
    };
    const oldest = await everything('oldest', 3);
    const keys = oldest.map((item) => `${item.kind}:${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(oldest.map((item) => Date.parse(item.at))).toEqual(oldest.map((item) => Date.parse(item.at)).sort((a, b) => a - b));
    expect((await everything('oldest', 20)).map((item) => `${item.kind}:${item.id}`)).toEqual(keys);
    const newest = await everything('newest', 3);
    expect(newest.map((item) => `${item.kind}:${item.id}`)).toEqual([...keys].reverse());
    expect(keys.length).toBeGreaterThanOrEqual(7);
    await get('/api/v1/moderation/queue?cursor=not-a-cursor', moderator.cookie).expect(400);
    await get('/api/v1/moderation/queue?limit=1000', moderator.cookie).expect(400);
  });

  it('dismisses a report once, and the log pages newest first', async () => {
    const reporter = await account('dismisser');
    const subject = await account('innocent');
    const made = await post('/api/v1/reports', reporter.cookie, { subjectKind: 'player', subjectId: subject.player.id, reason: 'other', note: 'a hunch' }).expect(201);
    await post(`/api/v1/moderation/reports/${made.body.report.id as string}/dismiss`, moderator.cookie, { reason: 'nothing found' }).expect(200);
    await post(`/api/v1/moderation/reports/${made.body.report.id as string}/dismiss`, moderator.cookie, { reason: 'again' }).expect(409);
    const first = await get('/api/v1/moderation/log?limit=2', moderator.cookie).expect(200);
    expect(first.body.entries[0]).toMatchObject({ action: 'dismiss', subjectKind: 'report', reason: 'nothing found' });
    const second = await get(`/api/v1/moderation/log?limit=2&cursor=${first.body.next as string}`, moderator.cookie).expect(200);
    const times = [...first.body.entries, ...second.body.entries].map((entry: { at: string }) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await get('/api/v1/moderation/log?subjectKind=run', moderator.cookie).expect(400);
  });
});
