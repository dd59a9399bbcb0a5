import { openPuzzle, rulesOf, seededPuzzle, solvePuzzle, expectOk } from '@gridrace/core';
import { describe, expect, it, vi } from 'vitest';
import { LocalAuthority } from '../../test/support/local-authority.ts';
import { RunController } from './run-controller.ts';

const ID = 'fifteen.v1.3.abc';
const solution = solvePuzzle(expectOk(openPuzzle(ID))).solution;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started(now: () => number = () => 0) {
  const server = new LocalAuthority();
  const run = new RunController(server, server.api, now);
  await run.start(ID);
  return { server, run };
}

describe('the run controller', () => {
  it('starts a run with the puzzle and its par from the server', async () => {
    const { run, server } = await started();
    expect(run.current).toMatchObject({ phase: 'playing', runId: 'r1', runStatus: 'playing', canUndo: false });
    expect(run.current.puzzle?.par).toBe(solution.length);
    expect(server.received[0]).toEqual({ event: 'run:start', payload: { puzzleId: ID } });
  });

  it('starts a run before its par is known, shows it as computing, and takes the par when it comes', async () => {
    const walls = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'par-later')));
    const server = new LocalAuthority();
    let givePar = () => undefined as void;
    const parCame = new Promise<void>((resolve) => (givePar = resolve));
    const api = { ...server.api, puzzle: async (id: string) => (await parCame, server.api.puzzle(id)) };
    // The server's answer for a puzzle whose par is still being solved.
    const transport = Object.assign(Object.create(server) as LocalAuthority, {
      request: async (event: string, payload: unknown) => {
        const ack = await server.request(event, payload);
        return event === 'run:start' ? { ...(ack as object), par: null, parPending: true } : ack;
      },
    });
    const run = new RunController(transport, api, () => 0);
    await run.start(walls.id);
    expect(run.current).toMatchObject({ phase: 'playing', runId: 'r1', parPending: true, puzzle: { par: null } });
    givePar();
    await settle();
    expect(run.current).toMatchObject({ phase: 'playing', parPending: false, puzzle: { par: walls.par } });
  });

  it('a walls layout handed in before its par came is read again when the par comes: solved at par', async () => {
    const walls = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'par-after-end')));
    const server = new LocalAuthority();
    let parKnown = false;
    let givePar = () => undefined as void;
    const parCame = new Promise<void>((resolve) => (givePar = resolve));
    const api = { ...server.api, puzzle: async (id: string) => (await parCame, server.api.puzzle(id)) };
    // Until the par comes the server cannot call the layout solved: it ends as `ended`.
    const transport = Object.assign(Object.create(server) as LocalAuthority, {
      request: async (event: string, payload: unknown) => {
        const ack = (await server.request(event, payload)) as { ok: boolean; runStatus?: string };
        if (event === 'run:start') return { ...ack, par: null, parPending: true };
        return !parKnown && ack.ok && ack.runStatus === 'solved' ? { ...ack, runStatus: 'ended' } : ack;
      },
    });
    const run = new RunController(transport, api, () => 0);
    await run.start(walls.id);
    for (const move of walls.solution) run.move(move);
    await settle();
    await run.finish();
    expect(run.current).toMatchObject({ phase: 'over', runStatus: 'ended', parPending: true });
    parKnown = true;
    givePar();
    await vi.waitFor(() => expect(run.current.runStatus).toBe('solved'));
    expect(run.current).toMatchObject({ phase: 'over', runStatus: 'solved', parPending: false, puzzle: { par: walls.par } });
    expect(run.current.state?.status).toBe('solved');
  });

  it('applies a move at once, before the server answers, and sends it with the next seq', async () => {
    const { run, server } = await started();
    server.drop = true;
    run.move(solution[0]);
    expect(run.current.state?.moves).toBe(1);
    expect(run.current.canUndo).toBe(true);
    run.move(solution[1]);
    expect(server.received.slice(1).map((r) => r.payload.seq)).toEqual([1, 2]);
  });

  it('plays a puzzle to the end: the clock stops at the server time of the solving move', async () => {
    let local = 0;
    const { run, server } = await started(() => local);
    for (const [i, move] of solution.entries()) {
      server.elapsedMs = (i + 1) * 1000;
      local += 1000;
      run.move(move);
      await settle();
    }
    expect(run.current.phase).toBe('over');
    expect(run.current.runStatus).toBe('solved');
    expect(run.current.state?.status).toBe('solved');
    local += 60_000;
    expect(run.elapsedMs()).toBe(solution.length * 1000);
  });

  it('does not send a move the rules refuse, and says why', async () => {
    const { run, server } = await started();
    run.move({ x: 9, y: 9 });
    expect(server.received).toHaveLength(1);
    expect(run.current.notice).toBeTruthy();
    run.undo();
    expect(server.received).toHaveLength(1);
  });

  it('undo takes back the last move locally and on the server', async () => {
    const { run, server } = await started();
    run.move(solution[0]);
    run.undo();
    await settle();
    expect(run.current.state?.undo).toBeNull();
    expect(run.current.state?.moves).toBe(2);
    expect(server.received.map((r) => r.event)).toEqual(['run:start', 'run:move', 'run:undo']);
    expect(run.current.canUndo).toBe(false);
  });

  it("resyncs to the server's state when a move is refused", async () => {
    const { run, server } = await started();
    run.move(solution[0]);
    await settle();
    server.refuseNext = true;
    run.move(solution[1]);
    expect(run.current.state?.moves).toBe(2);
    await settle();
    expect(run.current.state?.moves).toBe(1);
    // Said from the refusal's code (the test server's `invalid_move`), not from its English message.
    expect(run.current.notice).toBe('That move is not allowed.');
    // The refused seq is not reused: the next one is higher, and the server takes it.
    run.move(solution[1]);
    await settle();
    expect(server.received.at(-1)?.payload.seq).toBe(3);
    expect(run.current.state?.moves).toBe(2);
  });

  it("rebuilds from the server's log when the server's state differs from the rules' here", async () => {
    const { run, server } = await started();
    server.serverOnlyMove(solution[0]);
    // Let go: the settles below wait for what it sends and hears.
    void run.resume();
    await settle();
    await settle();
    expect(run.current.state?.moves).toBe(1);
    expect(run.current.canUndo).toBe(true);
    // Its next seq follows the server's.
    run.move(solution[1]);
    expect(server.received.at(-1)?.payload.seq).toBe(2);
  });

  it('resumes after a reconnection, keeping what the server accepted', async () => {
    const { run, server } = await started();
    server.drop = true;
    run.move(solution[0]); // the server takes it, but the answer is lost
    server.setConnected(false);
    run.move(solution[1]); // ignored while disconnected
    server.drop = false;
    server.setConnected(true);
    await settle();
    await settle();
    expect(server.received.map((r) => r.event)).toEqual(['run:start', 'run:move', 'run:resume']);
    expect(run.current.state?.moves).toBe(1);
    expect(run.current.connected).toBe(true);
  });

  it('a hint plays the next move of the solution and unranks the run', async () => {
    const { run } = await started();
    run.hint();
    await settle();
    await settle();
    expect(run.current.state?.moves).toBe(1);
    expect(run.current).toMatchObject({ ranked: false, hinted: true });
  });

  /**
   * A server whose hint answers wait until `answerHint` is called (a busy solver); it has logged
   * the hint already. Like the server's queue of a run's requests, later answers come after it.
   */
  async function slowHints() {
    const server = new LocalAuthority();
    let answerHint = () => undefined as void;
    let answered: Promise<void> = Promise.resolve();
    const transport = Object.assign(Object.create(server) as LocalAuthority, {
      request: async (event: string, payload: unknown) => {
        const ack = await server.request(event, payload);
        if (event === 'run:hint') answered = new Promise<void>((resolve) => (answerHint = resolve));
        await answered;
        return ack;
      },
    });
    const run = new RunController(transport, server.api, () => 0);
    await run.start(ID);
    return { server, run, answerHint: () => answerHint() };
  }

  it('shows a hint as asked until its answer comes, then plays its move', async () => {
    const { run, answerHint } = await slowHints();
    run.hint();
    await settle();
    expect(run.current).toMatchObject({ hintAsked: true });
    run.hint();
    answerHint();
    await settle();
    await settle();
    expect(run.current).toMatchObject({ hintAsked: false, hinted: true, ranked: false });
    expect(run.current.state?.moves).toBe(1);
  });

  it("a cancelled hint's late answer plays no move but still sets the run: unranked, and the next move's seq agrees with the server", async () => {
    const { server, run, answerHint } = await slowHints();
    run.hint();
    await settle();
    run.cancelHint();
    expect(run.current.hintAsked).toBe(false);
    run.move(solution[0]);
    await settle();
    answerHint();
    await settle();
    await settle();
    expect(run.current.state?.moves).toBe(1);
    expect(run.current).toMatchObject({ ranked: false, hinted: true, notice: null });
    run.move(solution[1]);
    await settle();
    await settle();
    expect(run.current.state?.moves).toBe(2);
    expect(run.current.notice).toBeNull();
    expect(server.logFetches).toBe(0);
    expect(server.received.map((r) => [r.event, r.payload.seq])).toEqual([['run:start', undefined], ['run:hint', 1], ['run:move', 2], ['run:move', 3]]);
  });

  it("takes a walls run's result time from the server: when its best path first came, not when it was submitted", async () => {
    const walls = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'best-time')));
    let local = 0;
    const server = new LocalAuthority();
    const run = new RunController(server, server.api, () => local);
    await run.start(walls.id);
    for (const move of walls.solution) {
      server.elapsedMs += 1000;
      local += 1000;
      run.move(move);
      await settle();
    }
    const reached = server.elapsedMs;
    // A wall taken away later (the path can only be as long or shorter): the best stays the one reached before.
    server.elapsedMs += 5000;
    local += 5000;
    run.move(walls.solution[0]);
    await settle();
    server.elapsedMs += 3000;
    await run.finish();
    expect(run.current).toMatchObject({ phase: 'over', result: { timeMs: reached, score: walls.par } });
    expect(run.shownResult()).toEqual({ timeMs: reached, score: walls.par });
    expect(run.elapsedMs()).toBe(reached + 8000);
  });

  it('giving up ends the run, and its result time is the moment it was given up', async () => {
    const { run, server } = await started();
    server.elapsedMs = 4200;
    await run.finish();
    expect(run.current).toMatchObject({ phase: 'over', runStatus: 'gave_up', result: { timeMs: 4200 } });
    expect(run.shownResult().timeMs).toBe(4200);
  });

  it('fails with a clear message on a malformed puzzle id', async () => {
    const server = new LocalAuthority();
    const run = new RunController(server, server.api);
    await run.start('nope');
    expect(run.current.phase).toBe('failed');
    expect(run.current.notice).toBeTruthy();
  });
});

