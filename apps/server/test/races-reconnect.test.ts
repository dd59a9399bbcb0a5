import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { play, playerIn, racer, RaceWatch, runIdOf, solutionOf } from './support/races.ts';

const GRACE_MS = 400;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ races: { countdownMs: 200, reconnectGraceMs: GRACE_MS } });
});
afterAll(async () => {
  await server?.close();
});

type RunAck = { ok: boolean; seq: number; runStatus: string; state: { board: unknown; moves: number } };

describe('a racer who drops', () => {
  it('comes back within the grace period and carries on from the exact state; one who stays away is dnf', async () => {
    const ada = await racer(server, 'Steady');
    const bob = await racer(server, 'Flaky');
    const cat = await racer(server, 'Gone');
    const { code } = await emit<{ code: string }>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'drop-and-back' });
    await emit(bob.socket, 'race:join', { code });
    await emit(cat.socket, 'race:join', { code });
    await emit(ada.socket, 'race:start', { code });
    const running = await ada.watch.until((s) => s.status === 'running');
    const moves = solutionOf(running.puzzleId);
    const bobRun = runIdOf(running, bob.id);

    const before = await play(bob.socket, bobRun, moves.slice(0, 2));
    const beforeState = ((await emit<RunAck>(bob.socket, 'run:resume', { runId: bobRun })) as RunAck).state;
    bob.socket.disconnect();
    cat.socket.disconnect();
    // The others see both away while their grace period runs.
    const awayState = await ada.watch.until((s) => playerIn(s, bob.id)?.away === true && playerIn(s, cat.id)?.away === true);
    expect(playerIn(awayState, ada.id)?.away).toBe(false);

    // Back on a new connection with the same token: `run:resume` gives the exact state and the room again.
    bob.socket = await server.connect(bob.token);
    bob.watch = new RaceWatch(bob.socket);
    const resumed = await emit<RunAck>(bob.socket, 'run:resume', { runId: bobRun });
    expect(resumed).toMatchObject({ ok: true, seq: before.seq, runStatus: 'playing' });
    expect(resumed.state).toEqual(beforeState);
    expect(resumed.state.moves).toBe(2);

    // Cat stays away past the grace period: dnf. Bob, back in time, is still racing.
    const catOut = await ada.watch.until((s) => playerIn(s, cat.id)?.status === 'dnf', 5000);
    expect(playerIn(catOut, bob.id)).toMatchObject({ status: 'playing', away: false });
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 100));
    expect(playerIn(ada.watch.last, bob.id)?.status).toBe('playing');

    // Bob also rejoins by code (a reloaded page does both): the same seat, not a new one.
    const rejoined = await emit<{ ok: boolean; race: { players: { id: string }[] } }>(bob.socket, 'race:join', { code });
    expect(rejoined.ok).toBe(true);
    expect(rejoined.race.players.filter((p) => p.id === bob.id)).toHaveLength(1);

    await play(bob.socket, bobRun, moves.slice(2), 3);
    await play(ada.socket, runIdOf(running, ada.id), moves);
    const [fromBob, fromAda] = await Promise.all([bob.watch.until((s) => s.status === 'finished'), ada.watch.until((s) => s.status === 'finished')]);
    expect(fromBob.players).toEqual(fromAda.players);
    expect(fromAda.players.map((p) => [p.name, p.status, p.rank])).toEqual([
      ['Steady', 'finished', 2],
      ['Flaky', 'finished', 1],
      ['Gone', 'dnf', 3],
    ]);
  });

  it('is not away while another tab of theirs is still in the race', async () => {
    const ada = await racer(server, 'Two tabs');
    const { code } = await emit<{ code: string }>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    const secondTab = await server.connect(ada.token);
    const watch = new RaceWatch(secondTab);
    await emit(secondTab, 'race:join', { code });
    await emit(ada.socket, 'race:start', { code });
    await watch.until((s) => s.status === 'running');
    ada.socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2));
    expect(playerIn(watch.last, ada.id)?.status).toBe('playing');
    expect(watch.last?.status).toBe('running');
  });

  it('is let go of when their socket drops while their join is being handled', async () => {
    const ada = await racer(server, 'Stays');
    const bob = await racer(server, 'Drops');
    const { code } = await emit<{ code: string }>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    // Bob's join is slow to store: his socket drops before the race holds him.
    const { races } = server.app.services;
    const join = races.join.bind(races);
    let received: () => void = () => undefined;
    const joining = new Promise<void>((resolve) => (received = resolve));
    vi.spyOn(races, 'join').mockImplementationOnce(async (...args) => {
      received();
      await sleep(300);
      return join(...args);
    });
    bob.socket.emit('race:join', { code }, () => undefined);
    await joining;
    bob.socket.disconnect();

    // Seated after his drop, he is away at once, and out of the lobby after the grace period.
    await ada.watch.until((s) => playerIn(s, bob.id)?.away === true);
    const awayAt = ada.watch.states.length;
    await ada.watch.until((s) => ada.watch.states.indexOf(s) >= awayAt && s.players.length === 1, 5000);
  });
});
