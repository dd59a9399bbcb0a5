import { applyMove, openPuzzle, replay, solvePuzzle, startState, stuckEnding, type GameName } from '@gridrace/core';
import { runStartedAckSchema, runStateAckSchema } from '@gridrace/protocol';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { postgresAvailable } from './support/databases.ts';
import { PacedClock } from './support/human-pace.ts';

// The whole game flow runs on both databases the server supports.
const databases = [{ database: 'sqlite' as const }, ...((await postgresAvailable()) ? [{ database: 'postgres' as const }] : [])];

let server: TestServer;
/** The server's clock, moved on by a person's pauses between the moves played (the fair-play check flags a program's pace). */
const clock = new PacedClock();

async function guest(name: string): Promise<{ id: string; token: string }> {
  const response = await request(server.url).post('/api/v1/players').send({ name }).expect(201);
  return { id: response.body.player.id, token: response.body.token };
}

function solutionOf(puzzleId: string): { moves: unknown[]; par: number | null } {
  const opened = openPuzzle(puzzleId);
  if (!opened.ok) throw new Error(opened.error.message);
  const solved = solvePuzzle(opened.value);
  return { moves: [...solved.solution], par: solved.par };
}

type Ack = {
  ok: boolean;
  seq: number;
  elapsedMs: number;
  result: { timeMs: number | null; score: number };
  runStatus: string;
  state: { status: string; moves: number; score: number };
  error?: { code: string };
};

/** A guest plays a whole run with the solver's moves; the game's own end is checked by the caller. */
async function playThrough(game: GameName, puzzleId: string) {
  const player = await guest(`${game} fan`);
  const socket = await server.connect(player.token);
  // Par known before the start (the puzzle asked for first), as for most boards: runs that
  // start before their par are `par-later.test.ts`'s.
  await request(server.url).get(`/api/v1/puzzles/${puzzleId}`).expect(200);
  const started = await emit<{ ok: boolean; runId: string; board: unknown; startedAt: number; timeLimitMs: number | null; parPending: boolean }>(socket, 'run:start', { puzzleId });
  expect(started.parPending).toBe(false);
  expect(started.ok).toBe(true);
  // The acks are exactly the shapes the shared protocol promises clients.
  runStartedAckSchema.parse(started);
  const { moves } = solutionOf(puzzleId);
  expect(moves.length).toBeGreaterThan(0);
  let last: Ack | undefined;
  clock.wait(800);
  for (const [index, move] of moves.entries()) {
    clock.pause();
    last = await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: index + 1, move });
    expect(last.ok, JSON.stringify(last)).toBe(true);
    expect(last.seq).toBe(index + 1);
    runStateAckSchema.parse(last);
  }
  return { player, socket, runId: started.runId, started, last: last!, moves };
}

async function expectOnLeaderboard(puzzleId: string, player: { id: string; token: string }, runId: string, timeMs: number) {
  const board = await request(server.url).get(`/api/v1/leaderboards/${puzzleId}`).set('Authorization', `Bearer ${player.token}`).expect(200);
  expect(board.body.total).toBe(1);
  expect(board.body.entries[0]).toMatchObject({ rank: 1, player: { id: player.id }, runId, timeMs });
  expect(board.body.own).toEqual(board.body.entries[0]);
}

async function expectVerifiedReplay(runId: string, moves: unknown[]) {
  const run = await request(server.url).get(`/api/v1/runs/${runId}`).expect(200);
  expect(run.body.verified).toBe(true);
  expect(run.body.log.map((entry: { move: unknown }) => entry.move)).toEqual(moves);
  const offsets = run.body.log.map((entry: { atMs: number }) => entry.atMs);
  expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  return run.body;
}