describe('a page opened again on a puzzle (a reload, the Back button, another device)', () => {
  it("takes up the player's run in play, with its moves and its undo history, on the server's running clock", async () => {
    const { server, run } = await started();
    run.move(solution[0]);
    run.move(solution[1]);
    await settle();
    server.elapsedMs = 5000;
    const reloaded = new RunController(server, server.api, () => 0);
    await reloaded.start(ID);
    expect(reloaded.current).toMatchObject({ phase: 'playing', runId: 'r1', canUndo: true, origin: 'resumed' });
    expect(reloaded.current.state?.moves).toBe(2);
    expect(reloaded.elapsedMs()).toBe(5000);
    expect(server.received.filter((r) => r.event === 'run:start')).toHaveLength(1);
    reloaded.move(solution[2]);
    expect(server.received.at(-1)?.payload.seq).toBe(3);
  });

  it('takes up a walls run with the time limit the server gave it, not the walls default', async () => {
    const walls = expectOk(seededPuzzle('walls', { preset: 'simple' }, 'reload'));
    const server = new LocalAuthority();
    // A server configured with a shorter limit than the rules' default.
    server.timeLimitMs = 90_000;
    expect(server.timeLimitMs).not.toBe(rulesOf('walls').timeLimits.runMs);
    await new RunController(server, server.api).start(walls.id);
    server.elapsedMs = 30_000;
    let local = 0;
    const reloaded = new RunController(server, server.api, () => local);
    await reloaded.start(walls.id);
    expect(reloaded.current).toMatchObject({ phase: 'playing', runId: 'r1', timeLimitMs: 90_000 });
    expect(reloaded.elapsedMs()).toBe(30_000);
    // At that limit, not the default's, the run asks the server for its final word.
    local = 60_000;
    reloaded.checkTime();
    expect(server.received.filter((r) => r.event === 'run:resume')).toHaveLength(2);
  });

  it('takes up an untimed run without a limit', async () => {
    const { server } = await started();
    const reloaded = new RunController(server, server.api, () => 0);
    await reloaded.start(ID);
    expect(reloaded.current).toMatchObject({ phase: 'playing', timeLimitMs: null });
  });

  it('shows a run whose time ran out while nobody looked as it ended, and starts no other', async () => {
    const server = new LocalAuthority();
    // A race's limit, say: every game's run may have one.
    server.timeLimitMs = 60_000;
    await new RunController(server, server.api).start(ID);
    server.elapsedMs = 60_000;
    const later = new RunController(server, server.api, () => 0);
    await later.start(ID);
    expect(later.current).toMatchObject({ phase: 'over', runId: 'r1', runStatus: 'gave_up', origin: 'earlier' });
    expect(later.elapsedMs()).toBe(60_000);
    expect(server.received.filter((r) => r.event === 'run:start')).toHaveLength(1);
  });

  it('shows the last run, already over, instead of starting a clock; "play again" starts one, ranked where the best counts', async () => {
    const { server, run } = await started();
    for (const move of solution) run.move(move);
    await settle();
    server.elapsedMs = 9000;
    const back = new RunController(server, server.api, () => 0);
    await back.start(ID);
    expect(back.current).toMatchObject({ phase: 'over', runId: 'r1', runStatus: 'solved', origin: 'earlier', daily: null, againRanked: true });
    expect(back.current.state?.status).toBe('solved');
    expect(back.elapsedMs()).toBe(9000);
    expect(server.received.filter((r) => r.event === 'run:start')).toHaveLength(1);
    server.elapsedMs = 0;
    await back.again();
    // The new run's clock starts from nothing, not from the last run's final time.
    expect(back.elapsedMs()).toBe(0);
    expect(back.current).toMatchObject({ phase: 'playing', runId: 'r2', runStatus: 'playing', ranked: true, origin: 'started', canUndo: false });
    expect(back.current.state?.moves).toBe(0);
    back.move(solution[0]);
    expect(server.received.at(-1)?.payload).toEqual({ runId: 'r2', seq: 1, move: solution[0] });
  });

  it("on a daily, the first run ranks, and once it is over the server says another would not: it is played unranked, and not for a hint's sake", async () => {
    const server = new LocalAuthority();
    server.daily = '2026-05-01';
    const run = new RunController(server, server.api, () => 0);
    await run.start(ID);
    expect(run.current).toMatchObject({ daily: '2026-05-01', ranked: true, againRanked: true });
    await run.finish();
    await settle();
    expect(run.current).toMatchObject({ phase: 'over', runStatus: 'gave_up', againRanked: false });
    await run.again();
    expect(run.current).toMatchObject({ phase: 'playing', runId: 'r2', ranked: false, hinted: false });
  });

  it('knows a run unranked by a hint from its log when it takes it up', async () => {
    const { server, run } = await started();
    run.hint();
    await settle();
    await settle();
    const reloaded = new RunController(server, server.api, () => 0);
    await reloaded.start(ID);
    expect(reloaded.current).toMatchObject({ runId: 'r1', ranked: false, hinted: true });
  });
});

