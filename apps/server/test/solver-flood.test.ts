import { applyMove, openPuzzle, solvePuzzle, startState, type PlayState, type Puzzle } from '@gridrace/core';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { GatedSolver } from './support/gated-solver.ts';
import { racer, runIdOf, type Racer } from './support/races.ts';

/** A clock that stands still: the retry times are exact. */
const CLOCK = Date.UTC(2026, 5, 1, 12);

type Refusal = { ok: false; error: { code: string; message: string; reason?: { key: string; values?: Record<string, number> } } };
type Ack = { ok: boolean; error?: Refusal['error']; runId?: string; hint?: unknown; seq?: number };

async function newPlayer(server: TestServer, name: string) {
  const { token } = (await request(server.url).post('/api/v1/players').send({ name }).expect(201)).body as { token: string };
  return server.connect(token);
}

/** A puzzle nobody has solved yet: 6x6 pars take seconds of a solver thread; 3x3 ones, where the solver here is in-process, none. */
const fresh = (label: string, i: number, size = 6) => `fifteen.v1.${size}.flood-${label}-${i}`;

describe('requests that make the solver solve a new par', () => {
  it('are limited per player: past the limit race:create and run:start are refused with rate_limited and when to retry', async () => {
    const server = await startTestServer({
      now: () => CLOCK,
      solver: new GatedSolver({ open: true }).asSolver,
      configOverrides: { parRequestsPerMinute: 3, parRequestsPerMinutePerAddress: 1000 },
    });
    try {
      const flooder = await newPlayer(server, 'Flooder');
      const acks: Ack[] = [];
      for (let i = 0; i < 5; i++) acks.push(await emit<Ack>(flooder, 'race:create', { game: 'fifteen', params: { size: 3 } }));
      expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, false, false]);
      const refused = acks[3]!.error!;
      expect(refused.code).toBe('rate_limited');
      expect(refused.message).toMatch(/at most 3 a minute per player\); retry in 20 s/);
      expect(refused.reason).toEqual({ key: 'new_puzzles.too_many', values: { retryInS: 20 } });
      const start = await emit<Ack>(flooder, 'run:start', { puzzleId: fresh('start', 1, 3) });
      expect(start.error?.code).toBe('rate_limited');

      // Nothing new to solve costs nothing: a puzzle whose par is known, by id or by seed.
      const known = await newPlayer(server, 'Known');
      const first = await emit<Ack>(known, 'run:start', { puzzleId: fresh('known', 1, 3) });
      expect(first.ok).toBe(true);
      for (let i = 0; i < 5; i++) expect((await emit<Ack>(flooder, 'run:start', { puzzleId: fresh('known', 1, 3) })).ok).toBe(true);
      expect((await emit<Ack>(flooder, 'race:create', { game: 'fifteen', params: { size: 3 }, seed: 'flood-known-1' })).ok).toBe(true);
      // Another player is not held up by the flooder's limit.
      expect((await emit<Ack>(known, 'race:create', { game: 'fifteen', params: { size: 3 } })).ok).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('are limited per address: POST /puzzles and GET /puzzles/{new id} answer 429 rate_limited with Retry-After, whoever the player', async () => {
    const server = await startTestServer({
      now: () => CLOCK,
      solver: new GatedSolver({ open: true }).asSolver,
      configOverrides: { parRequestsPerMinute: 1000, parRequestsPerMinutePerAddress: 4, trustProxy: true },
    });
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      for (let i = 0; i < 3; i++)
        await request(server.url)
          .post('/api/v1/puzzles')
          .set(from('203.0.113.9'))
          .send({ game: 'fifteen', params: { size: 3 } })
          .expect(201);
      await request(server.url)
        .get(`/api/v1/puzzles/${fresh('get', 1, 3)}`)
        .set(from('203.0.113.9'))
        .expect(200);
      const refused = await request(server.url)
        .post('/api/v1/puzzles')
        .set(from('203.0.113.9'))
        .send({ game: 'fifteen', params: { size: 3 } })
        .expect(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.body.error.message).toMatch(/at most 4 a minute from one address\); retry in 15 s/);
      expect(refused.headers['retry-after']).toBe('15');
      await request(server.url)
        .get(`/api/v1/puzzles/${fresh('get', 2, 3)}`)
        .set(from('203.0.113.9'))
        .expect(429);
      // A puzzle already solved is free; so is another address.
      await request(server.url)
        .get(`/api/v1/puzzles/${fresh('get', 1, 3)}`)
        .set(from('203.0.113.9'))
        .expect(200);
      await request(server.url)
        .post('/api/v1/puzzles')
        .set(from('198.51.100.7'))
        .send({ game: 'fifteen', params: { size: 3 } })
        .expect(201);
      // Sockets see the address as REST does (TRUST_PROXY): one address, many players, one limit.
      const sockets = await Promise.all(['One', 'Two'].map((name) => newPlayer(server, name)));
      const acks: Ack[] = [];
      for (let i = 0; i < 6; i++) acks.push(await emit<Ack>(sockets[i % 2]!, 'race:create', { game: 'fifteen', params: { size: 3 } }));
      expect(acks.filter((ack) => ack.ok).length).toBe(4);
      expect(acks.at(-1)?.error?.code).toBe('rate_limited');
    } finally {
      await server.close();
    }
  });
});

