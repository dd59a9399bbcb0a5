import SQLite from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_INTERVALS_FOR_SHAPE } from '@gridrace/core';
import type { RaceStateView } from '@gridrace/protocol';
import { RATING_RULES } from '../src/ratings/rating-rules.ts';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { humanPauseMs } from './support/human-pace.ts';
import { accountRacer as accountRacerOf, play, racer, runIdOf, solutionOf, type Racer } from './support/races.ts';

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

const accountRacer = (name: string) => accountRacerOf(server, name);

/** Sets a column of a player straight in the database, as the work of another part would (marking a bot, hiding). */
function setPlayer(id: string, column: 'bot' | 'hidden_at' | 'restricted_at', value: number): void {
  const db = new SQLite(server.app.services.config.databaseUrl.slice('sqlite:'.length));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(`update players set ${column} = ? where id = ?`).run(value, id);
  } finally {
    db.close();
  }
}

type Created = { ok: boolean; code: string; error?: { code: string } };
type Rating = { rating: number; deviation: number; uncertainty: number; games: number; provisional: boolean };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays `moves` one at a time at a person's varied pace, about `pauseMs` apart (the fair-play judgement flags a steady beat). */
async function playAtPace(who: Racer, runId: string, moves: readonly unknown[], pauseMs: number): Promise<void> {
  for (const [index, move] of moves.entries()) {
    await play(who.socket, runId, [move], index + 1);
    await sleep(humanPauseMs(index, pauseMs / 120));
  }
}

/** A room of `racers` on a puzzle the server draws, made rated in the lobby, started and running; answers its code and running state. */
async function ratedRace(racers: Racer[]) {
  const [host, ...guests] = racers;
  const created = await emit<Created>(host!.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
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
    const [ada, bob, cat] = [await accountRacer('Ada'), await accountRacer('Bob'), await accountRacer('Cat')];
    const { running } = await ratedRace([ada, bob, cat]);
    const moves = solutionOf(running.puzzleId);
    // Cat takes a hint: her run ranks no more, and she is left out of the rating.
    await emit(cat.socket, 'run:hint', { runId: runIdOf(running, cat.id), seq: 1 });
    await playAtPace(ada, runIdOf(running, ada.id), moves, 60);
    await playAtPace(bob, runIdOf(running, bob.id), moves, 60);
    await emit(cat.socket, 'run:finish', { runId: runIdOf(running, cat.id) });
    // Once rated, the results carry each racer's change, and why Cat was not rated.
    const rated = await ada.watch.until((s) => s.status === 'finished' && s.ratedDone);

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
    expect(Math.abs(adaRatings.fifteen!.uncertainty - 2 * adaRatings.fifteen!.deviation)).toBeLessThanOrEqual(1);
    const change = (id: string) => rated.players.find((p) => p.id === id)!;
    expect(change(ada.id).ratingChange).toEqual({
      before: null,
      after: adaRatings.fifteen!.rating,
      change: adaRatings.fifteen!.rating - 1500,
      uncertainty: adaRatings.fifteen!.uncertainty,
      provisional: true,
    });
    expect(change(bob.id).ratingChange!.change).toBeLessThan(0);
    expect(change(cat.id)).toMatchObject({ ratingChange: null, notRated: 'hint' });

    const board = await request(server.url).get('/api/v1/ratings/fifteen?limit=1').expect(200);
    expect(board.body).toMatchObject({ game: 'fifteen', players: 'people', entries: [{ rank: 1, player: { id: ada.id } }] });
    const history = await request(server.url).get(`/api/v1/players/${ada.id}/ratings/fifteen`).expect(200);
    expect(history.body.history).toHaveLength(1);
    expect(history.body.history[0].rating).toBe(adaRatings.fifteen!.rating);
    expect(history.body.rating).toEqual(adaRatings.fifteen);

    // Their next race shows each one's rating beside their name.
    const created = await emit<Created>(bob.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    await emit(ada.socket, 'race:join', { code: created.code });
    const lobby = await bob.watch.until((s) => s.code === created.code && s.players.length === 2);
    expect(lobby.players.map((p) => [p.id, p.rating])).toEqual([
      [bob.id, bobRatings.fifteen!.rating],
      [ada.id, adaRatings.fifteen!.rating],
    ]);
  });

  it('flag a run played faster than a person can, keep it out of ratings, and show the flag on the run', async () => {
    const [dan, eve] = [await accountRacer('Dan'), await accountRacer('Eve')];
    const { running } = await ratedRace([dan, eve]);
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

  it('never come from an unrated room, and a rated room takes no seed, daily, ghost or params of its own', async () => {
    const [fay, gus] = [await accountRacer('Fay'), await accountRacer('Gus')];
    const created = await emit<Created>(fay.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'unrated' });
    await emit(gus.socket, 'race:join', { code: created.code });
    // A room on a chosen seed cannot be made rated: its host may have solved it beforehand.
    expect(await emit(fay.socket, 'race:rated', { code: created.code, rated: true })).toMatchObject({ ok: false, error: { code: 'rated_needs_drawn_puzzle' } });
    await emit(fay.socket, 'race:start', { code: created.code });
    const running = await fay.watch.until((s) => s.status === 'running');
    expect(running.rated).toBe(false);
    const moves = solutionOf(running.puzzleId);
    await playAtPace(fay, runIdOf(running, fay.id), moves, 60);
    await playAtPace(gus, runIdOf(running, gus.id), moves, 60);
    await fay.watch.until((s) => s.status === 'finished');

    // Nor created rated on a seed, the daily, a ghost's board or params beyond the presets; nothing is created.
    for (const asked of [{ seed: 'mine' }, { seed: 'daily' }, { ghosts: [runIdOf(running, fay.id)] }, { params: { size: 3, extra: 1 } }]) {
      const refused = await emit<Created>(gus.socket, 'race:create', { game: 'fifteen', rated: true, ...asked });
      expect(refused).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^(rated_needs_drawn_puzzle|invalid_params|invalid_payload)$/) } });
    }
    expect(await emit(gus.socket, 'race:create', { game: 'fifteen', rated: true, seed: 'mine' })).toMatchObject({ ok: false, error: { code: 'rated_needs_drawn_puzzle' } });
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

