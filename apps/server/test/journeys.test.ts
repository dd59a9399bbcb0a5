import { GAMES, openPuzzle, RULES, solvePuzzle, type GameName } from '@gridrace/core';
import { journeyResponseSchema } from '@gridrace/protocol';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { postgresAvailable } from './support/databases.ts';
import { PacedClock } from './support/human-pace.ts';

// Progress is stored: both databases the server supports keep it.
const databases = [{ database: 'sqlite' as const }, ...((await postgresAvailable()) ? [{ database: 'postgres' as const }] : [])];

let server: TestServer;
/** The server's clock, moved on by a person's pauses between the moves played (the fair-play check flags a program's pace). */
const clock = new PacedClock();

type Ack = { ok: boolean; runStatus: string; result: { timeMs: number | null; score: number } };

async function journey(game: GameName, token?: string) {
  const asked = request(server.url).get(`/api/v1/journeys/${game}`);
  const response = await (token ? asked.set('Authorization', `Bearer ${token}`) : asked).expect(200);
  return journeyResponseSchema.parse(response.body);
}

/** Plays a level with the solver's moves over Socket.IO, ending the run where the game keeps it open (walls). */
async function playLevel(token: string, puzzleId: string): Promise<{ runId: string; ack: Ack }> {
  const socket = await server.connect(token);
  try {
    const started = await emit<{ ok: boolean; runId: string }>(socket, 'run:start', { puzzleId });
    expect(started.ok).toBe(true);
    const opened = openPuzzle(puzzleId);
    if (!opened.ok) throw new Error(opened.error.message);
    let ack: Ack | undefined;
    clock.wait(800);
    for (const [i, move] of solvePuzzle(opened.value).solution.entries()) {
      clock.pause();
      ack = await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: i + 1, move });
      expect(ack.ok).toBe(true);
    }
    if (ack?.runStatus === 'playing') ack = await emit<Ack>(socket, 'run:finish', { runId: started.runId });
    return { runId: started.runId, ack: ack! };
  } finally {
    socket.disconnect();
  }
}

describe.each(databases)('journeys through the real server ($database)', ({ database }) => {
  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('without a token: every level listed, only the first unlocked', async () => {
    for (const game of GAMES) {
      const answer = await journey(game);
      expect(answer.levels.map((level) => level.puzzleId)).toEqual(RULES[game].journey.levels.map((level) => level.puzzleId));
      expect(answer.levels.filter((level) => level.unlocked).map((level) => level.level)).toEqual([1]);
      expect(answer.completed).toBe(0);
    }
  });

  for (const game of GAMES) {
    it(`${game}: playing the first three levels unlocks each next one, with the best runs shown`, async () => {
      const player = (
        await request(server.url)
          .post('/api/v1/players')
          .send({ name: `${game} traveller` })
          .expect(201)
      ).body as { token: string };
      const levels = RULES[game].journey.levels;
      // A locked level played anyway completes nothing.
      await playLevel(player.token, levels[2]!.puzzleId);
      expect((await journey(game, player.token)).completed).toBe(0);
      for (let i = 0; i < 3; i++) {
        const { runId, ack } = await playLevel(player.token, levels[i]!.puzzleId);
        expect(['solved', 'ended']).toContain(ack.runStatus);
        const answer = await journey(game, player.token);
        expect(answer.completed).toBe(i + 1);
        expect(answer.levels[i]).toMatchObject({ completed: true, unlocked: true });
        expect(answer.levels[i]!.best?.runId).toBeDefined();
        // Level 3 has two ranked runs (one played while locked): its best is either.
        if (i === 1) expect(answer.levels[i]!.best?.runId).toBe(runId);
        expect(answer.levels[i + 1]).toMatchObject({ unlocked: true, completed: false });
        // Level 3 was played while locked: that run is its best, though it completed nothing.
        if (i + 1 !== 2) expect(answer.levels[i + 1]!.best).toBeNull();
        else expect(answer.levels[i + 1]!.best).not.toBeNull();
        expect(answer.levels[i + 2]!.unlocked).toBe(false);
      }
      // Each level is a puzzle with its own leaderboard, where the run ranks.
      const board = await request(server.url).get(`/api/v1/leaderboards/${levels[1]!.puzzleId}`).set('Authorization', `Bearer ${player.token}`).expect(200);
      expect(board.body.own.rank).toBe(1);
    }, 120_000);
  }

  it('an unknown game is a 400 and a bad token a 401', async () => {
    await request(server.url).get('/api/v1/journeys/chess').expect(400);
    await request(server.url).get('/api/v1/journeys/same').set('Authorization', 'Bearer nope').expect(401);
  });
});