describe('the solver queue', () => {
  it("is bounded: a full queue answers 503 unavailable at once, and a victim's small par still comes before the flood's", { timeout: 120_000 }, async () => {
    const server = await startTestServer({
      configOverrides: { solverThreads: 1, solverQueueMax: 4, parRequestsPerMinute: 1000, parRequestsPerMinutePerAddress: 1000, trustProxy: true },
    });
    try {
      const flood = (i: number) =>
        request(server.url)
          .get(`/api/v1/puzzles/${fresh('queue', i, 5)}`)
          .set({ 'X-Forwarded-For': '203.0.113.9' });
      // Three slow pars (a 5x5 is a second or two each) from one address: one being solved, two waiting.
      const waiting = [0, 1, 2].map((i) => flood(i).then((answer) => answer));
      await expect.poll(() => [0, 1, 2].every((i) => server.app.services.catalog.solvingPar(fresh('queue', i, 5)))).toBe(true);
      const victim = request(server.url)
        .post('/api/v1/puzzles')
        .set({ 'X-Forwarded-For': '198.51.100.7' })
        .send({ game: 'fifteen', params: { size: 3 } });
      const victimPuzzle = (await victim.expect(201)).body as { id: string; parPending: boolean };
      // Full now: every further new par is refused at once.
      const asked = Date.now();
      const refusals = await Promise.all([3, 4, 5, 6, 7, 8].map((i) => flood(i)));
      expect(Date.now() - asked).toBeLessThan(2000);
      for (const refused of refusals) {
        expect(refused.status).toBe(503);
        expect(refused.body.error.code).toBe('unavailable');
        expect(refused.body.error.message).toMatch(/solver is busy/);
      }
      // The victim's 3x3 par comes after the one slow par in hand, not after the whole flood.
      const par = await request(server.url).get(`/api/v1/puzzles/${victimPuzzle.id}`).expect(200);
      expect(par.body.par).toBeGreaterThan(0);
      expect(server.app.services.catalog.solvingPar(fresh('queue', 2, 5))).toBe(true);
      for (const answer of await Promise.all(waiting)) expect(answer.status).toBe(200);
      // The queue drained: new pars are taken again.
      await flood(9).expect(200);
    } finally {
      await server.close();
    }
  });
});

type RaceAck = { ok: boolean; code?: string; race?: { puzzleId: string | null }; error?: { code: string; message: string; retryAfterMs?: number } };

