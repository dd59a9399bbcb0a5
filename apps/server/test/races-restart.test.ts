import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { reopenableDatabase, type ReopenableDatabase } from './support/databases.ts';
import { humanPauseMs } from './support/human-pace.ts';
import { asAccount, play, playerIn, racer, RaceWatch, runIdOf, solutionOf, type Racer } from './support/races.ts';
import { storeBackends } from './support/store-backends.ts';

// Without Redis the races live in the database (docs/operations.md#several-processes): a server started again on it carries
// them on, their clocks included.

/** Longer than a restart takes on a busy machine: a racer who comes back after it is back in time. */
const GRACE_MS = 8000;
type RunAck = { ok: boolean; seq: number; runStatus: string; state: { moves: number } };
type RaceAck = { ok: boolean; error?: { code: string }; race: { status: string; players: { id: string; runId: string | null; progress: number }[] } };

const serverOn = async (database: ReopenableDatabase, countdownMs: number) => startTestServer({ store: await database.open(), races: { countdownMs, reconnectGraceMs: GRACE_MS } });

/** The racer on a new connection to `server` (their page reloaded after the restart). */
async function reconnect(who: Racer, server: TestServer): Promise<void> {
  who.socket = await server.connect(who.token);
  who.watch = new RaceWatch(who.socket);
}

/** Plays `moves` from `firstSeq` on, a person's pace apart (a faster run is flagged and not rated). */
async function playAtPace(who: Racer, runId: string, moves: readonly unknown[], firstSeq: number): Promise<void> {
  for (const [index, move] of moves.entries()) {
    await play(who.socket, runId, [move], firstSeq + index);
    // A person's varied pace, about 60 ms apart: the fair-play check flags a steady beat, and a flagged run is rated by nobody.
    await sleep(humanPauseMs(firstSeq + index, 0.5));
  }
}

async function ratingOf(server: TestServer, playerId: string): Promise<{ rating: number; games: number } | undefined> {
  return (await request(server.url).get(`/api/v1/players/${playerId}`).expect(200)).body.ratings.fifteen;
}

for (const { name } of storeBackends) {
  describe(`races on ${name} after a restart`, () => {
    it('a race in play is found again: its racers reconnect and carry on, its time limit ends it, and it is rated', async () => {
      const database = reopenableDatabase(name as 'sqlite' | 'postgres');
      const first = await serverOn(database, 200);
      const [ann, bob] = [await racer(first, 'Ann'), await racer(first, 'Bob')];
      // Accounts (only they are rated), on a board the server draws (a rated room takes no seed).
      await asAccount(first.store, ann, `Ann${name}`);
      await asAccount(first.store, bob, `Bob${name}`);
      const { code } = await emit<{ code: string }>(ann.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, timeLimitS: 15 });
      await emit(bob.socket, 'race:join', { code });
      await emit(ann.socket, 'race:rated', { code, rated: true });
      await emit(ann.socket, 'race:start', { code });
      const running = await ann.watch.until((s) => s.status === 'running');
      const moves = solutionOf(running.puzzleId);
      const [annRun, bobRun] = [runIdOf(running, ann.id), runIdOf(running, bob.id)];
      await playAtPace(ann, annRun, moves.slice(0, 3), 1);
      await playAtPace(bob, bobRun, moves.slice(0, 2), 1);
      const bobBefore = await emit<RunAck>(bob.socket, 'run:resume', { runId: bobRun });
      await first.close();

      const second = await serverOn(database, 200);
      try {
        await reconnect(ann, second);
        const joined = await emit<RaceAck>(ann.socket, 'race:join', { code });
        expect(joined).toMatchObject({ ok: true, race: { status: 'running' } });
        expect(joined.race.players.map((p) => p.runId)).toEqual([annRun, bobRun]);
        await reconnect(bob, second);
        const resumed = await emit<RunAck>(bob.socket, 'run:resume', { runId: bobRun });
        expect(resumed).toMatchObject({ ok: true, seq: 2, runStatus: 'playing' });
        expect(resumed.state).toEqual(bobBefore.state);
        // Both back: nobody is away, so no grace period drops Bob while he thinks.
        await ann.watch.until((s) => s.players.every((p) => !p.away));

        await playAtPace(ann, annRun, moves.slice(3), 4);
        expect(playerIn(await ann.watch.until((s) => playerIn(s, ann.id)?.status === 'finished'), bob.id)?.status).toBe('playing');
        // Bob never finishes: the time limit, timed by the new server, ends the race.
        const finished = await bob.watch.until((s) => s.status === 'finished', 20_000);
        expect(playerIn(finished, ann.id)).toMatchObject({ status: 'finished', rank: 1 });
        expect(playerIn(finished, bob.id)).toMatchObject({ status: 'dnf' });
        await expect.poll(() => ratingOf(second, ann.id)).toMatchObject({ games: 1 });
        expect((await ratingOf(second, ann.id))!.rating).toBeGreaterThan((await ratingOf(second, bob.id))!.rating);
      } finally {
        await second.close();
        await database.dispose();
      }
    }, 60_000);

    it('a countdown that spans the restart starts the race on the new server; a racer who never comes back is dnf after the grace period', async () => {
      const database = reopenableDatabase(name as 'sqlite' | 'postgres');
      const first = await serverOn(database, 2500);
      const [ann, bob] = [await racer(first, 'Ann'), await racer(first, 'Bob')];
      const { code } = await emit<{ code: string }>(ann.socket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: `countdown-${name}` });
      await emit(bob.socket, 'race:join', { code });
      await emit(ann.socket, 'race:start', { code });
      await ann.watch.until((s) => s.status === 'countdown');
      await first.close();

      const second = await serverOn(database, 2500);
      try {
        await reconnect(ann, second);
        expect(await emit<RaceAck>(ann.socket, 'race:join', { code })).toMatchObject({ ok: true });
        const running = await ann.watch.until((s) => s.status === 'running', 10_000);
        const annRun = runIdOf(running, ann.id);
        await play(ann.socket, annRun, solutionOf(running.puzzleId));
        const finished = await ann.watch.until((s) => s.status === 'finished', 20_000);
        expect(playerIn(finished, ann.id)).toMatchObject({ status: 'finished', rank: 1 });
        expect(playerIn(finished, bob.id)).toMatchObject({ status: 'dnf' });
      } finally {
        await second.close();
        await database.dispose();
      }
    }, 60_000);
  });
}
