import { openPuzzle, rulesOf, seededPuzzle, solvePuzzle, expectOk } from '@gridrace/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatedSolver } from '../../../server/test/support/gated-solver.ts';
import { PATIENCE, ServerAuthority, type Player } from '../../test/support/server-authority.ts';
import { RunController } from './run-controller.ts';

const ID = 'fifteen.v1.3.abc';
const solution = solvePuzzle(expectOk(openPuzzle(ID))).solution;
const until = (condition: () => void) => vi.waitFor(condition, PATIENCE);

let server: ServerAuthority;
beforeAll(async () => {
  server = await ServerAuthority.start();
});
afterAll(() => server?.close());

/** A page of a new player: a run controller on the real server, the run of `puzzleId` started. */
async function started(now: () => number = () => 0, puzzleId = ID, on: ServerAuthority = server) {
  const player = await on.player();
  const run = new RunController(player.transport, player.api, now);
  await run.start(puzzleId);
  return { player, transport: player.transport, run, runId: run.current.runId ?? '' };
}

/** The same player's page opened anew (a reload, the Back button). */
const reopened = (player: Player, now: () => number = () => 0) => new RunController(player.transport, player.api, now);

const starts = (player: Player) => player.transport.sent.filter((r) => r.event === 'run:start');

describe('the run controller', () => {
  it('starts a run with the puzzle and its par from the server', async () => {
    const { run, transport } = await started();
    expect(run.current).toMatchObject({ phase: 'playing', runId: expect.any(String), runStatus: 'playing', canUndo: false });
    // The par may come after the run started (the server's solver is busy): it comes.
    await until(() => expect(run.current.puzzle?.par).toBe(solution.length));
    expect(transport.sent[0]).toEqual({ event: 'run:start', payload: { puzzleId: ID } });
  });

  describe('on a server still solving the par', () => {
    let solver: GatedSolver;
    let gated: ServerAuthority;
    // Each test its own solver: a par given is given for good.
    beforeEach(async () => {
      solver = new GatedSolver();
      gated = await ServerAuthority.start({ solver: solver.asSolver });
    });
    afterEach(() => gated?.close());

    it('a walls layout handed in before its par came is ended, and read again when the par comes: solved at par', async () => {
      const walls = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'par-after-end')));
      const { run, transport } = await started(() => 0, walls.id, gated);
      expect(run.current).toMatchObject({ phase: 'playing', parPending: true, puzzle: { par: null } });
      for (const move of walls.solution) run.move(move);
      await transport.answered();
      await run.finish();
      expect(run.current).toMatchObject({ phase: 'over', runStatus: 'ended', parPending: true });
      solver.release();
      await until(() => expect(run.current.runStatus).toBe('solved'));
      expect(run.current).toMatchObject({ phase: 'over', runStatus: 'solved', parPending: false, puzzle: { par: walls.par } });
      expect(run.current.state?.status).toBe('solved');
    });

    it('starts a run before its par is known, shows it as computing, and takes the par when it comes', async () => {
      const fifteen = solvePuzzle(expectOk(openPuzzle('fifteen.v1.3.par-later')));
      const { run } = await started(() => 0, fifteen.id, gated);
      expect(run.current).toMatchObject({ phase: 'playing', parPending: true, puzzle: { par: null } });
      solver.release();
      await until(() => expect(run.current.parPending).toBe(false));
      expect(run.current).toMatchObject({ phase: 'playing', puzzle: { par: fifteen.par } });
    });
  });

  it('applies a move at once, before the server answers, and sends it with the next seq', async () => {
    const { run, transport } = await started();
    transport.drop = true;
    run.move(solution[0]);
    expect(run.current.state?.moves).toBe(1);
    expect(run.current.canUndo).toBe(true);
    run.move(solution[1]);
    expect(transport.sent.slice(1).map((r) => r.payload.seq)).toEqual([1, 2]);
  });

  it('plays a puzzle to the end: the clock stops at the server time of the solving move', async () => {
    let local = 0;
    const { run, transport } = await started(() => local);
    for (const move of solution) {
      server.advance(1000);
      local += 1000;
      run.move(move);
      await transport.answered();
    }
    expect(run.current.phase).toBe('over');
    expect(run.current.runStatus).toBe('solved');
    expect(run.current.state?.status).toBe('solved');
    local += 60_000;
    expect(run.elapsedMs()).toBe(solution.length * 1000);
  });

  it('does not send a move the rules refuse, and answers why to the board that made it', async () => {
    const { run, transport } = await started();
    expect(run.move({ x: 9, y: 9 })).toMatchObject({ accepted: false, refusal: { code: 'illegal_move' } });
    expect(transport.sent).toHaveLength(1);
    // The board explains its own refused move (or says nothing): the page's notice is for the run.
    expect(run.current.notice).toBeNull();
    run.undo();
    expect(transport.sent).toHaveLength(1);
  });

  it('undo takes back the last move locally and on the server', async () => {
    const { run, transport } = await started();
    run.move(solution[0]);
    run.undo();
    await transport.answered();
    expect(run.current.state?.undo).toBeNull();
    expect(run.current.state?.moves).toBe(2);
    expect(transport.sent.map((r) => r.event)).toEqual(['run:start', 'run:move', 'run:undo']);
    expect(run.current.canUndo).toBe(false);
  });

  it("resyncs to the server's state when a move is refused", async () => {
    const { run, transport } = await started();
    run.move(solution[0]);
    await transport.answered();
    // The move reaches the server garbled: a move the rules refuse.
    transport.refuseNext = true;
    run.move(solution[1]);
    expect(run.current.state?.moves).toBe(2);
    await until(() => expect(run.current.state?.moves).toBe(1));
    // Kept as the refusal's code (the server's `illegal_move`), not its English message: the page says it.
    expect(run.current.notice).toEqual({ code: 'illegal_move' });
    // The refused seq is not reused: the next one is higher, and the server takes it.
    run.move(solution[1]);
    await transport.answered();
    expect(transport.sent.at(-1)?.payload.seq).toBe(3);
    expect(run.current.state?.moves).toBe(2);
    expect(run.current.notice).toBeNull();
  });

  it("rebuilds from the server's log when the server's state differs from the one here", async () => {
    const { player, run, runId, transport } = await started();
    await server.playElsewhere(player, runId, solution[0]);
    // Let go: the waits below follow what it sends and hears.
    void run.resume();
    await until(() => expect(run.current.state?.moves).toBe(1));
    await transport.answered();
    expect(run.current.canUndo).toBe(true);
    // Its next seq follows the server's.
    run.move(solution[1]);
    expect(transport.sent.at(-1)?.payload.seq).toBe(2);
  });

  it('resumes after a reconnection, keeping what the server accepted', async () => {
    const { run, transport } = await started();
    transport.drop = true;
    run.move(solution[0]); // the server takes it, but the answer is lost
    await until(() => expect(transport.lost).toBe(1));
    transport.disconnect();
    expect(run.current.connected).toBe(false);
    run.move(solution[1]); // ignored while disconnected
    transport.drop = false;
    await transport.reconnect();
    await until(() => expect(transport.sent.map((r) => r.event)).toEqual(['run:start', 'run:move', 'run:resume']));
    await transport.answered();
    expect(run.current.state?.moves).toBe(1);
    expect(run.current.connected).toBe(true);
  });

  it('a hint plays the next move of the solution and unranks the run', async () => {
    const { run } = await started();
    run.hint();
    await until(() => expect(run.current.state?.moves).toBe(1));
    expect(run.current).toMatchObject({ ranked: false, hinted: true });
  });

  /**
   * A server whose hint answers come when the test says (a busy solver); it has logged the hint
   * already. Like the server's queue of a run's requests, later answers come after it.
   */
  async function slowHints() {
    const page = await started();
    const { answer } = page.transport.holdAfter('run:hint');
    return { ...page, answerHint: answer };
  }

  it('shows a hint as asked until its answer comes, then plays its move', async () => {
    const { run, answerHint } = await slowHints();
    run.hint();
    expect(run.current).toMatchObject({ hintAsked: true });
    run.hint();
    answerHint();
    await until(() => expect(run.current).toMatchObject({ hintAsked: false, hinted: true, ranked: false }));
    expect(run.current.state?.moves).toBe(1);
  });

  it("a cancelled hint's late answer plays no move but still sets the run: unranked, and the next move's seq agrees with the server", async () => {
    const { player, run, transport, answerHint } = await slowHints();
    run.hint();
    run.cancelHint();
    expect(run.current.hintAsked).toBe(false);
    run.move(solution[0]);
    answerHint();
    await transport.answered();
    expect(run.current.state?.moves).toBe(1);
    expect(run.current).toMatchObject({ ranked: false, hinted: true, notice: null });
    run.move(solution[1]);
    await transport.answered();
    expect(run.current.state?.moves).toBe(2);
    expect(run.current.notice).toBeNull();
    expect(player.api.logFetches).toBe(0);
    expect(transport.sent.map((r) => [r.event, r.payload.seq])).toEqual([
      ['run:start', undefined],
      ['run:hint', 1],
      ['run:move', 2],
      ['run:move', 3],
    ]);
  });

  it("takes a walls run's result time from the server: when its best path first came, not when it was submitted", async () => {
    const walls = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'best-time')));
    let local = 0;
    const { run, transport } = await started(() => local, walls.id);
    for (const move of walls.solution) {
      server.advance(1000);
      local += 1000;
      run.move(move);
      await transport.answered();
    }
    const reached = walls.solution.length * 1000;
    // A wall taken away later (the path can only be as long or shorter): the best stays the one reached before.
    server.advance(5000);
    local += 5000;
    run.move(walls.solution[0]);
    await transport.answered();
    server.advance(3000);
    await run.finish();
    expect(run.current).toMatchObject({ phase: 'over', result: { timeMs: reached, score: walls.par } });
    expect(run.shownResult()).toEqual({ timeMs: reached, score: walls.par });
    expect(run.elapsedMs()).toBe(reached + 8000);
  });

  it('giving up ends the run, and its result time is the moment it was given up', async () => {
    const { run } = await started();
    server.advance(4200);
    await run.finish();
    expect(run.current).toMatchObject({ phase: 'over', runStatus: 'gave_up', result: { timeMs: 4200 } });
    expect(run.shownResult().timeMs).toBe(4200);
  });

  it('fails with a clear message on a malformed puzzle id', async () => {
    const { transport, api } = await server.player();
    const run = new RunController(transport, api);
    await run.start('nope');
    expect(run.current.phase).toBe('failed');
    expect(run.current.notice).toBeTruthy();
  });
});

