import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { play, playerIn, playPaced, racer, runIdOf, solutionOf, type Racer } from './support/races.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ races: { countdownMs: 300 } });
});
afterAll(async () => {
  await server?.close();
});

type Created = { ok: boolean; code: string; link: string; error?: { code: string } };
type Joined = { ok: boolean; race: { status: string; puzzleId: string; players: { id: string; role: string }[] } | null; error?: { code: string; message: string } };

async function room(host: Racer, guest: Racer, seed?: string): Promise<string> {
  const created = await emit<Created>(host.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, ...(seed ? { seed } : {}) });
  expect(created).toMatchObject({ ok: true, link: `/race/${created.code}` });
  expect(created.code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  const joined = await emit<Joined>(guest.socket, 'race:join', { code: created.code.toLowerCase() });
  expect(joined.ok).toBe(true);
  return created.code;
}

describe('two guests race a fifteen 3x3', () => {
  it('start together, see each other progress, and get the same results in finish order', async () => {
    const ada = await racer(server, 'Ada');
    const bob = await racer(server, 'Bob');
    const code = await room(ada, bob, 'race-to-the-end');
    const lobby = await ada.watch.until((s) => s.players.length === 2);
    expect(lobby.players.map((p) => [p.name, p.role, p.status])).toEqual([
      ['Ada', 'host', 'waiting'],
      ['Bob', 'racer', 'waiting'],
    ]);

    const started = await emit<Joined>(ada.socket, 'race:start', { code });
    expect(started.ok).toBe(true);
    const countdown = await bob.watch.until((s) => s.status === 'countdown');
    expect(countdown.startsInMs).toBeGreaterThan(0);
    const running = await bob.watch.until((s) => s.status === 'running');
    const adaRun = runIdOf(running, ada.id);
    const bobRun = runIdOf(running, bob.id);
    expect(adaRun).not.toBe(bobRun);
    // Both clocks start at the same server instant: the end of the countdown.
    const [adaRecord, bobRecord] = await Promise.all([server.store.runById(adaRun), server.store.runById(bobRun)]);
    expect(adaRecord?.startedAt).toBe(running.startsAt);
    expect(bobRecord?.startedAt).toBe(running.startsAt);

    const moves = solutionOf(running.puzzleId);
    expect(moves.length).toBeGreaterThan(2);
    // Ada plays all but her last move; Bob sees her progress live.
    // At a person's pace: these runs rank on the puzzle's leaderboard below (docs/fair-play.md#plausibility).
    await playPaced(ada.socket, adaRun, moves.slice(0, -1));
    const seen = await bob.watch.until((s) => (playerIn(s, ada.id)?.progress ?? 0) > 0);
    expect(playerIn(seen, ada.id)?.status).toBe('playing');
    await playPaced(bob.socket, bobRun, moves.slice(0, 1));
    await ada.watch.until((s) => (playerIn(s, bob.id)?.progress ?? 0) > 0);

    const adaLast = await playPaced(ada.socket, adaRun, moves.slice(-1), moves.length);
    expect(adaLast.runStatus).toBe('solved');
    const adaDone = await bob.watch.until((s) => playerIn(s, ada.id)?.status === 'finished');
    expect(adaDone.status).toBe('running');
    expect(playerIn(adaDone, ada.id)).toMatchObject({ rank: 1, progress: 1 });
    await playPaced(bob.socket, bobRun, moves.slice(1), 2);

    const [adaEnd, bobEnd] = await Promise.all([ada.watch.until((s) => s.status === 'finished'), bob.watch.until((s) => s.status === 'finished')]);
    expect(adaEnd.players).toEqual(bobEnd.players);
    expect(adaEnd.players.map((p) => [p.name, p.status, p.rank])).toEqual([
      ['Ada', 'finished', 1],
      ['Bob', 'finished', 2],
    ]);
    const [first, second] = adaEnd.players;
    expect(first!.finishMs).toBeLessThan(second!.finishMs!);

    // Race runs are normal runs: on the puzzle's leaderboard, in the same order, with replays.
    const board = await request(server.url).get(`/api/v1/leaderboards/${running.puzzleId}`).expect(200);
    expect(board.body.entries.map((e: { runId: string }) => e.runId)).toEqual([adaRun, bobRun]);
    const replay = await request(server.url).get(`/api/v1/runs/${bobRun}`).expect(200);
    expect(replay.body.log.map((entry: { move: unknown }) => entry.move)).toEqual(moves);
  });
});