/** The host wins a rated room against `opponent`, who gives up at once: answers the finished, rated state. */
async function farmRoom(host: Racer, opponent: Racer): Promise<RaceStateView> {
  const created = await emit<Created>(host.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, rated: true });
  expect(created.ok).toBe(true);
  await emit(opponent.socket, 'race:join', { code: created.code });
  await emit(host.socket, 'race:start', { code: created.code });
  const running = await host.watch.until((s) => s.code === created.code && s.status === 'running');
  expect(await emit(opponent.socket, 'run:finish', { runId: runIdOf(running, opponent.id) })).toMatchObject({ ok: true });
  await playAtPace(host, runIdOf(running, host.id), solutionOf(running.puzzleId), 60);
  return host.watch.until((s) => s.code === created.code && s.status === 'finished' && s.ratedDone);
}

describe('the farm of the issue', () => {
  it('gains nothing: six rated rooms whose throwaway account gives up at once leave the host unrated', async () => {
    const host = await accountRacer('Farmer');
    for (let room = 0; room < 6; room += 1) {
      const throwaway = await accountRacer('Throwaway');
      const done = await farmRoom(host, throwaway);
      expect(done.players.map((p) => [p.id, p.ratingChange, p.notRated])).toEqual([
        [host.id, null, 'instant_give_up'],
        [throwaway.id, null, 'instant_give_up'],
      ]);
    }
    expect(await ratingsOf(host.id)).toEqual({});
  });

  it('gains nothing with throwaway guests either: guests are never rated and rate nobody', async () => {
    const host = await accountRacer('GuestFarmer');
    for (let room = 0; room < 6; room += 1) {
      const guest = await racer(server, `Throwaway guest ${room}`);
      const created = await emit<Created>(host.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, rated: true });
      await emit(guest.socket, 'race:join', { code: created.code });
      await emit(host.socket, 'race:start', { code: created.code });
      const running = await host.watch.until((s) => s.code === created.code && s.status === 'running');
      // Half the guests give up at once, half play on and lose: neither rates the host.
      if (room % 2 === 0) await emit(guest.socket, 'run:finish', { runId: runIdOf(running, guest.id) });
      await playAtPace(host, runIdOf(running, host.id), solutionOf(running.puzzleId), 60);
      if (room % 2 === 1) await emit(guest.socket, 'run:finish', { runId: runIdOf(running, guest.id) });
      const done = await host.watch.until((s) => s.code === created.code && s.status === 'finished' && s.ratedDone);
      expect(done.players.find((p) => p.id === guest.id)!.notRated).toBe(room % 2 === 0 ? 'instant_give_up' : 'guest');
    }
    expect(await ratingsOf(host.id)).toEqual({});
  });

  it(`counts two accounts against each other in ${RATING_RULES.pairRacesPerDay} rated races a day, rematches included; the next is not rated`, async () => {
    const [ann, ben] = [await accountRacer('Ann'), await accountRacer('Ben')];
    const created = await emit<Created>(ann.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, rated: true });
    await emit(ben.socket, 'race:join', { code: created.code });
    const puzzles = new Set<string>();
    for (let round = 0; round <= RATING_RULES.pairRacesPerDay; round += 1) {
      if (round > 0) expect(await emit(ann.socket, 'race:rematch', { code: created.code })).toMatchObject({ ok: true, race: { rated: true } });
      await emit(ann.socket, 'race:start', { code: created.code });
      const running = await ann.watch.until((s) => s.status === 'running' && s.puzzleId !== null && !puzzles.has(s.puzzleId) && s.players.every((p) => p.runId !== null));
      puzzles.add(running.puzzleId!);
      const moves = solutionOf(running.puzzleId);
      await playAtPace(ben, runIdOf(running, ben.id), moves, 60);
      await playAtPace(ann, runIdOf(running, ann.id), moves, 60);
      const done = await ann.watch.until((s) => s.status === 'finished' && s.ratedDone && s.puzzleId === running.puzzleId);
      const ben2 = done.players.find((p) => p.id === ben.id)!;
      if (round < RATING_RULES.pairRacesPerDay) expect(ben2.ratingChange!.change).toBeGreaterThan(0);
      else
        expect(done.players.map((p) => [p.ratingChange, p.notRated])).toEqual([
          [null, 'pair_limit'],
          [null, 'pair_limit'],
        ]);
    }
    // Every round on a puzzle the server drew, none the same.
    expect(puzzles.size).toBe(RATING_RULES.pairRacesPerDay + 1);
    expect((await ratingsOf(ben.id)).fifteen!.games).toBe(RATING_RULES.pairRacesPerDay);
  });

  it('rates bots against bots and people against people, lists them apart, and leaves hidden players off the list', async () => {
    const [pam, pat, bot1, bot2] = [await accountRacer('Pam'), await accountRacer('Pat'), await accountRacer('Botty'), await accountRacer('Botter')];
    setPlayer(bot1.id, 'bot', 1);
    setPlayer(bot2.id, 'bot', 1);
    const { running } = await ratedRace([pam, bot1, pat, bot2]);
    const moves = solutionOf(running.puzzleId);
    // The bots finish first; Pam still beats the only other person.
    await playAtPace(bot1, runIdOf(running, bot1.id), moves, 60);
    await playAtPace(bot2, runIdOf(running, bot2.id), moves, 60);
    await playAtPace(pam, runIdOf(running, pam.id), moves, 60);
    await playAtPace(pat, runIdOf(running, pat.id), moves, 60);
    const done = await pam.watch.until((s) => s.status === 'finished' && s.ratedDone);
    const changeOf = (id: string) => done.players.find((p) => p.id === id)!.ratingChange!.change;
    expect(changeOf(pam.id)).toBeGreaterThan(0);
    expect(changeOf(bot1.id)).toBeGreaterThan(0);
    expect(changeOf(bot2.id)).toBeLessThan(0);

    const bots = await request(server.url).get('/api/v1/ratings/fifteen?players=bots').expect(200);
    expect(bots.body.entries.map((e: { player: { id: string } }) => e.player.id)).toEqual([bot1.id, bot2.id]);
    const people = await request(server.url).get('/api/v1/ratings/fifteen?limit=100').expect(200);
    const listed = people.body.entries.map((e: { player: { id: string } }) => e.player.id);
    expect(listed).toContain(pam.id);
    expect(listed).not.toContain(bot1.id);
    setPlayer(pam.id, 'hidden_at', Date.now());
    const hidden = await request(server.url).get('/api/v1/ratings/fifteen?limit=100').expect(200);
    expect(hidden.body.entries.map((e: { player: { id: string } }) => e.player.id)).not.toContain(pam.id);
    expect(hidden.body.total).toBe(people.body.total - 1);
    await request(server.url).get('/api/v1/ratings/fifteen?players=everyone').expect(400);
  });

  it('rates no restricted player', async () => {
    const [rex, roy] = [await accountRacer('Rex'), await accountRacer('Roy')];
    setPlayer(rex.id, 'restricted_at', Date.now());
    const { running } = await ratedRace([rex, roy]);
    const moves = solutionOf(running.puzzleId);
    await playAtPace(rex, runIdOf(running, rex.id), moves, 60);
    await playAtPace(roy, runIdOf(running, roy.id), moves, 60);
    const done = await rex.watch.until((s) => s.status === 'finished' && s.ratedDone);
    expect(done.players.map((p) => p.notRated)).toEqual(['restricted', 'no_opponent']);
    expect(await ratingsOf(rex.id)).toEqual({});
  });
});