describe('a page opened again on a puzzle (a reload, the Back button, another device)', () => {
  it("takes up the player's run in play, with its moves and its undo history, on the server's running clock", async () => {
    const { player, run, runId, transport } = await started();
    run.move(solution[0]);
    run.move(solution[1]);
    await transport.answered();
    server.advance(5000);
    const reloaded = reopened(player);
    await reloaded.start(ID);
    expect(reloaded.current).toMatchObject({ phase: 'playing', runId, canUndo: true, origin: 'resumed' });
    expect(reloaded.current.state?.moves).toBe(2);
    expect(reloaded.elapsedMs()).toBe(5000);
    expect(starts(player)).toHaveLength(1);
    reloaded.move(solution[2]);
    expect(transport.sent.at(-1)?.payload.seq).toBe(3);
  });

  it('takes up an untimed run without a limit', async () => {
    const { player } = await started();
    const reloaded = reopened(player);
    await reloaded.start(ID);
    expect(reloaded.current).toMatchObject({ phase: 'playing', timeLimitMs: null });
  });

  describe('on a server configured with a shorter walls limit than the rules’ default', () => {
    const LIMIT = 90_000;
    // One board for these tests (each a new player): its par is solved once.
    const walls = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'reload')));
    let short: ServerAuthority;
    beforeAll(async () => {
      expect(LIMIT).not.toBe(rulesOf('walls').timeLimits.runMs);
      short = await ServerAuthority.start({ runTimeLimitMs: LIMIT });
    });
    afterAll(() => short?.close());

    it('takes up a walls run with the time limit the server gave it, not the walls default', async () => {
      const { player } = await started(() => 0, walls.id, short);
      short.advance(30_000);
      let local = 0;
      const reloaded = reopened(player, () => local);
      await reloaded.start(walls.id);
      expect(reloaded.current).toMatchObject({ phase: 'playing', timeLimitMs: LIMIT });
      expect(reloaded.elapsedMs()).toBe(30_000);
      // At that limit, not the default's, the run asks the server for its final word.
      const resumes = () => player.transport.sent.filter((r) => r.event === 'run:resume');
      const before = resumes().length;
      local = 60_000;
      reloaded.checkTime();
      expect(resumes()).toHaveLength(before + 1);
    });

    it('shows a run whose time ran out while nobody looked as it ended, and starts no other', async () => {
      const { player, runId } = await started(() => 0, walls.id, short);
      short.advance(LIMIT);
      const later = reopened(player);
      await later.start(walls.id);
      expect(later.current).toMatchObject({ phase: 'over', runId, runStatus: 'ended', origin: 'earlier' });
      expect(later.elapsedMs()).toBe(LIMIT);
      expect(starts(player)).toHaveLength(1);
    });

    it('a race run is taken up where it stands by its id, with the limit the server gives it, and never replaced by a new run', async () => {
      const { player, run, runId, transport } = await started(() => 0, walls.id, short);
      run.move(walls.solution[0]);
      await transport.answered();
      short.advance(2500);
      const racer = reopened(player);
      await racer.attach(walls.id, runId);
      expect(racer.current).toMatchObject({ phase: 'playing', runId, timeLimitMs: LIMIT });
      expect(racer.current.state?.moves).toBe(1);
      expect(racer.elapsedMs()).toBe(2500);
      expect(starts(player)).toHaveLength(1);
    });
  });

  it('shows the last run, already over, on its final time, instead of starting a clock; "play again" starts one, ranked where the best counts', async () => {
    const { player, run, runId, transport } = await started();
    server.advance(9000);
    for (const move of solution) run.move(move);
    await transport.answered();
    server.advance(30_000);
    const back = reopened(player);
    await back.start(ID);
    expect(back.current).toMatchObject({ phase: 'over', runId, runStatus: 'solved', origin: 'earlier', daily: null, againRanked: true });
    expect(back.current.state?.status).toBe('solved');
    expect(back.elapsedMs()).toBe(9000);
    expect(starts(player)).toHaveLength(1);
    await back.again();
    // The new run's clock starts from nothing, not from the last run's final time.
    expect(back.elapsedMs()).toBe(0);
    const again = back.current.runId;
    expect(again).not.toBe(runId);
    expect(back.current).toMatchObject({ phase: 'playing', runStatus: 'playing', ranked: true, origin: 'started', canUndo: false });
    expect(back.current.state?.moves).toBe(0);
    back.move(solution[0]);
    expect(transport.sent.at(-1)?.payload).toEqual({ runId: again, seq: 1, move: solution[0] });
  });

  it("on a daily, the first run ranks, and once it is over the server says another would not: it is played unranked, and not for a hint's sake", async () => {
    const player = await server.player();
    const daily = await player.api.dailyOf('same');
    const run = new RunController(player.transport, player.api, () => 0);
    await run.start(daily.id);
    expect(run.current).toMatchObject({ daily: daily.date, ranked: true, againRanked: true });
    const first = run.current.runId;
    await run.finish();
    await until(() => expect(run.current).toMatchObject({ phase: 'over', runStatus: 'gave_up', againRanked: false }));
    await run.again();
    expect(run.current.runId).not.toBe(first);
    expect(run.current).toMatchObject({ phase: 'playing', ranked: false, hinted: false });
  });

  it('knows a run unranked by a hint from its log when it takes it up', async () => {
    const { player, run, runId } = await started();
    run.hint();
    await until(() => expect(run.current.hinted).toBe(true));
    const reloaded = reopened(player);
    await reloaded.start(ID);
    expect(reloaded.current).toMatchObject({ runId, ranked: false, hinted: true });
  });
});

