import { expectOk, openPuzzle, rulesOf, solvePuzzle } from '@gridrace/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalAuthority } from '../../test/support/local-authority.ts';
import { RunController } from './run-controller.ts';

const ID = 'fifteen.v1.3.abc';
const solution = solvePuzzle(expectOk(openPuzzle(ID))).solution;
const settle = async () => {
  for (let i = 0; i < 4; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

async function started() {
  const server = new LocalAuthority();
  const run = new RunController(server, server.api, () => 0);
  await run.start(ID);
  return { server, run };
}

/** Refusals as an older server sends them: the state, but no seq. */
function withoutSeqInRefusals(server: LocalAuthority): void {
  const request = server.request.bind(server);
  server.request = async (event, payload) => {
    const ack = (await request(event, payload)) as Record<string, unknown>;
    if (ack.ok === false) delete ack.seq;
    return ack;
  };
}

describe('catching up after a refusal', () => {
  it("takes the server's state and seq from the refusal's ack, without fetching the run's log", async () => {
    const { server, run } = await started();
    // Another tab played the first move: the client's own first move comes with a stale seq.
    server.serverOnlyMove(solution[0]);
    run.move(solution[1]);
    await settle();
    expect(run.current.notice).toEqual({ code: 'stale_seq' });
    expect(run.current.state?.moves).toBe(1);
    const resumed = (await server.request('run:resume', { runId: 'r1' })) as { seq: number; state: { board: unknown } };
    expect(run.current.state?.board).toEqual(resumed.state.board);
    expect(server.logFetches).toBe(0);
    // Its next seq follows the server's, and the server takes it.
    run.move(solution[1]);
    await settle();
    expect(server.received.at(-1)).toMatchObject({ event: 'run:move', payload: { seq: 2 } });
    expect(run.current.state?.moves).toBe(2);
    expect(server.logFetches).toBe(0);
  });

  it("fetches the run's log only when the player undoes past the state the ack gave", async () => {
    const { server, run } = await started();
    server.serverOnlyMove(solution[0]);
    run.move(solution[1]);
    await settle();
    expect(run.current.canUndo).toBe(true);
    run.undo();
    await settle();
    expect(server.logFetches).toBe(1);
    expect(server.received.at(-1)).toMatchObject({ event: 'run:undo', payload: { seq: 2 } });
    expect(run.current.state).toMatchObject({ moves: 2, undo: null });
    expect(run.current.canUndo).toBe(false);
  });

  it("falls back to the run's log when the refusal's ack lacks the seq", async () => {
    const { server, run } = await started();
    withoutSeqInRefusals(server);
    server.serverOnlyMove(solution[0]);
    run.move(solution[1]);
    await settle();
    expect(server.logFetches).toBe(1);
    expect(run.current.state?.moves).toBe(1);
    // Rebuilt from the log, the undo history is whole: an undo needs no second fetch.
    run.undo();
    await settle();
    expect(server.logFetches).toBe(1);
    expect(run.current.state?.moves).toBe(2);
  });
});

describe('the rules in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are asked once per move, from the move to its acknowledgement', async () => {
    const rules = rulesOf('fifteen');
    const calls = { step: vi.spyOn(rules, 'step'), status: vi.spyOn(rules, 'status'), extras: vi.spyOn(rules, 'extras') };
    const count = () => ({ step: calls.step.mock.calls.length, status: calls.status.mock.calls.length, extras: calls.extras.mock.calls.length });
    const moves = solution.slice(0, 4);

    // What the authority alone costs for these moves (it shares the rules object).
    const alone = new LocalAuthority();
    await alone.request('run:start', { puzzleId: ID });
    let before = count();
    for (const [i, move] of moves.entries()) await alone.request('run:move', { runId: 'r1', seq: i + 1, move });
    const authority = { step: count().step - before.step, status: count().status - before.status, extras: count().extras - before.extras };

    const { run } = await started();
    before = count();
    for (const move of moves) {
      run.move(move);
      await settle();
    }
    expect(run.current.state?.moves).toBe(moves.length);
    const client = { step: count().step - before.step - authority.step, status: count().status - before.status - authority.status, extras: count().extras - before.extras - authority.extras };
    expect(client).toEqual({ step: moves.length, status: moves.length, extras: 0 });
  });
});