/**
 * A host's loop as a flood would run it: a room of their own, then round after round (start,
 * give up, rematch), each round's start drawing the next round's puzzle. Answers the rematches
 * up to the first refused (at most `rounds`).
 */
async function roundAfterRound(host: Racer, rounds: number): Promise<RaceAck[]> {
  const created = await emit<RaceAck>(host.socket, 'race:create', { game: 'fifteen', params: { size: 3 } });
  expect(created.ok).toBe(true);
  const code = created.code!;
  // Each round's puzzle is named at "Go" (docs/fair-play.md#races-reveal-their-puzzle-at-go), and is a new one
  // (the watch answers from every state heard so far, so a round is known by a puzzle not seen before).
  const played = new Set<string>();
  let previous: string | null = null;
  const rematches: RaceAck[] = [];
  for (let round = 1; round <= rounds; round++) {
    expect((await emit<RaceAck>(host.socket, 'race:start', { code })).ok).toBe(true);
    const running = await host.watch.until((s) => s.code === code && s.status === 'running' && s.puzzleId !== null && !played.has(s.puzzleId));
    previous = running.puzzleId!;
    played.add(previous);
    await emit(host.socket, 'run:finish', { runId: runIdOf(running, host.id) });
    await host.watch.until((s) => s.status === 'finished' && s.puzzleId === previous);
    const rematch = await emit<RaceAck>(host.socket, 'race:rematch', { code });
    rematches.push(rematch);
    if (!rematch.ok) break;
  }
  return rematches;
}

describe("a race's next puzzle, drawn when a round starts", () => {
  // The solver never answers here: every par queued stays in its queue, to be counted.
  it('is charged to whoever started the round: a host looping rounds is refused past the limit, and the queue holds what was charged', { timeout: 60_000 }, async () => {
    const solver = new GatedSolver();
    const server = await startTestServer({
      solver: solver.asSolver,
      races: { countdownMs: 50 },
      configOverrides: { parRequestsPerMinute: 1000, parRequestsPerMinutePerAddress: 4 },
    });
    try {
      const host = await racer(server, 'Looper');
      const rematches = await roundAfterRound(host, 12);
      // Four to charge: the room's first puzzle, then the next puzzles of three rounds. The
      // fourth round's start draws nothing ahead, so its rematch draws its own, and is refused.
      // (One more may pass if a token came back meanwhile: one comes every 15 s.)
      const refused = rematches.at(-1)!;
      expect(refused.ok).toBe(false);
      expect(refused.error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/at most 4 a minute from one address\); retry in \d+ s/) });
      expect(refused.error!.retryAfterMs).toBeGreaterThan(0);
      expect(rematches.length).toBeGreaterThanOrEqual(4);
      expect(rematches.length).toBeLessThanOrEqual(5);
      expect(solver.pending.length).toBeLessThanOrEqual(5);
    } finally {
      await server.close();
    }
  });

  it(
    'waits within a bound of its own (SOLVER_QUEUE_MAX): past it none is drawn ahead, and the rematch is refused as busy once the queue is full',
    { timeout: 60_000 },
    async () => {
      const solver = new GatedSolver();
      const server = await startTestServer({ solver: solver.asSolver, races: { countdownMs: 50 }, configOverrides: { solverQueueMax: 2 } });
      try {
        const host = await racer(server, 'Filler');
        const rematches = await roundAfterRound(host, 12);
        // The room's puzzle and two drawn ahead; then two drawn by rematches fill the players' queue.
        expect(rematches.map((ack) => ack.ok)).toEqual([true, true, true, false]);
        expect(rematches.at(-1)!.error).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/solver is busy/) });
        expect(solver.pending.length).toBe(4);
      } finally {
        await server.close();
      }
    },
  );
});

