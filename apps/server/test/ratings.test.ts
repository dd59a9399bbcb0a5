import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_INTERVALS_FOR_SHAPE } from '@gridrace/core';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { humanPauseMs } from './support/human-pace.ts';
import { play, racer, runIdOf, solutionOf, type Racer } from './support/races.ts';

let server: TestServer;
/**
 * The server's clock is the machine's, except while a test holds it: requests sent at once then
 * land at one instant however long a busy machine takes to store each (at 50 ms a commit, a
 * burst would otherwise look like a person's pace).
 */
let heldAt: number | null = null;

beforeAll(async () => {
  server = await startTestServer({ races: { countdownMs: 200 }, now: () => heldAt ?? Date.now() });
});
afterAll(async () => {
  await server?.close();
});

type Created = { ok: boolean; code: string; error?: { code: string } };
type Rating = { rating: number; deviation: number; games: number; provisional: boolean };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays `moves` one at a time at a person's varied pace, about `pauseMs` apart (the fair-play judgement flags a steady beat). */
async function playAtPace(who: Racer, runId: string, moves: readonly unknown[], pauseMs: number): Promise<void> {
  for (const [index, move] of moves.entries()) {
    await play(who.socket, runId, [move], index + 1);
    await sleep(humanPauseMs(index, pauseMs / 120));
  }
}

/** A rated room of `racers` on one seed, started and running; answers its code and running state. */
async function ratedRace(racers: Racer[], seed: string) {
  const [host, ...guests] = racers;
  const created = await emit<Created>(host!.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed });
  expect(created.ok).toBe(true);
  for (const guest of guests) await emit(guest.socket, 'race:join', { code: created.code });
  // Rated before the start, by the host only.
  expect(await emit(guests[0]!.socket, 'race:rated', { code: created.code, rated: true })).toMatchObject({ ok: false, error: { code: 'not_host' } });
  expect(await emit(host!.socket, 'race:rated', { code: created.code, rated: true })).toMatchObject({ ok: true, race: { rated: true } });
  await emit(host!.socket, 'race:start', { code: created.code });
  const running = await host!.watch.until((s) => s.status === 'running');
  expect(await emit(host!.socket, 'race:rated', { code: created.code, rated: false })).toMatchObject({ ok: false, error: { code: 'race_started' } });
  return { code: created.code, running };
}

async function ratingsOf(id: string): Promise<Record<string, Rating>> {
  return (await request(server.url).get(`/api/v1/players/${id}`).expect(200)).body.ratings;
}

async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await ask();
    if (done(value)) return value;
    await sleep(50);
  }
  throw new Error('not in time');
}

