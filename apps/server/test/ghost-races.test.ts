import { openPuzzle, progressOf, replayLog, solvePuzzle } from '@gridrace/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { humanPauseMs } from './support/human-pace.ts';
import { play, playerIn, playPaced, racer, runIdOf, solutionOf, type Racer } from './support/races.ts';
import { dropPrefix, REDIS_URL, redisAvailable, testPrefix } from './support/redis.ts';

let server: TestServer;
const redisUp = await redisAvailable();
const stores = [
  { store: 'memory', enabled: true, redis: false },
  // The race, its ghosts' scripts with it, as JSON in Redis: what several processes share.
  { store: 'Redis', enabled: redisUp, redis: true },
].filter((s) => s.enabled);

type Started = { ok: true; runId: string; puzzleId: string; parPending: boolean };
type Created = { ok: boolean; code: string; error?: { code: string; message: string } };
type LogEntry = { seq: number; kind: 'move' | 'undo' | 'hint'; move: unknown; atMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stored, ranked, solved run of a fifteen 3x3, its moves about `pauseMs` apart (varied, as a person's: the fair-play check flags a steady beat). */
async function recordedRun(who: Racer, seed: string, pauseMs: number): Promise<{ runId: string; puzzleId: string }> {
  const puzzleId = `fifteen.v1.3.${seed}`;
  const started = await emit<Started>(who.socket, 'run:start', { puzzleId });
  expect(started.ok).toBe(true);
  for (const [index, move] of solutionOf(started.puzzleId).entries()) {
    await sleep(humanPauseMs(index, pauseMs / 120));
    await play(who.socket, started.runId, [move], index + 1);
  }
  return { runId: started.runId, puzzleId: started.puzzleId };
}

/** The progress the run had after each entry of its stored log, with the entry's offset. */
async function timeline(puzzleId: string, runId: string): Promise<{ atMs: number; progress: number }[]> {
  const replay = await request(server.url).get(`/api/v1/runs/${runId}`).expect(200);
  const log = replay.body.log as LogEntry[];
  const opened = openPuzzle(puzzleId);
  if (!opened.ok) throw new Error(opened.error.message);
  const puzzle = solvePuzzle(opened.value);
  return log.map((entry, index) => ({ atMs: entry.atMs, progress: progressOf(puzzle, replayLog(puzzle, log.slice(0, index + 1)).state) }));
}

describe.each(stores)('racing a ghost, races kept in $store', ({ redis }) => {
  const prefix = testPrefix();
  beforeAll(async () => {
    server = await startTestServer({ races: { countdownMs: 300 }, configOverrides: redis ? { redisUrl: REDIS_URL, redisPrefix: prefix } : {} });
  });
  afterAll(async () => {
    await server?.close();
    if (redis) await dropPrefix(prefix);
  });

  it('replays the stored run at its own offsets (within 100 ms), ranks it like a racer, and keeps it off the leaderboard', async () => {
    const ada = await racer(server, 'Ada');
    const recorded = await recordedRun(ada, 'ghostly', 120);
    const bob = await racer(server, 'Bob');
    const created = await emit<Created>(bob.socket, 'race:create', { game: 'fifteen', ghosts: [recorded.runId] });
    expect(created.ok).toBe(true);
    const lobby = await bob.watch.until((s) => s.players.length === 2);
    // The puzzle, and the ghost's run that names it, are told at Go (docs/fair-play.md#races-reveal-their-puzzle-at-go).
    expect(lobby.puzzleId).toBeNull();
    const ghostId = lobby.players.find((p) => p.ghost)?.id ?? '';
    expect(playerIn(lobby, ghostId)).toMatchObject({ name: 'Ada', ghost: true, runId: null, role: 'racer', status: 'waiting' });
    expect(playerIn(lobby, bob.id)).toMatchObject({ ghost: false, role: 'host' });

    await emit(bob.socket, 'race:start', { code: created.code });
    const running = await bob.watch.until((s) => s.status === 'running');
    expect(running.puzzleId).toBe(recorded.puzzleId);
    expect(playerIn(running, ghostId)?.runId).toBe(recorded.runId);
    const startsAt = running.startsAt!;
    const ghostDone = await bob.watch.until((s) => playerIn(s, ghostId)?.status === 'finished');
    // The people are still racing: the ghost's end holds nobody up, nor ends the race.
    expect(ghostDone.status).toBe('running');

    const steps = await timeline(recorded.puzzleId, recorded.runId);
    const record = await server.store.runById(recorded.runId);
    expect(playerIn(ghostDone, ghostId)).toMatchObject({ finishMs: record!.timeMs, timeMs: record!.timeMs, progress: 1, rank: 1 });
    // Every state showed the ghost where its run stood at that instant, or at most 100 ms before.
    const shown = bob.watch.states.filter((s) => s.status === 'running' && s.startsAt === startsAt && playerIn(s, ghostId)?.status === 'playing');
    const script = [{ atMs: 0, progress: 0 }, ...steps];
    for (const state of shown) {
      const at = state.serverNow - startsAt;
      const fresh = script.filter((step, i) => step.atMs <= at && (script[i + 1]?.atMs ?? Infinity) > at - 100);
      expect(
        fresh.map((step) => step.progress),
        `ghost at ${at} ms`,
      ).toContain(playerIn(state, ghostId)!.progress);
    }
    // Its moves were shown as they came (a state per step: two steps close together may share
    // one on a busy machine, which the check above keeps within 100 ms), and its end within 100 ms.
    const changes = shown.filter((state, i) => playerIn(state, ghostId)!.progress !== playerIn(shown[i - 1], ghostId)?.progress);
    const stepChanges = steps.filter((step, i) => step.progress !== script[i]!.progress).length;
    expect(changes.length).toBeGreaterThanOrEqual(Math.ceil(0.8 * stepChanges));
    const finishLag = ghostDone.serverNow - startsAt - record!.timeMs!;
    expect(finishLag).toBeGreaterThanOrEqual(0);
    expect(finishLag).toBeLessThan(100);

    // Bob finishes after the ghost: second; the leaderboard has the two real runs, no ghost.
    await playPaced(bob.socket, runIdOf(running, bob.id), solutionOf(recorded.puzzleId));
    const end = await bob.watch.until((s) => s.status === 'finished');
    expect(end.players.map((p) => [p.name, p.ghost, p.status, p.rank])).toEqual([
      ['Bob', false, 'finished', 2],
      ['Ada', true, 'finished', 1],
    ]);
    const board = await request(server.url).get(`/api/v1/leaderboards/${recorded.puzzleId}`).expect(200);
    expect(board.body.entries.map((e: { runId: string }) => e.runId).sort()).toEqual([recorded.runId, runIdOf(running, bob.id)].sort());
  });

  it('ends as soon as the people are done, the ghost shown with the result its run had', async () => {
    const ada = await racer(server, 'Slow Ada');
    const recorded = await recordedRun(ada, 'slowghost', 150);
    const bob = await racer(server, 'Quick Bob');
    const created = await emit<Created>(bob.socket, 'race:create', { game: 'fifteen', ghosts: [recorded.runId] });
    await emit(bob.socket, 'race:start', { code: created.code });
    const running = await bob.watch.until((s) => s.status === 'running');
    await play(bob.socket, runIdOf(running, bob.id), solutionOf(recorded.puzzleId));
    const end = await bob.watch.until((s) => s.status === 'finished');
    const record = await server.store.runById(recorded.runId);
    expect(end.players.map((p) => [p.name, p.status, p.rank])).toEqual([
      ['Quick Bob', 'finished', 1],
      ['Slow Ada', 'finished', 2],
    ]);
    expect(end.players[1]).toMatchObject({ ghost: true, finishMs: record!.timeMs, progress: 1 });
    expect(record!.timeMs).toBeGreaterThan(end.players[0]!.finishMs!);
  });

  it('refuses a ghost that is no finished ranked run, or a seed beside ghosts, and makes no race', async () => {
    const ada = await racer(server, 'Hinter');
    // The par first (this answer waits until it is stored): a run started before its par is
    // settled in the background when the par comes, maybe after the hint's answer, and what
    // that writes could land between the two snapshots below.
    await request(server.url).get('/api/v1/puzzles/fifteen.v1.3.hinted').expect(200);
    const started = await emit<Started>(ada.socket, 'run:start', { puzzleId: 'fifteen.v1.3.hinted' });
    expect(started).toMatchObject({ ok: true, parPending: false });
    // Stored before it is acknowledged: nothing of the hint is still on its way after this.
    expect(await emit(ada.socket, 'run:hint', { runId: started.runId, seq: 1 })).toMatchObject({ ok: true });
    const before = server.snapshot();
    const asks: [unknown, string][] = [
      [{ game: 'fifteen', ghosts: [started.runId] }, 'bad_ghost'],
      [{ game: 'fifteen', ghosts: ['r-nosuchrun'] }, 'bad_ghost'],
      [{ game: 'pipes', ghosts: [started.runId] }, 'bad_ghost'],
      [{ game: 'fifteen', seed: 'x', ghosts: [started.runId] }, 'invalid_payload'],
      [{ game: 'fifteen', ghosts: [] }, 'invalid_payload'],
    ];
    for (const [payload, code] of asks) {
      const created = await emit<Created>(ada.socket, 'race:create', payload);
      expect(created, JSON.stringify(payload)).toMatchObject({ ok: false, error: { code } });
      expect(created.error?.message.length).toBeGreaterThan(10);
    }
    expect(server.snapshot()).toBe(before);
    expect(ada.watch.states).toEqual([]);
  });
});
