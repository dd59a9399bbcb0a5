import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaceStateView } from '@gridrace/protocol';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { play, playerIn, racer, RaceWatch, runIdOf, solutionOf, type Racer } from './support/races.ts';

const GRACE_MS = 600;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ races: { countdownMs: 200, reconnectGraceMs: GRACE_MS } });
});
afterAll(async () => {
  await server?.close();
});

type Joined = { ok: boolean; race: RaceStateView | null; error?: { code: string } };
const standings = (state: RaceStateView) => state.players.map((p) => [p.name, p.status, p.rank]);

/** A fifteen 3x3 race of `racers`, the first one hosting, started and running. */
async function runningRace(racers: Racer[], seed: string): Promise<{ code: string; running: RaceStateView; moves: unknown[] }> {
  const [host, ...guests] = racers;
  const { code } = await emit<{ code: string }>(host!.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed });
  for (const guest of guests) await emit(guest.socket, 'race:join', { code });
  await emit(host!.socket, 'race:start', { code });
  const running = await host!.watch.until((s) => s.code === code && s.status === 'running');
  return { code, running, moves: solutionOf(running.puzzleId) };
}

describe("a finished race's results", () => {
  it('stay as they were for everyone when the winner leaves, after a reload too; the rematch goes on without them', async () => {
    const ada = await racer(server, 'Winner');
    const bob = await racer(server, 'Second');
    const { code, running, moves } = await runningRace([ada, bob], 'results-stay');
    await play(ada.socket, runIdOf(running, ada.id), moves);
    await play(bob.socket, runIdOf(running, bob.id), moves);
    const finished = await bob.watch.until((s) => s.status === 'finished');
    expect(standings(finished)).toEqual([
      ['Winner', 'finished', 1],
      ['Second', 'finished', 2],
    ]);

    expect(await emit<Joined>(ada.socket, 'race:leave', { code })).toEqual({ ok: true, race: expect.objectContaining({ code }) });
    // The room hears the leave (the host role passed on), and the results are the same.
    const afterLeave = await bob.watch.until((s) => playerIn(s, bob.id)?.role === 'host');
    expect(afterLeave.status).toBe('finished');
    expect(standings(afterLeave)).toEqual(standings(finished));
    // A reload: the page joins again and is told the race as it is kept.
    bob.socket.disconnect();
    bob.socket = await server.connect(bob.token);
    const reloaded = await emit<Joined>(bob.socket, 'race:join', { code });
    expect(standings(reloaded.race!)).toEqual(standings(finished));
    // The leaver cannot leave twice; the rematch goes on without them.
    expect(await emit<Joined>(ada.socket, 'race:leave', { code })).toMatchObject({ ok: false, error: { code: 'not_in_race' } });
    const rematch = await emit<Joined>(bob.socket, 'race:rematch', { code });
    expect(rematch.race?.players.map((p) => [p.name, p.role, p.status])).toEqual([['Second', 'host', 'waiting']]);
  });
});

describe('a racer whose tab closes mid-race', () => {
  it('is shown away until a time on the server clock; at its end they are dnf and the results final', async () => {
    const ada = await racer(server, 'Finisher');
    const bob = await racer(server, 'Closed tab');
    const { code, running, moves } = await runningRace([ada, bob], 'tab-closed');
    await play(ada.socket, runIdOf(running, ada.id), moves);
    const droppedAt = Date.now();
    bob.socket.disconnect();
    const away = await ada.watch.until((s) => playerIn(s, bob.id)?.away === true);
    const { awayUntil } = playerIn(away, bob.id)!;
    // Dropped at most a moment before the server saw it: out one grace period later, by its clock.
    expect(awayUntil).toBeGreaterThanOrEqual(droppedAt + GRACE_MS);
    expect(awayUntil! - away.serverNow).toBeLessThanOrEqual(GRACE_MS);
    expect(awayUntil! - away.serverNow).toBeGreaterThan(GRACE_MS / 2);
    expect(playerIn(away, ada.id)).toMatchObject({ status: 'finished', away: false, awayUntil: null });
    expect(away.status).toBe('running');

    const final = await ada.watch.until((s) => s.status === 'finished', 5000);
    expect(final.serverNow).toBeGreaterThanOrEqual(awayUntil!);
    expect(standings(final)).toEqual([
      ['Finisher', 'finished', 1],
      ['Closed tab', 'dnf', 2],
    ]);
    expect(playerIn(final, bob.id)).toMatchObject({ away: false, awayUntil: null });
    // Back too late: the results do not change, and leaving them changes nothing either.
    bob.socket = await server.connect(bob.token);
    bob.watch = new RaceWatch(bob.socket);
    const back = await emit<Joined>(bob.socket, 'race:join', { code });
    expect(standings(back.race!)).toEqual(standings(final));
    expect(await emit<Joined>(bob.socket, 'race:leave', { code })).toMatchObject({ ok: true });
    const rejoined = await emit<Joined>(ada.socket, 'race:join', { code });
    expect(standings(rejoined.race!)).toEqual(standings(final));
  });
});
