import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { request as emit } from './support/app.ts';
import { serversOnOneFile, stopServer } from './support/process.ts';
import { play, playerIn, RaceWatch, runIdOf, solutionOf } from './support/races.ts';

// Without Redis the races live in the database: a server killed without a word (kill -9) and
// started again has every race change its players were told of.

const servers = serversOnOneFile('race-kill', 'race-kill-secret-0123456789');
const { start, connect } = servers;

afterAll(() => servers.cleanUp());

type RaceAck = { ok: boolean; race: { status: string; players: { id: string; runId: string | null; progress: number; score: number; status: string }[] } };
type RunAck = { ok: boolean; seq: number; state: { moves: number } };

describe('a race after kill -9', () => {
  it('is found with its racers, their runs and the progress they were shown, and goes on', async () => {
    const first = await start();
    const players = [];
    for (const name of ['Ann', 'Bob'])
      players.push((await request(first.url).post('/api/v1/players').send({ name }).expect(201)).body as { token: string; player: { id: string } });
    const [ann, bob] = players as [(typeof players)[0], (typeof players)[0]];
    const [annSocket, bobSocket] = [await connect(first.url, ann.token), await connect(first.url, bob.token)];
    const watch = new RaceWatch(annSocket);
    const { code } = await emit<{ code: string }>(annSocket, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'killed' });
    await emit(bobSocket, 'race:join', { code });
    await emit(annSocket, 'race:start', { code });
    const started = await watch.until((s) => s.status === 'running', 15_000);
    const moves = solutionOf(started.puzzleId);
    const [annRun, bobRun] = [runIdOf(started, ann.player.id), runIdOf(started, bob.player.id)];
    await play(annSocket, annRun, moves.slice(0, 3));
    await play(bobSocket, bobRun, moves.slice(0, 2));
    // Progress is shown at most every 250 ms: by then the room has seen the last move.
    await sleep(1000);
    const shown = watch.last!;
    await stopServer(first, 'SIGKILL');

    const second = await start();
    const annBack = await connect(second.url, ann.token);
    const joined = await emit<RaceAck>(annBack, 'race:join', { code });
    expect(joined).toMatchObject({ ok: true, race: { status: 'running' } });
    for (const player of [ann, bob]) {
      const stored = joined.race.players.find((p) => p.id === player.player.id)!;
      expect(stored.runId).toBe(runIdOf(started, player.player.id));
      const { progress, score } = playerIn(shown, player.player.id)!;
      expect(stored).toMatchObject({ progress, score });
    }
    const bobBack = await connect(second.url, bob.token);
    expect(await emit<RunAck>(bobBack, 'run:resume', { runId: bobRun })).toMatchObject({ ok: true, seq: 2, state: { moves: 2 } });
    // Both carry on to the end of the race on the new server.
    const after = new RaceWatch(annBack);
    await play(annBack, annRun, moves.slice(3), 4);
    await play(bobBack, bobRun, moves.slice(2), 3);
    const finished = await after.until((s) => s.status === 'finished', 15_000);
    expect(finished.players.map((p) => p.status)).toEqual(['finished', 'finished']);
  }, 120_000);
});