describe('race rooms', () => {
  it('only the host may start, and nobody joins a started race as a racer', async () => {
    const ada = await racer(server, 'Host');
    const bob = await racer(server, 'Guest');
    const code = await room(ada, bob);
    const refused = await emit<Joined>(bob.socket, 'race:start', { code });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_host' } });
    expect(bob.watch.last?.status).toBe('lobby');

    await emit(ada.socket, 'race:start', { code });
    const late = await racer(server, 'Late');
    const tooLate = await emit<Joined>(late.socket, 'race:join', { code });
    expect(tooLate).toMatchObject({ ok: false, error: { code: 'race_started' } });
    expect(tooLate.error?.message).toMatch(/spectator/);
    const watching = await emit<Joined>(late.socket, 'race:join', { code, as: 'spectator' });
    expect(watching.ok).toBe(true);
    expect(watching.race?.players.find((p) => p.id === late.id)?.role).toBe('spectator');
    await late.watch.until((s) => s.status === 'running');
  });

  it('one who opened the room to watch steps up to race from the lobby; joining again otherwise keeps the seat', async () => {
    const ada = await racer(server, 'Host of watchers');
    const created = await emit<Created>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    const { code } = created;
    const eve = await racer(server, 'Eve watches');
    const watching = await emit<Joined>(eve.socket, 'race:join', { code, as: 'spectator' });
    expect(watching.race?.players.find((p) => p.id === eve.id)?.role).toBe('spectator');
    // A reload asks to watch again (or says nothing): still a spectator, and Ada's seat is hers.
    await emit<Joined>(eve.socket, 'race:join', { code });
    const again = await emit<Joined>(ada.socket, 'race:join', { code, as: 'spectator' });
    expect(again.race?.players.map((p) => [p.id, p.role])).toEqual([
      [ada.id, 'host'],
      [eve.id, 'spectator'],
    ]);
    const stepped = await emit<Joined>(eve.socket, 'race:join', { code, as: 'racer' });
    expect(stepped.race?.players.find((p) => p.id === eve.id)?.role).toBe('racer');
    await ada.watch.until((s) => s.players.some((p) => p.id === eve.id && p.role === 'racer'));
    await emit(ada.socket, 'race:start', { code });
    const running = await eve.watch.until((s) => s.status === 'running');
    expect(runIdOf(running, eve.id)).toBeTruthy();
  });

  it("a daily race plays today's daily puzzle", async () => {
    const ada = await racer(server, 'Daily racer');
    const created = await emit<Created>(ada.socket, 'race:create', { game: 'fifteen', seed: 'daily' });
    expect(created.ok).toBe(true);
    const lobby = await ada.watch.until((s) => s.code === created.code);
    const daily = await request(server.url).get('/api/v1/daily/fifteen').expect(200);
    // Named at Go (docs/fair-play.md#races-reveal-their-puzzle-at-go); the daily's params before.
    expect(lobby).toMatchObject({ puzzleId: null, params: { size: 4 } });
    await emit(ada.socket, 'race:start', { code: created.code });
    const running = await ada.watch.until((s) => s.code === created.code && s.status === 'running');
    expect(running.puzzleId).toBe(daily.body.id);
  });

  it('a host who leaves passes the host role on', async () => {
    const ada = await racer(server, 'Leaving host');
    const bob = await racer(server, 'Next host');
    const code = await room(ada, bob);
    const left = await emit<Joined>(ada.socket, 'race:leave', { code });
    expect(left.ok).toBe(true);
    const after = await bob.watch.until((s) => s.players.length === 1);
    expect(after.players).toMatchObject([{ id: bob.id, role: 'host' }]);
    expect(await emit<Joined>(bob.socket, 'race:start', { code })).toMatchObject({ ok: true });
  });

  it('refuses malformed race payloads with a reason, and changes nothing', async () => {
    // A server of its own: on the shared one, earlier tests' rooms keep living (a racer's grace
    // ends, a time limit fires, a next round's par comes) and change rows at any moment.
    const server = await startTestServer({ races: { countdownMs: 300 } });
    try {
      const ada = await racer(server, 'Fuzzer');
      const code = (await emit<Created>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'fuzzed' })).code;
      // The room's par is solved behind its creation and stored when it comes: wait for it (the
      // puzzle's answer waits for par), so that only the refused requests below could change rows.
      // The room names its puzzle at Go only: the host who chose the seed knows it.
      await ada.watch.until((state) => state.code === code);
      await request(server.url).get('/api/v1/puzzles/fifteen.v1.3.fuzzed').expect(200);
      const before = await server.settledSnapshot();
      const bad: [string, unknown][] = [
        ['race:create', { game: 'chess' }],
        ['race:create', { game: 'fifteen', params: { size: 99 } }],
        ['race:create', { game: 'fifteen', timeLimitS: -5 }],
        ['race:create', 'fifteen'],
        ['race:join', { code: 'O0I1L!' }],
        ['race:join', { code, as: 'referee' }],
        ['race:start', {}],
        ['race:start', { code, extra: true }],
        ['race:leave', null],
        ['race:rematch', { code: 42 }],
        ['race:rated', { code }],
        ['race:rated', { code, rated: 'yes' }],
        ['race:create', { game: 'fifteen', rated: 1 }],
      ];
      for (const [event, payload] of bad) {
        const ack = await emit<Joined>(ada.socket, event, payload);
        expect(ack.ok, `${event} ${JSON.stringify(payload)}`).toBe(false);
        expect(ack.error?.code).toBe('invalid_payload');
        expect(ack.error?.message.length).toBeGreaterThan(0);
      }
      expect(await emit<Joined>(ada.socket, 'race:join', { code: 'ZZZZZZ' })).toMatchObject({ ok: false, error: { code: 'race_not_found' } });
      expect(server.snapshot()).toBe(before);
      expect(ada.watch.last).toMatchObject({ code, status: 'lobby', players: [{ id: ada.id, status: 'waiting' }] });
    } finally {
      await server.close();
    }
  });

  it('race:create names an unknown key of its params, a JSON "__proto__" included, and makes no race', async () => {
    const ada = await racer(server, 'Strict');
    const before = server.snapshot();
    const refusals: [unknown, string][] = [
      [JSON.parse('{"game":"fifteen","params":{"__proto__":{"size":3},"size":4}}'), 'params.__proto__: unknown key'],
      [{ game: 'pipes', params: { cols: 6, shape: 'heart' } }, 'shape: unknown key'],
      [JSON.parse('{"game":"walls","__proto__":{"host":true}}'), '__proto__: unknown key'],
    ];
    for (const [payload, named] of refusals) {
      const ack = await emit<Joined>(ada.socket, 'race:create', payload);
      expect(ack).toMatchObject({ ok: false, error: { code: 'invalid_payload', message: expect.stringContaining(named) } });
    }
    expect(server.snapshot()).toBe(before);
    expect(ada.watch.last).toBeUndefined();
  });

  it('a rematch gives a new puzzle in the same room, back in the lobby', async () => {
    const ada = await racer(server, 'Rematcher');
    const created = await emit<Created>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    await emit(ada.socket, 'race:start', { code: created.code });
    const running = await ada.watch.until((s) => s.status === 'running');
    expect(await emit<Joined>(ada.socket, 'race:rematch', { code: created.code })).toMatchObject({ ok: false, error: { code: 'race_started' } });
    // Giving up ends the only racer's race: `dnf`, ranked after any finisher.
    await emit(ada.socket, 'run:finish', { runId: runIdOf(running, ada.id) });
    const over = await ada.watch.until((s) => s.status === 'finished');
    expect(playerIn(over, ada.id)).toMatchObject({ status: 'dnf', rank: 1 });
    const again = await emit<Joined>(ada.socket, 'race:rematch', { code: created.code });
    expect(again.ok).toBe(true);
    expect(again.race).toMatchObject({ status: 'lobby' });
    expect(again.race?.puzzleId).not.toBe(running.puzzleId);
    const lobby = await ada.watch.until((s) => s.status === 'lobby' && s.puzzleId !== running.puzzleId);
    expect(playerIn(lobby, ada.id)).toMatchObject({ status: 'waiting', runId: null, progress: 0 });
  });
});

