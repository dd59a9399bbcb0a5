import { openPuzzle } from '@gridrace/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as emit, startTestServer, type TestServer } from './support/app.ts';
import { accountRacer, play, playerIn, playPaced, racer, runIdOf, solutionOf, type Racer } from './support/races.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ races: { countdownMs: 300 }, quick: { gatherMs: 300 }, configOverrides: { quickRaceGhostAfterMs: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

type QuickAck = { ok: boolean; code?: string; queued?: boolean; cancelled?: boolean; error?: { code: string; message: string } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function playAtPace(who: Racer, runId: string, moves: readonly unknown[]): Promise<void> {
  // A person's varied pace, about 60 ms apart: the fair-play check flags a steady beat, and a flagged run is rated by nobody.
  await playPaced(who.socket, runId, moves, 1, 0.5);
}

/** A move the puzzle's first board takes (a tile beside the gap). */
function firstLegalMove(puzzleId: string): { x: number; y: number } {
  const opened = openPuzzle(puzzleId);
  if (!opened.ok) throw new Error(opened.error.message);
  const { rules, board, params } = opened.value;
  for (let y = 0; y < params.size; y += 1) {
    for (let x = 0; x < params.size; x += 1) if (rules.step(board, { x, y }, 0, params).ok) return { x, y };
  }
  throw new Error(`no move on ${puzzleId}`);
}

describe('quick races', () => {
  it('two players asking for the same game meet in one rated race, finish it, and their ratings move', async () => {
    // Accounts: only they are rated (a guest races unrated).
    const ada = await accountRacer(server, 'QuickAda');
    const bob = await accountRacer(server, 'QuickBob');
    expect(await emit<QuickAck>(ada.socket, 'race:quick', { game: 'fifteen' })).toEqual({ ok: true, queued: true });
    const bobAck = await emit<QuickAck>(bob.socket, 'race:quick', { game: 'fifteen' });
    expect(bobAck.ok).toBe(true);
    const formed = await ada.watch.until((s) => s.players.length === 2);
    expect(formed.players.map((p) => p.name)).toEqual([ada.handle, bob.handle]);
    expect(formed).toMatchObject({ rated: true, game: 'fifteen' });
    // The puzzle is named at Go: its params already.
    expect(formed).toMatchObject({ params: { size: 3 } });
    if (bobAck.code) expect(bobAck.code).toBe(formed.code);

    const running = await bob.watch.until((s) => s.code === formed.code && s.status === 'running');
    const moves = solutionOf(running.puzzleId);
    await playAtPace(ada, runIdOf(running, ada.id), moves);
    await playAtPace(bob, runIdOf(running, bob.id), moves);
    const end = await bob.watch.until((s) => s.code === formed.code && s.status === 'finished');
    expect(end.players.map((p) => [p.name, p.rank])).toEqual([
      [ada.handle, 1],
      [bob.handle, 2],
    ]);
    for (let i = 0; i < 50 && (await server.store.ratingsIn('fifteen', [ada.id, bob.id])).length < 2; i += 1) await sleep(50);
    const ratings = new Map((await server.store.ratingsIn('fifteen', [ada.id, bob.id])).map((r) => [r.playerId, r.rating]));
    expect(ratings.get(ada.id)).toBeGreaterThan(1500);
    expect(ratings.get(bob.id)).toBeLessThan(1500);
  });

  it('offers a player alone a ghost race after the wait, against a stored run of the game', async () => {
    const cat = await racer(server, 'Lonely Cat');
    const asked = Date.now();
    expect(await emit<QuickAck>(cat.socket, 'race:quick', { game: 'fifteen', params: { size: 3 } })).toEqual({ ok: true, queued: true });
    const formed = await cat.watch.until((s) => s.players.some((p) => p.ghost), 5000);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(900);
    const ghost = formed.players.find((p) => p.ghost)!;
    expect(formed.rated).toBe(false);
    // The ghost's run names the puzzle: told at Go.
    expect(ghost.runId).toBeNull();
    const running = await cat.watch.until((s) => s.code === formed.code && s.status === 'running');
    expect(playerIn(running, ghost.id)?.runId).not.toBeNull();
    expect(ghost.name).toMatch(/^QuickAda|^QuickBob/);
    // The ghost moves as its run did.
    await cat.watch.until((s) => s.code === formed.code && (playerIn(s, ghost.id)?.progress ?? 0) > 0);
  });

  it('keeps the board a lone player asked for: their ghost is a run on that board, though a run on another is newer and nearer their level', async () => {
    // An unrated player's run on a 4x4, one move then given up: stored, ranked and over, the latest of the game.
    const gus = await racer(server, 'Wide Gus');
    const started = await emit<{ ok: boolean; runId: string; puzzleId: string }>(gus.socket, 'run:start', { puzzleId: 'fifteen.v1.4.wide' });
    await play(gus.socket, started.runId, [firstLegalMove(started.puzzleId)]);
    expect(await emit<{ ok: boolean }>(gus.socket, 'run:finish', { runId: started.runId })).toMatchObject({ ok: true });

    const hal = await racer(server, 'Lonely Hal');
    expect(await emit<QuickAck>(hal.socket, 'race:quick', { game: 'fifteen' })).toEqual({ ok: true, queued: true });
    const formed = await hal.watch.until((s) => s.players.some((p) => p.ghost), 5000);
    expect(formed).toMatchObject({ puzzleId: null, params: { size: 3 } });
    expect(formed.players.find((p) => p.ghost)?.name).toMatch(/^QuickAda|^QuickBob/);
    // On the board asked for, it starts at once, as any quick race does.
    expect(formed).toMatchObject({ status: 'countdown', rated: false, askedParams: null, rematchKeepsBoard: true });
  });

  it('with no run on the board asked for, races a ghost of another board, held in the lobby to say so, unrated', async () => {
    const ivy = await racer(server, 'Lonely Ivy');
    expect(await emit<QuickAck>(ivy.socket, 'race:quick', { game: 'fifteen', params: { size: 5 } })).toEqual({ ok: true, queued: true });
    const formed = await ivy.watch.until((s) => s.players.some((p) => p.ghost), 5000);
    expect(formed).toMatchObject({ status: 'lobby', rated: false, askedParams: { size: 5 }, startsAt: null, puzzleId: null });
    expect([3, 4]).toContain(formed.params.size);
    expect(playerIn(formed, ivy.id)?.role).toBe('host');
    await sleep(600);
    expect(ivy.watch.last?.status).toBe('lobby');
    // Told, the player starts it.
    expect(await emit<{ ok: boolean }>(ivy.socket, 'race:start', { code: formed.code })).toMatchObject({ ok: true });
    const running = await ivy.watch.until((s) => s.code === formed.code && s.status === 'running');
    expect(running.puzzleId).toMatch(new RegExp(`^fifteen\\.v1\\.${String(formed.params.size)}\\.`));
  });

  it('seats the players as a join would: one whose connection drops is away, as in any room', async () => {
    const eve = await racer(server, 'Eve');
    const fay = await racer(server, 'Fay');
    await emit(eve.socket, 'race:quick', { game: 'pipes' });
    await emit(fay.socket, 'race:quick', { game: 'pipes' });
    const running = await eve.watch.until((s) => s.status === 'running' && s.players.length === 2);
    expect(running.players.every((p) => !p.away)).toBe(true);
    fay.socket.disconnect();
    const seen = await eve.watch.until((s) => playerIn(s, fay.id)?.away === true);
    expect(playerIn(seen, eve.id)?.away).toBe(false);
  });

  it('takes a player out of the queue on cancel, and refuses a bad request, changing nothing', async () => {
    const dan = await racer(server, 'Dan');
    expect(await emit<QuickAck>(dan.socket, 'race:quick', { game: 'pipes' })).toEqual({ ok: true, queued: true });
    expect(await emit<QuickAck>(dan.socket, 'race:quick:cancel')).toEqual({ ok: true, cancelled: true });
    expect(await emit<QuickAck>(dan.socket, 'race:quick:cancel', {})).toEqual({ ok: true, cancelled: false });
    await sleep(1500);
    expect(dan.watch.states).toEqual([]);
    for (const payload of [{ game: 'chess' }, { game: 'fifteen', params: { size: 99 } }, { game: 'fifteen', extra: 1 }, 'fifteen']) {
      const refused = await emit<QuickAck>(dan.socket, 'race:quick', payload);
      expect(refused, JSON.stringify(payload)).toMatchObject({ ok: false, error: { code: 'invalid_payload' } });
    }
    await sleep(1500);
    expect(dan.watch.states).toEqual([]);
    const visitor = await server.connect();
    expect(await emit<QuickAck>(visitor, 'race:quick', { game: 'fifteen' })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });
});