describe('ratings from rated races', () => {
  it('move the winner up and the others down, are stored with history, and a hinted run leaves its racer out', async () => {
    const [ada, bob, cat] = [await racer(server, 'Ada'), await racer(server, 'Bob'), await racer(server, 'Cat')];
    const { running } = await ratedRace([ada, bob, cat], 'rated-one');
    const moves = solutionOf(running.puzzleId);
    // Cat takes a hint: her run ranks no more, and she is left out of the rating.
    await emit(cat.socket, 'run:hint', { runId: runIdOf(running, cat.id), seq: 1 });
    await playAtPace(ada, runIdOf(running, ada.id), moves, 60);
    await playAtPace(bob, runIdOf(running, bob.id), moves, 60);
    await emit(cat.socket, 'run:finish', { runId: runIdOf(running, cat.id) });
    await ada.watch.until((s) => s.status === 'finished');

    const adaRatings = await until(
      () => ratingsOf(ada.id),
      (r) => r.fifteen !== undefined,
    );
    const bobRatings = await ratingsOf(bob.id);
    expect(adaRatings.fifteen).toMatchObject({ games: 1, provisional: true });
    expect(adaRatings.fifteen!.rating).toBeGreaterThan(1500);
    expect(bobRatings.fifteen!.rating).toBeLessThan(1500);
    expect(adaRatings.fifteen!.deviation).toBeLessThan(350);
    expect(await ratingsOf(cat.id)).toEqual({});

    const board = await request(server.url).get('/api/v1/ratings/fifteen?limit=1').set('authorization', `Bearer ${bob.token}`).expect(200);
    expect(board.body).toMatchObject({ game: 'fifteen', total: 2, entries: [{ rank: 1, player: { id: ada.id, name: 'Ada' } }], own: { rank: 2, player: { id: bob.id } } });
    const history = await request(server.url).get(`/api/v1/players/${ada.id}/ratings/fifteen`).expect(200);
    expect(history.body.history).toHaveLength(1);
    expect(history.body.history[0].rating).toBe(adaRatings.fifteen!.rating);
    expect(history.body.rating).toEqual(adaRatings.fifteen);

    // Their next race shows each one's rating beside their name.
    const created = await emit<Created>(bob.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    await emit(ada.socket, 'race:join', { code: created.code });
    const lobby = await bob.watch.until((s) => s.code === created.code && s.players.length === 2);
    expect(lobby.players.map((p) => [p.name, p.rating])).toEqual([
      ['Bob', bobRatings.fifteen!.rating],
      ['Ada', adaRatings.fifteen!.rating],
    ]);
  });

  it('flag a run played faster than a person can, keep it out of ratings, and show the flag on the run', async () => {
    const [dan, eve] = [await racer(server, 'Dan'), await racer(server, 'Eve')];
    const { running } = await ratedRace([dan, eve], 'rated-bot');
    const moves = solutionOf(running.puzzleId);
    expect(moves.length).toBeGreaterThan(MIN_INTERVALS_FOR_SHAPE);
    // Dan's moves come as fast as the socket takes them, none waiting for the last one's ack:
    // a program's pace, whatever the machine's (the clock held, as a busy one may take 50 ms to store each).
    const danRun = runIdOf(running, dan.id);
    heldAt = Date.now();
    const acks = await Promise.all(moves.map((move, index) => emit<{ ok: boolean }>(dan.socket, 'run:move', { runId: danRun, seq: index + 1, move }))).finally(() => {
      heldAt = null;
    });
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await playAtPace(eve, runIdOf(running, eve.id), moves, 60);
    await dan.watch.until((s) => s.status === 'finished');
    const run = await until(
      async () =>
        (
          await request(server.url)
            .get(`/api/v1/runs/${runIdOf(running, dan.id)}`)
            .expect(200)
        ).body,
      (body) => body.flag !== null,
    );
    expect(run.flag).toMatchObject({ status: 'flagged', reason: expect.stringMatching(/faster_than_people/) });
    const eveRun = await request(server.url)
      .get(`/api/v1/runs/${runIdOf(running, eve.id)}`)
      .expect(200);
    expect(eveRun.body.flag).toBeNull();
    await sleep(300);
    expect(await ratingsOf(dan.id)).toEqual({});
    expect(await ratingsOf(eve.id)).toEqual({});
  });

  it('never come from an unrated room or a ghost race', async () => {
    const [fay, gus] = [await racer(server, 'Fay'), await racer(server, 'Gus')];
    const created = await emit<Created>(fay.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'unrated' });
    await emit(gus.socket, 'race:join', { code: created.code });
    await emit(fay.socket, 'race:start', { code: created.code });
    const running = await fay.watch.until((s) => s.status === 'running');
    expect(running.rated).toBe(false);
    const moves = solutionOf(running.puzzleId);
    await playAtPace(fay, runIdOf(running, fay.id), moves, 60);
    await playAtPace(gus, runIdOf(running, gus.id), moves, 60);
    await fay.watch.until((s) => s.status === 'finished');

    // A rated race against Fay's ghost: the ghost is never rated, and alone Gus has nobody to be rated against.
    const ghostRace = await emit<Created>(gus.socket, 'race:create', { game: 'fifteen', ghosts: [runIdOf(running, fay.id)], rated: true });
    await emit(gus.socket, 'race:start', { code: ghostRace.code });
    const ghostRunning = await gus.watch.until((s) => s.code === ghostRace.code && s.status === 'running');
    await playAtPace(gus, runIdOf(ghostRunning, gus.id), moves, 60);
    await gus.watch.until((s) => s.code === ghostRace.code && s.status === 'finished');
    await sleep(300);
    expect(await ratingsOf(fay.id)).toEqual({});
    expect(await ratingsOf(gus.id)).toEqual({});
  });

  it('answer a game that does not exist with a 400 and a player who does not with a 404', async () => {
    await request(server.url).get('/api/v1/ratings/chess').expect(400);
    const missing = await request(server.url).get('/api/v1/players/nobody/ratings/fifteen').expect(404);
    expect(missing.body.error.code).toBe('player_not_found');
  });
});
