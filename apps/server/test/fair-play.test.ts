import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { humanPauseMs } from './support/human-pace.ts';
import { racer, solutionOf, type Racer } from './support/races.ts';

/**
 * The tricks of issue 35 against a real server, its real clock and real requests: a script's
 * run of today's 4x4 daily, and another player's log replayed at a steady pace, are flagged and
 * off the daily's board and distribution; a person's run of the same board is not
 * (docs/fair-play.md#plausibility).
 */
const dir = mkdtempSync(join(tmpdir(), 'gridrace-fair-play-'));
const file = join(dir, 'fair-play.db');
let server: TestServer;
let dailyId: string;
let solution: unknown[];

beforeAll(async () => {
  server = await startTestServer({ configOverrides: { databaseUrl: `sqlite:${file}` } });
  dailyId = (await request(server.url).get('/api/v1/daily/fifteen').expect(200)).body.id;
  solution = solutionOf(dailyId);
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Ack = { ok: boolean; runStatus: string; review?: string; error?: unknown };
type Request = { kind: 'move'; move: unknown } | { kind: 'undo' };

async function startDaily(who: Racer): Promise<string> {
  const started = await emit<{ ok: boolean; runId: string; ranked: boolean }>(who.socket, 'run:start', { puzzleId: dailyId });
  expect(started).toMatchObject({ ok: true, ranked: true });
  return started.runId;
}

/** Sends `requests` one after another, each after the last one's answer and a wait of `pauseMs(i)`; answers the last answer. */
async function playPaced(who: Racer, runId: string, requests: readonly Request[], pauseMs: (index: number) => number): Promise<Ack> {
  let ack: Ack = { ok: false, runStatus: 'playing' };
  for (const [index, entry] of requests.entries()) {
    await sleep(pauseMs(index));
    const seq = index + 1;
    ack = entry.kind === 'move' ? await emit<Ack>(who.socket, 'run:move', { runId, seq, move: entry.move }) : await emit<Ack>(who.socket, 'run:undo', { runId, seq });
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
  }
  return ack;
}

const moves = (line: readonly unknown[]): Request[] => line.map((move) => ({ kind: 'move', move }));
/** The daily's board: people's (the default, asked as any client asks it), or `players`'. */
const board = async (players?: string) =>
  (
    await request(server.url)
      .get(`/api/v1/leaderboards/daily/fifteen${players ? `?players=${players}` : ''}`)
      .expect(200)
  ).body;
const runOf = async (runId: string) => (await request(server.url).get(`/api/v1/runs/${runId}`).expect(200)).body;

describe("fair play on today's 4x4 daily, against a real server", () => {
  let hana: Racer;
  let hanaRun: string;

  it("ranks a person's run: a first slide taken back, then the board solved at a person's varied pace", async () => {
    hana = await racer(server, 'Hana');
    hanaRun = await startDaily(hana);
    // Her own line (a slide undone, then home), so it is hers and not the solver's.
    const line: Request[] = [{ kind: 'move', move: solution[0] }, { kind: 'undo' }, ...moves(solution)];
    const ack = await playPaced(hana, hanaRun, line, (i) => (i === 0 ? 900 : humanPauseMs(i)));
    expect(ack.runStatus).toBe('solved');
    expect(ack.review).toBeUndefined();
    expect((await runOf(hanaRun)).flag).toBeNull();
    expect((await board()).entries.map((entry: { runId: string }) => entry.runId)).toEqual([hanaRun]);
  }, 60_000);

  it('flags the script that plays the solved daily in about half a second, one 60 ms pause every 19 moves, and keeps it off the board', async () => {
    const bot = await racer(server, 'Quick');
    const runId = await startDaily(bot);
    const started = Date.now();
    const ack = await playPaced(bot, runId, moves(solution), (i) => (i > 0 && i % 19 === 0 ? 60 : 9));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(ack).toMatchObject({ runStatus: 'solved', review: 'flagged' });
    const run = await runOf(runId);
    expect(run.flag).toMatchObject({ status: 'flagged', reason: expect.stringContaining('faster_than_people') });
    // The evidence is the moderators': the public run has the review, not the histogram.
    expect(run.flag.evidence).toBeUndefined();
    expect((await board()).entries.map((entry: { runId: string }) => entry.runId)).toEqual([hanaRun]);
  }, 60_000);

  it("flags another player's log replayed at a steady 55 ms a move, as too regular and as a copy", async () => {
    const log = (await request(server.url).get(`/api/v1/runs/${hanaRun}?limit=500`).set('authorization', `Bearer ${hana.token}`).expect(200)).body.log as {
      kind: 'move' | 'undo';
      move: unknown;
    }[];
    const copier = await racer(server, 'Rex');
    const runId = await startDaily(copier);
    const replayed: Request[] = log.map((entry) => (entry.kind === 'undo' ? { kind: 'undo' } : { kind: 'move', move: entry.move }));
    const ack = await playPaced(copier, runId, replayed, () => 55);
    expect(ack).toMatchObject({ runStatus: 'solved', review: 'flagged' });
    const reason = (await runOf(runId)).flag.reason as string;
    expect(reason).toContain('too_regular');
    expect(reason).toContain('copied_log');
    const row = new SQLite(file, { readonly: true });
    try {
      const evidence = JSON.parse((row.prepare('select evidence from run_flags where run_id = ?').get(runId) as { evidence: string }).evidence);
      expect(evidence).toMatchObject({ copiedFrom: hanaRun, humanFloorMs: expect.any(Number) });
      expect(evidence.intervals.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(log.length - 1);
    } finally {
      row.close();
    }
    expect((await board()).entries.map((entry: { runId: string }) => entry.runId)).toEqual([hanaRun]);
  }, 60_000);

  it("leaves the flagged runs out of the day's distribution", async () => {
    const stats = (await request(server.url).get('/api/v1/daily/fifteen/stats').expect(200)).body;
    expect(stats.count).toBe(1);
  });

  it("puts an account marked as a bot on the bots' board, not judged by people's timing", async () => {
    const bot = await racer(server, 'Solver bot');
    const db = new SQLite(file);
    try {
      db.prepare('update players set bot = 1 where id = ?').run(bot.id);
    } finally {
      db.close();
    }
    const runId = await startDaily(bot);
    const ack = await playPaced(bot, runId, moves(solution), () => 0);
    expect(ack.runStatus).toBe('solved');
    expect(ack.review).toBeUndefined();
    expect((await board('bots')).entries.map((entry: { runId: string }) => entry.runId)).toEqual([runId]);
    expect((await board()).entries.map((entry: { runId: string }) => entry.runId)).toEqual([hanaRun]);
    const refused = await request(server.url).get('/api/v1/leaderboards/daily/fifteen?players=robots').expect(400);
    expect(refused.body.error.code).toBe('invalid_payload');
  }, 60_000);
});