describe('a race run, started by the server', () => {
  it('is taken up where it stands, with the race time limit the server gives it, and never replaced by a new run', async () => {
    const { server, run } = await started();
    run.move(solution[0]);
    await settle();
    server.elapsedMs = 2500;
    server.timeLimitMs = 180_000;
    const racer = new RunController(server, server.api, () => 0);
    await racer.attach(ID, 'r1');
    expect(racer.current).toMatchObject({ phase: 'playing', runId: 'r1', timeLimitMs: 180_000 });
    expect(racer.current.state?.moves).toBe(1);
    expect(racer.elapsedMs()).toBe(2500);
  });

  it('is shown as it ended when it is over, on the server’s final time', async () => {
    let local = 0;
    const { server, run } = await started(() => local);
    for (const move of solution) run.move(move);
    await settle();
    server.elapsedMs = 9000;
    const racer = new RunController(server, server.api, () => local);
    await racer.attach(ID, 'r1');
    local += 60_000;
    expect(racer.current).toMatchObject({ phase: 'over', runStatus: 'solved', canUndo: false });
    expect(racer.current.state?.status).toBe('solved');
    expect(racer.elapsedMs()).toBe(9000);
    expect(server.received.filter((r) => r.event === 'run:start')).toHaveLength(1);
  });
});
