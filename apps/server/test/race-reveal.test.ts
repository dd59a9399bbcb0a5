import type { RaceStateView } from '@gridrace/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { play, racer, runIdOf, solutionOf, type Racer } from './support/races.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ races: { countdownMs: 500 } });
});
afterAll(async () => {
  await server?.close();
});

type Joined = { ok: boolean; race: RaceStateView | null };
const before = (states: readonly RaceStateView[]) => states.filter((state) => state.status === 'lobby' || state.status === 'countdown');

/** Nothing a member heard before "Go" names the puzzle: no id, and no ghost's run (its run names the puzzle). */
function expectNothingNamed(states: readonly RaceStateView[]): void {
  expect(states.length).toBeGreaterThan(0);
  for (const state of states) {
    expect(state.puzzleId).toBeNull();
    for (const player of state.players) {
      if (!player.ghost) continue;
      expect(player.runId).toBeNull();
      // Nor its member id, which is its seat and not its run's.
      expect(player.id).toMatch(/^ghost:\d+$/);
    }
  }
}

describe('a race reveals its puzzle at "Go"', () => {
  it('racers, a spectator and the acks hear no puzzle in the lobby and the countdown, and all of them hear it at Go', async () => {
    const host = await racer(server, 'Reveal Host');
    const guest = await racer(server, 'Reveal Racer');
    const watcher = await racer(server, 'Reveal Watcher');
    const created = await emit<{ ok: boolean; code: string }>(host.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    const joined = await emit<Joined>(guest.socket, 'race:join', { code: created.code });
    const watching = await emit<Joined>(watcher.socket, 'race:join', { code: created.code, as: 'spectator' });
    for (const ack of [joined, watching]) expect(ack.race).toMatchObject({ status: 'lobby', puzzleId: null, game: 'fifteen', params: { size: 3 } });
    const started = await emit<Joined>(host.socket, 'race:start', { code: created.code });
    expect(started.race).toMatchObject({ status: 'countdown', puzzleId: null });

    const members: Racer[] = [host, guest, watcher];
    const running = await Promise.all(members.map((member) => member.watch.until((state) => state.code === created.code && state.status === 'running')));
    for (const member of members) expectNothingNamed(before(member.watch.states));
    for (const state of running) expect(state.puzzleId).toMatch(/^fifteen\.v1\.3\./);
    // The racers' runs start at Go, on that puzzle; the race plays through as ever.
    const moves = solutionOf(running[0]!.puzzleId);
    await play(host.socket, runIdOf(running[0]!, host.id), moves);
    await play(guest.socket, runIdOf(running[0]!, guest.id), moves);
    const finished = await watcher.watch.until((state) => state.code === created.code && state.status === 'finished');
    expect(finished.puzzleId).toBe(running[0]!.puzzleId);
  });

  it("a rematch's puzzle, drawn ahead, is named only at its own Go", async () => {
    const host = await racer(server, 'Rematch Host');
    const created = await emit<{ ok: boolean; code: string }>(host.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
    await emit(host.socket, 'race:start', { code: created.code });
    const first = await host.watch.until((state) => state.code === created.code && state.status === 'running');
    await play(host.socket, runIdOf(first, host.id), solutionOf(first.puzzleId));
    await host.watch.until((state) => state.code === created.code && state.status === 'finished');
    const seen = host.watch.states.length;
    const lobby = await emit<Joined>(host.socket, 'race:rematch', { code: created.code });
    expect(lobby.race).toMatchObject({ status: 'lobby', puzzleId: null });
    await emit(host.socket, 'race:start', { code: created.code });
    const second = await host.watch.until((state) => state.code === created.code && state.status === 'running' && state.puzzleId !== first.puzzleId);
    expectNothingNamed(before(host.watch.states.slice(seen)));
    expect(second.puzzleId).toMatch(/^fifteen\.v1\.3\./);
  });

  it("a ghost's run is not named before Go either", async () => {
    const ghostly = await racer(server, 'Ghost Maker');
    const solo = await emit<{ ok: boolean; runId: string; puzzleId: string }>(ghostly.socket, 'run:start', { puzzleId: 'fifteen.v1.3.reveal-ghost' });
    await play(ghostly.socket, solo.runId, solutionOf(solo.puzzleId));
    const host = await racer(server, 'Ghost Racer');
    const created = await emit<{ ok: boolean; code: string }>(host.socket, 'race:create', { game: 'fifteen', ghosts: [solo.runId] });
    expect(created.ok).toBe(true);
    const lobby = await host.watch.until((state) => state.code === created.code && state.players.some((player) => player.ghost));
    expectNothingNamed([lobby]);
    await emit(host.socket, 'race:start', { code: created.code });
    const running = await host.watch.until((state) => state.code === created.code && state.status === 'running');
    expect(running.puzzleId).toBe(solo.puzzleId);
    expect(running.players.find((player) => player.ghost)?.runId).toBe(solo.runId);
  });

  it('a quick race too', async () => {
    const ada = await racer(server, 'Quick Reveal Ada');
    const bob = await racer(server, 'Quick Reveal Bob');
    await emit(ada.socket, 'race:quick', { game: 'fifteen' });
    await emit(bob.socket, 'race:quick', { game: 'fifteen' });
    const running = await ada.watch.until((state) => state.status === 'running', 20_000);
    expect(running.puzzleId).toMatch(/^fifteen\.v1\.3\./);
    for (const member of [ada, bob]) expectNothingNamed(before(member.watch.states));
  });
});