describe.each(databases)('a guest plays a run to the end over Socket.IO ($database)', ({ database }) => {
  beforeAll(async () => {
    server = await startTestServer({ database, now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('fifteen 3x3 with the solver moves: solved, timed by the server, on the leaderboard, replay verified', async () => {
    const puzzleId = 'fifteen.v1.3.race';
    const { player, runId, last, moves, socket } = await playThrough('fifteen', puzzleId);
    expect(last.runStatus).toBe('solved');
    expect(last.state.status).toBe('solved');
    // The time that ranks is the solving move's, said in the ack as the leaderboard will say it.
    expect(last.result).toEqual({ timeMs: last.elapsedMs, score: last.state.score });
    // The clock stopped on the solving move.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const resumed = await emit<Ack>(socket, 'run:resume', { runId });
    expect(resumed.elapsedMs).toBe(last.elapsedMs);
    await expectOnLeaderboard(puzzleId, player, runId, last.elapsedMs);
    const run = await expectVerifiedReplay(runId, moves);
    expect(run).toMatchObject({ status: 'solved', ranked: true, timeMs: last.elapsedMs, moves: last.state.moves });

    // The player's page shows it as a personal best and in the history.
    const page = await request(server.url).get(`/api/v1/players/${player.id}`).expect(200);
    expect(page.body.player).toMatchObject({ id: player.id, name: 'fifteen fan' });
    expect(page.body.personalBests).toEqual([expect.objectContaining({ runId, puzzleId, status: 'solved', timeMs: last.elapsedMs })]);
    expect(page.body.history.map((entry: { runId: string }) => entry.runId)).toEqual([runId]);

    const metrics = (await request(server.url).get('/metrics').expect(200)).text;
    expect(metrics).toContain('gridrace_runs_started_total{game="fifteen"} 1');
    expect(metrics).toContain('gridrace_runs_finished_total{game="fifteen",status="solved"} 1');
    expect(metrics).toContain(`gridrace_moves_validated_total{game="fifteen",outcome="accepted"} ${moves.length}`);
    expect(metrics).toMatch(/gridrace_move_latency_seconds_count \d+/);
    // Every accepted move was stored: at least one commit, timed.
    expect(metrics).toMatch(/gridrace_store_commit_seconds_count [1-9]\d*/);
  });

  it('pipes: the solver rotations connect start to end', async () => {
    const puzzleId = 'pipes.v1.6x4.race';
    const { player, runId, last, moves } = await playThrough('pipes', puzzleId);
    expect(last.runStatus).toBe('solved');
    await expectOnLeaderboard(puzzleId, player, runId, last.elapsedMs);
    await expectVerifiedReplay(runId, moves);
  });

  it('same (a soluble board): the known clearing empties the board and solves the run', async () => {
    const puzzleId = 'same.v1.6x5c3s.race';
    const { player, runId, last, moves } = await playThrough('same', puzzleId);
    expect(last.runStatus).toBe('solved');
    expect(last.state).toMatchObject({ status: 'solved', clearable: true });
    await expectOnLeaderboard(puzzleId, player, runId, last.elapsedMs);
    const run = await expectVerifiedReplay(runId, moves);
    expect(run.score).toBe(last.state.score);
  });

  it('same: a run that gets stuck ends there and ranks by blocks left', async () => {
    const puzzleId = 'same.v1.6x5c3r5.stuck2';
    const opened = openPuzzle(puzzleId);
    if (!opened.ok) throw new Error(opened.error.message);
    const puzzle = { ...opened.value, par: null, optimal: false, solution: [] };
    // Greedy play: the first legal group from the bottom left, until no move is left.
    let state = startState(puzzle);
    const moves: unknown[] = [];
    search: while (state.status === 'playing') {
      for (let y = 4; y >= 0; y--) {
        for (let x = 0; x < 6; x++) {
          const next = applyMove(puzzle, state, { x, y });
          if (next.ok) {
            state = next.value;
            moves.push({ x, y });
            continue search;
          }
        }
      }
    }
    expect(state.status).toBe('stuck');
    const player = await guest('stuck fan');
    const socket = await server.connect(player.token);
    const started = await emit<{ runId: string }>(socket, 'run:start', { puzzleId });
    let last: Ack | undefined;
    for (const [i, move] of moves.entries()) last = await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: i + 1, move });
    expect(last).toMatchObject({ ok: true, runStatus: 'stuck', state: { status: 'stuck', score: state.score } });
    const after = await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: moves.length + 1, move: { x: 0, y: 4 } });
    expect(after.error?.code).toBe('run_over');
    // Nor is it taken back: what a page warns of before that move, told apart by core's stuckEnding from the state it leads to.
    const undone = await emit<Ack>(socket, 'run:undo', { runId: started.runId, seq: moves.length + 2 });
    expect(undone.error?.code).toBe('run_over');
    expect(stuckEnding(puzzle, replay(puzzle, moves).state)).toEqual({ remaining: puzzle.rules.remaining(state.board) });
    const board = await request(server.url).get(`/api/v1/leaderboards/${puzzleId}`).expect(200);
    expect(board.body.entries[0]).toMatchObject({ runId: started.runId, score: state.score });
    await expectVerifiedReplay(started.runId, moves);
    // The score board beside the time board, and the best-known score to beat.
    const scores = await request(server.url).get(`/api/v1/leaderboards/${puzzleId}/scores`).expect(200);
    expect(scores.body).toMatchObject({ puzzleId, total: 1, entries: [{ rank: 1, runId: started.runId, score: state.score }] });
    const shown = await request(server.url).get(`/api/v1/puzzles/${puzzleId}`).expect(200);
    const best = opened.value.rules.solve(opened.value.board, opened.value.params).best;
    expect(shown.body.bestScore).toBe(best?.score);
    const other = await request(server.url).get('/api/v1/leaderboards/fifteen.v1.3.scores/scores').expect(404);
    expect(other.body.error.code).toBe('not_found');
  });

  it('walls: reaching par marks it solved, play goes on until the player submits', async () => {
    const puzzleId = 'walls.v1.simple.race';
    const { par } = solutionOf(puzzleId);
    const { player, socket, runId, started, last, moves } = await playThrough('walls', puzzleId);
    expect(started.timeLimitMs).toBe(5 * 60 * 1000);
    expect(last.state.status).toBe('solved');
    expect(last.state.score).toBe(par);
    expect(last.runStatus).toBe('playing');
    const finished = await emit<Ack>(socket, 'run:finish', { runId });
    expect(finished).toMatchObject({ ok: true, runStatus: 'solved' });
    const board = await request(server.url).get(`/api/v1/leaderboards/${puzzleId}`).expect(200);
    expect(board.body.entries[0]).toMatchObject({ player: { id: player.id }, score: par, timeMs: last.elapsedMs });
    await expectVerifiedReplay(runId, moves);
  });

  it('walls: every ack says what ranks the run, the best path and when it first came, not the layout submitted later', async () => {
    const puzzleId = 'walls.v1.simple.best-time';
    const opened = openPuzzle(puzzleId);
    if (!opened.ok) throw new Error(opened.error.message);
    const { moves, par } = solutionOf(puzzleId);
    // A wall of the best layout whose removal shortens the path.
    const puzzle = { ...opened.value, par, optimal: false, solution: [] };
    const without = (skip: unknown) =>
      moves
        .filter((m) => m !== skip)
        .reduce<ReturnType<typeof startState> | null>((state, m) => {
          const next = state && applyMove(puzzle, state, m);
          return next?.ok ? next.value : null;
        }, startState(puzzle));
    const loose = moves.find((m) => (without(m)?.score ?? par!) < par!);
    expect(loose).toBeDefined();
    const player = await guest('walls timer');
    const socket = await server.connect(player.token);
    // Par known at the start (asked for first): the run ends solved on submission, not when par comes.
    await request(server.url).get(`/api/v1/puzzles/${puzzleId}`).expect(200);
    const started = await emit<{ runId: string }>(socket, 'run:start', { puzzleId });
    let reachedAt: number | null = null;
    let seq = 0;
    for (const move of moves) {
      const ack = await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: ++seq, move });
      if (reachedAt === null && ack.state.score === par) reachedAt = ack.elapsedMs;
    }
    expect(reachedAt).not.toBeNull();
    // Later, a wall taken away: the layout on the board is worse, the best stays what ranks.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const worse = await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: ++seq, move: loose });
    expect(worse.state.score).toBeLessThan(par!);
    expect(worse.result).toEqual({ timeMs: reachedAt, score: par });
    const finished = await emit<Ack>(socket, 'run:finish', { runId: started.runId });
    expect(finished).toMatchObject({ ok: true, runStatus: 'solved', result: { timeMs: reachedAt, score: par } });
    expect(finished.elapsedMs).toBeGreaterThan(reachedAt! + 50);
    const board = await request(server.url).get(`/api/v1/leaderboards/${puzzleId}`).expect(200);
    expect(board.body.entries[0]).toMatchObject({ runId: started.runId, score: par, timeMs: reachedAt });
    // A run taken up again (a reload) is told the same.
    const resumed = await emit<Ack>(socket, 'run:resume', { runId: started.runId });
    expect(resumed.result).toEqual({ timeMs: reachedAt, score: par });
  });

  it('fifteen: no time ranks while the run is in play; giving up ranks on the moment it was given up', async () => {
    const puzzleId = 'fifteen.v1.3.give-up-time';
    const player = await guest('quitter');
    const socket = await server.connect(player.token);
    const started = await emit<{ runId: string }>(socket, 'run:start', { puzzleId });
    const [first] = solutionOf(puzzleId).moves;
    const moved = await emit<Ack>(socket, 'run:move', { runId: started.runId, seq: 1, move: first });
    expect(moved).toMatchObject({ ok: true, runStatus: 'playing', result: { timeMs: null } });
    const ended = await emit<Ack>(socket, 'run:finish', { runId: started.runId });
    expect(ended).toMatchObject({ ok: true, runStatus: 'gave_up', result: { timeMs: ended.elapsedMs } });
  });
});