describe('a race time limit', () => {
  // The shortest limit a race may have is 10 s (docs/races.md#time-limits leaves longer ones to the host).
  it('ends the race on time: a racer still playing is dnf and their run ends too', async () => {
    const ada = await racer(server, 'Quick');
    const bob = await racer(server, 'Slow');
    const created = await emit<Created>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'out-of-time', timeLimitS: 10 });
    expect(created.ok).toBe(true);
    expect((await emit<Joined>(bob.socket, 'race:join', { code: created.code })).ok).toBe(true);
    expect((await emit<Joined>(ada.socket, 'race:start', { code: created.code })).ok).toBe(true);
    const running = await bob.watch.until((s) => s.status === 'running');
    const moves = solutionOf(running.puzzleId);
    await play(ada.socket, runIdOf(running, ada.id), moves);
    const bobRun = runIdOf(running, bob.id);
    await play(bob.socket, bobRun, moves.slice(0, 1));

    const end = await bob.watch.until((s) => s.status === 'finished', 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(running.startsAt! + 10_000);
    expect(end.players.map((p) => [p.name, p.status, p.rank])).toEqual([
      ['Quick', 'finished', 1],
      ['Slow', 'dnf', 2],
    ]);
    // Bob's run is over as well, not left playing: it ended at the limit, and takes no more moves.
    const stored = await request(server.url).get(`/api/v1/runs/${bobRun}`).expect(200);
    expect(stored.body).toMatchObject({ status: 'gave_up', timeMs: 10_000 });
    const late = await emit<{ ok: boolean; error?: { code: string } }>(bob.socket, 'run:move', { runId: bobRun, seq: 2, move: moves[1] });
    expect(late).toMatchObject({ ok: false });
    expect(['run_over', 'time_up']).toContain(late.error?.code);
  }, 30_000);
});