describe('a run taken up by its id, as a race gives it', () => {
  it('adopts the state its run:resume answer carries, without fetching the run (which waits on par and re-verifies its log)', async () => {
    const { player, run, runId, transport } = await started();
    run.move(solution[0]);
    const afterFirst = run.current.state?.board;
    run.move(solution[1]);
    await transport.answered();
    const fetches = player.api.logFetches;
    const racer = reopened(player);
    await racer.attach(ID, runId);
    expect(player.api.logFetches).toBe(fetches);
    expect(racer.current).toMatchObject({ phase: 'playing', canUndo: true, state: { moves: 2, board: run.current.state?.board } });
    // Its undo history stayed on the server: an undo fetches it first, then takes the move back.
    racer.undo();
    await until(() => expect(racer.current.state?.moves).toBe(3));
    expect(player.api.logFetches).toBe(fetches + 1);
    expect(racer.current.state?.board).toEqual(afterFirst);
  });

  it('a race run that has taken no request yet has nothing to undo', async () => {
    const { player, runId } = await started();
    const racer = reopened(player);
    await racer.attach(ID, runId);
    expect(racer.current).toMatchObject({ phase: 'playing', canUndo: false, state: { moves: 0 } });
  });

  it('is shown as it ended when it is over, on the server’s final time', async () => {
    let local = 0;
    const { player, run, runId, transport } = await started(() => local);
    server.advance(9000);
    for (const move of solution) run.move(move);
    await transport.answered();
    server.advance(30_000);
    const racer = reopened(player, () => local);
    await racer.attach(ID, runId);
    local += 60_000;
    expect(racer.current).toMatchObject({ phase: 'over', runStatus: 'solved', canUndo: false });
    expect(racer.current.state?.status).toBe('solved');
    expect(racer.elapsedMs()).toBe(9000);
    expect(starts(player)).toHaveLength(1);
  });
});