/** A legal move that is not the known solution's first: the player leaves the solver's line. */
function offTheLine(puzzle: Puzzle): unknown {
  const start: PlayState = startState(puzzle);
  const first = JSON.stringify(puzzle.solution[0]);
  const board = start.board as { cols: number; rows: number };
  for (let y = 0; y < board.rows; y++) {
    for (let x = 0; x < board.cols; x++) {
      if (JSON.stringify({ x, y }) !== first && applyMove(puzzle, start, { x, y }).ok) return { x, y };
    }
  }
  throw new Error('no move off the line');
}

const solved = (id: string) => {
  const opened = openPuzzle(id);
  if (!opened.ok) throw new Error(opened.error.message);
  return solvePuzzle(opened.value);
};

describe('hints', () => {
  it('are limited per run and per player a minute (rate_limited, the request refused and its seq still free)', { timeout: 60_000 }, async () => {
    const server = await startTestServer({ now: () => CLOCK, configOverrides: { hintsPerRun: 3, hintsPerMinute: 5 } });
    try {
      const player = await newPlayer(server, 'Hinter');
      const first = await emit<Ack>(player, 'run:start', { puzzleId: 'fifteen.v1.3.hints-a' });
      for (let seq = 1; seq <= 3; seq++) expect(await emit<Ack>(player, 'run:hint', { runId: first.runId, seq })).toMatchObject({ ok: true, seq });
      const perRun = await emit<Ack>(player, 'run:hint', { runId: first.runId, seq: 4 });
      expect(perRun.error).toMatchObject({ code: 'rate_limited', reason: { key: 'hints.run_limit', values: { limit: 3 } } });
      expect(perRun.seq).toBe(3);
      const second = await emit<Ack>(player, 'run:start', { puzzleId: 'fifteen.v1.3.hints-b' });
      for (let seq = 1; seq <= 2; seq++) expect((await emit<Ack>(player, 'run:hint', { runId: second.runId, seq })).ok).toBe(true);
      const perMinute = await emit<Ack>(player, 'run:hint', { runId: second.runId, seq: 3 });
      expect(perMinute.error?.code).toBe('rate_limited');
      expect(perMinute.error?.message).toMatch(/at most 5 a minute; retry in 12 s/);
      expect(perMinute.error?.reason).toEqual({ key: 'hints.too_many', values: { retryInS: 12 } });
      // A move goes on with the seq the refused hint left free.
      expect((await emit<Ack>(player, 'run:undo', { runId: second.runId, seq: 3 })).error?.code).toBe('nothing_to_undo');
    } finally {
      await server.close();
    }
  });

  it('are bounded in work: toward a walls layout without a search, off the line a bounded search that may know none (hint null)', { timeout: 120_000 }, async () => {
    const server = await startTestServer();
    try {
      const player = await newPlayer(server, 'Stray');
      const hintAfter = async (puzzleId: string, move: unknown) => {
        const started = await emit<Ack>(player, 'run:start', { puzzleId });
        expect((await emit<Ack>(player, 'run:move', { runId: started.runId, seq: 1, move })).ok).toBe(true);
        return { answer: await emit<Ack>(player, 'run:hint', { runId: started.runId, seq: 2 }) };
      };
      // Par known first (the run then starts with it), as after any par has come.
      const walls = 'walls.v1.complex.flood-hint';
      await request(server.url).get(`/api/v1/puzzles/${walls}`).expect(200);
      const stray = offTheLine(solved(walls));
      const toward = await hintAfter(walls, stray);
      // Off the solver's order, a walls hint takes back the stray wall: toward par's layout, with no search.
      expect(toward.answer.hint).toEqual(stray);

      const same = 'same.v1.25x40c3r5.probe-c';
      await request(server.url).get(`/api/v1/puzzles/${same}`).expect(200);
      // Off the line on a full 25x40 board the bounded search finds no clearing (a par's search
      // does, in about a second): the answer says so, a hint of null ("no hint is known from here").
      const none = await hintAfter(same, offTheLine(solved(same)));
      expect(none.answer).toMatchObject({ ok: true, hint: null });
    } finally {
      await server.close();
    }
  });
});
