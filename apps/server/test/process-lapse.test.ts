import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { play, playerIn, racer, runIdOf, solutionOf } from './support/races.ts';

// One process whose heartbeat runs out while it lives (a long stall, Redis out of reach): its
// own sweep then lets go of its old id, as any other process's would. The clock jumps ahead
// to make the heartbeat run out at once.
const PROCESS_TIMEOUT_MS = 2000;
const GRACE_MS = 400;
let skew = 0;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    now: () => Date.now() + skew,
    configOverrides: { processTimeoutMs: PROCESS_TIMEOUT_MS },
    races: { countdownMs: 200, reconnectGraceMs: GRACE_MS },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('a process whose heartbeat lapsed', () => {
  it('holds its racers again under its new id: they carry on, never dnf', async () => {
    const ada = await racer(server, 'Ada');
    const bob = await racer(server, 'Bob');
    const { code } = await emit<{ code: string }>(ada.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'lapse' });
    await emit(bob.socket, 'race:join', { code });
    await emit(ada.socket, 'race:start', { code });
    const running = await ada.watch.until((s) => s.status === 'running');

    skew += 10 * PROCESS_TIMEOUT_MS;
    // A few beats and sweeps later, and past the grace period of anyone let go of.
    await sleep(PROCESS_TIMEOUT_MS + GRACE_MS * 3);
    for (const id of [ada.id, bob.id]) expect(playerIn(ada.watch.last, id)).toMatchObject({ status: 'playing', away: false });

    const moves = solutionOf(running.puzzleId);
    await play(ada.socket, runIdOf(running, ada.id), moves);
    await play(bob.socket, runIdOf(running, bob.id), moves);
    const end = await bob.watch.until((s) => s.status === 'finished');
    expect(end.players.map((p) => [p.name, p.status])).toEqual([
      ['Ada', 'finished'],
      ['Bob', 'finished'],
    ]);
  });
});