describe('an idle lobby', () => {
  it('closes when nobody has joined it for a long while, even before its timer has run', async () => {
    // The clock is the test's: the lobby's timer (300 ms of real time) has not run when the
    // late join comes, so the join itself must find the lobby expired.
    let now = Date.now();
    const idle = await startTestServer({ now: () => now, races: { lobbyIdleMs: 60_000 } });
    try {
      const ada = await racer(idle, 'Idler');
      const bob = await racer(idle, 'Early');
      const carl = await racer(idle, 'Late');
      const created = await emit<Created>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
      expect(created.ok).toBe(true);
      now += 59_999;
      expect((await emit<Joined>(bob.socket, 'race:join', { code: created.code })).ok).toBe(true);
      // Bob's join made the lobby active again: idle from now on.
      now += 60_000;
      expect(await emit<Joined>(carl.socket, 'race:join', { code: created.code })).toMatchObject({ ok: false, error: { code: 'race_not_found' } });
    } finally {
      await idle.close();
    }
  });
});

describe('a hint in a race', () => {
  it('unranks the run: a hinted finisher places after a fair one, as on the leaderboard', async () => {
    const ada = await racer(server, 'Helped');
    const bob = await racer(server, 'Fair');
    const code = await room(ada, bob, 'hinted-race');
    expect((await emit<Joined>(ada.socket, 'race:start', { code })).ok).toBe(true);
    const running = await bob.watch.until((s) => s.status === 'running');
    expect(Math.abs(running.serverNow - Date.now())).toBeLessThan(5000);
    const moves = solutionOf(running.puzzleId);
    const adaRun = runIdOf(running, ada.id);
    const hinted = await emit<{ ok: boolean; ranked: boolean; timeLimitMs: number | null }>(ada.socket, 'run:hint', { runId: adaRun, seq: 1 });
    expect(hinted).toMatchObject({ ok: true, ranked: false, timeLimitMs: running.timeLimitMs });
    await play(ada.socket, adaRun, moves, 2);
    await bob.watch.until((s) => playerIn(s, ada.id)?.status === 'finished');
    await play(bob.socket, runIdOf(running, bob.id), moves);
    const end = await ada.watch.until((s) => s.status === 'finished');
    expect(end.players.map((p) => [p.name, p.status, p.ranked, p.rank])).toEqual([
      ['Helped', 'finished', false, 2],
      ['Fair', 'finished', true, 1],
    ]);
  });
});
