import { expectOk, openPuzzle, rulesOf, solvePuzzle } from '@gridrace/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATIENCE, ServerAuthority } from '../../test/support/server-authority.ts';
import { RunController } from './run-controller.ts';

const ID = 'fifteen.v1.3.abc';
const solution = solvePuzzle(expectOk(openPuzzle(ID))).solution;
const until = (condition: () => void) => vi.waitFor(condition, PATIENCE);

let server: ServerAuthority;
beforeAll(async () => {
  server = await ServerAuthority.start();
});
afterAll(() => server?.close());

async function started() {
  const player = await server.player();
  const run = new RunController(player.transport, player.api, () => 0);
  await run.start(ID);
  return { player, api: player.api, transport: player.transport, run, runId: run.current.runId ?? '' };
}

/** Another tab of the player played the first move: the client's own first move comes with a stale seq, and is refused. */
async function refusedAsStale() {
  const page = await started();
  await server.playElsewhere(page.player, page.runId, solution[0]);
  page.run.move(solution[1]);
  await until(() => expect(page.run.current.notice).toEqual({ code: 'stale_seq' }));
  return page;
}

describe('catching up after a refusal', () => {
  it("takes the server's state and seq from the refusal's ack, without fetching the run's log", async () => {
    const { api, run, runId, transport } = await refusedAsStale();
    expect(run.current.state?.moves).toBe(1);
    const resumed = (await transport.request('run:resume', { runId })) as { seq: number; state: { board: unknown } };
    expect(run.current.state?.board).toEqual(resumed.state.board);
    expect(api.logFetches).toBe(0);
    // Its next seq follows the server's, and the server takes it.
    run.move(solution[1]);
    await transport.answered();
    expect(transport.sent.at(-1)).toMatchObject({ event: 'run:move', payload: { seq: 2 } });
    expect(run.current.state?.moves).toBe(2);
    expect(run.current.notice).toBeNull();
    expect(api.logFetches).toBe(0);
  });

  it("fetches the run's log only when the player undoes past the state the ack gave", async () => {
    const { api, run, transport } = await refusedAsStale();
    expect(run.current.canUndo).toBe(true);
    run.undo();
    await until(() => expect(transport.sent.at(-1)).toMatchObject({ event: 'run:undo', payload: { seq: 2 } }));
    await transport.answered();
    expect(api.logFetches).toBe(1);
    expect(run.current.state).toMatchObject({ moves: 2, undo: null });
    expect(run.current.canUndo).toBe(false);
  });

  it("falls back to the run's log when the refusal's ack lacks the seq", async () => {
    const { api, player, run, runId, transport } = await started();
    // Refusals as an older server sends them: the state, but no seq.
    transport.rewrite = (_event, answer) => (answer.ok === false ? { ...answer, seq: undefined } : answer);
    await server.playElsewhere(player, runId, solution[0]);
    run.move(solution[1]);
    await until(() => expect(api.logFetches).toBe(1));
    await until(() => expect(run.current.state?.moves).toBe(1));
    // Rebuilt from the log, the undo history is whole: an undo needs no second fetch.
    run.undo();
    await transport.answered();
    expect(api.logFetches).toBe(1);
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

    // What the server alone costs for these moves (it runs in this process, on the same rules object).
    const alone = await server.player('Alone');
    const { runId } = (await alone.transport.request('run:start', { puzzleId: ID })) as { runId: string };
    let before = count();
    for (const [i, move] of moves.entries()) await alone.transport.request('run:move', { runId, seq: i + 1, move });
    const authority = { step: count().step - before.step, status: count().status - before.status, extras: count().extras - before.extras };

    const { run, transport } = await started();
    before = count();
    for (const move of moves) {
      run.move(move);
      await transport.answered();
    }
    expect(run.current.state?.moves).toBe(moves.length);
    const client = {
      step: count().step - before.step - authority.step,
      status: count().status - before.status - authority.status,
      extras: count().extras - before.extras - authority.extras,
    };
    expect(client).toEqual({ step: moves.length, status: moves.length, extras: 0 });
  });
});
