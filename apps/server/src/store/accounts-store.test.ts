import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/support/databases.ts';
import { runRecord, storeBackends } from '../../test/support/store-backends.ts';
import type { AccountChange } from './accounts-store.ts';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const change = (playerId: string, handle: string, over: Partial<AccountChange> = {}): AccountChange => ({
  playerId,
  handle,
  handleKey: handle.toLowerCase(),
  tokenHash: `nobody-${playerId}`,
  at: T0 + 1000,
  ...over,
});

describe.each(storeBackends)('accounts on $name', ({ open }) => {
  let db: TestDatabase;
  const guest = (id: string) => db.store.createPlayer({ id, name: `Guest ${id}`, tokenHash: `token-${id}`, createdAt: T0 });
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('turns a guest into an account in place: same id, the handle as name, the guest token dead', async () => {
    await guest('g1');
    expect(await db.store.turnGuestIntoAccount(change('g1', 'Ada'))).toBeNull();
    const player = await db.store.playerById('g1');
    expect(player).toMatchObject({ id: 'g1', name: 'Ada', accountAt: T0 + 1000, createdAt: T0, tokenHash: 'nobody-g1', deletedAt: null });
    expect(await db.store.playerByTokenHash('token-g1')).toBeNull();
    expect((await db.store.playerByHandleKey('ada'))?.id).toBe('g1');
    // An account is no guest any more: a second change is refused and changes nothing.
    expect(await db.store.turnGuestIntoAccount(change('g1', 'Other', { handleKey: 'other' }))).toBe('not_a_guest');
    expect((await db.store.playerById('g1'))?.name).toBe('Ada');
    expect(await db.store.turnGuestIntoAccount(change('nobody', 'Nobody'))).toBe('not_a_guest');
  });

  it('marks an account a bot for good, only with no rated game; a guest, a deleted account or nobody is no account', async () => {
    await guest('b1');
    expect(await db.store.turnGuestIntoAccount(change('b1', 'Tilebot'))).toBeNull();
    expect((await db.store.playerById('b1'))?.bot).toBe(false);
    expect(await db.store.markBot('b1')).toBe('marked');
    expect(await db.store.markBot('b1')).toBe('marked');
    expect((await db.store.playerById('b1'))?.bot).toBe(true);

    await guest('b2');
    expect(await db.store.turnGuestIntoAccount(change('b2', 'Rated_Person'))).toBeNull();
    await db.store.saveRatings('seeded:b2', [{ playerId: 'b2', game: 'fifteen', rating: 1520, deviation: 250, volatility: 0.06, games: 1, updatedAt: T0 }]);
    expect(await db.store.markBot('b2')).toBe('rated');
    expect((await db.store.playerById('b2'))?.bot).toBe(false);

    await guest('b3');
    expect(await db.store.markBot('b3')).toBe('not_account');
    expect(await db.store.markBot('nobody')).toBe('not_account');
    expect((await db.store.playerById('b3'))?.bot).toBe(false);
  });

  it('answers a handle key held by another player as taken, also when two sign-ups race for it', async () => {
    await guest('g2');
    expect(await db.store.turnGuestIntoAccount(change('g2', 'ADA', { handleKey: 'ada' }))).toBe('taken');
    expect(await db.store.createAccount(change('n1', 'ada'), T0)).toBe('taken');
    expect(await db.store.playerById('n1')).toBeNull();
    expect((await db.store.playerById('g2'))?.accountAt).toBeNull();

    await guest('g3');
    const outcomes = await Promise.all([
      db.store.turnGuestIntoAccount(change('g2', 'Bo', { handleKey: 'bo' })),
      db.store.turnGuestIntoAccount(change('g3', 'BO', { handleKey: 'bo' })),
      db.store.createAccount(change('n2', 'bO', { handleKey: 'bo' }), T0),
    ]);
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(2);
  });

  it('creates an account player directly', async () => {
    expect(await db.store.createAccount(change('n3', 'Cy'), T0)).toBeNull();
    expect(await db.store.playerById('n3')).toMatchObject({ name: 'Cy', accountAt: T0 + 1000, createdAt: T0, tokenHash: 'nobody-n3' });
  });

  it('spends an invitation once, only when the account is made, and never an unknown or expired one', async () => {
    await db.store.saveInvite('code-1', T0, T0 + DAY);
    await db.store.saveInvite('code-2', T0, null);
    await db.store.saveInvite('old', T0 - 2 * DAY, T0 - DAY);
    const at = T0 + 1000;
    await guest('g4');
    await guest('g5');
    // Refused for its handle: the invitation is not spent.
    expect(await db.store.turnGuestIntoAccount(change('g4', 'Ada', { handleKey: 'ada', invite: { codeHash: 'code-1', at } }))).toBe('taken');
    expect(await db.store.createAccount(change('n4', 'Ada', { handleKey: 'ada', invite: { codeHash: 'code-1', at } }), T0)).toBe('taken');
    expect(await db.store.turnGuestIntoAccount(change('g4', 'Dee', { invite: { codeHash: 'code-1', at } }))).toBeNull();
    expect(await db.store.turnGuestIntoAccount(change('g5', 'Eve', { invite: { codeHash: 'code-1', at } }))).toBe('invalid_invite');
    expect(await db.store.createAccount(change('n5', 'Eve', { invite: { codeHash: 'code-1', at } }), T0)).toBe('invalid_invite');
    expect(await db.store.playerById('n5')).toBeNull();
    expect(await db.store.turnGuestIntoAccount(change('g5', 'Eve', { invite: { codeHash: 'unknown', at } }))).toBe('invalid_invite');
    expect(await db.store.turnGuestIntoAccount(change('g5', 'Eve', { invite: { codeHash: 'old', at } }))).toBe('invalid_invite');
    expect((await db.store.playerById('g5'))?.accountAt).toBeNull();
    // An account that is one already does not spend the code it brings.
    expect(await db.store.turnGuestIntoAccount(change('g4', 'Dee2', { handleKey: 'dee2', invite: { codeHash: 'code-2', at } }))).toBe('not_a_guest');
    expect(await db.store.createAccount(change('n6', 'Fay', { invite: { codeHash: 'code-2', at } }), T0)).toBeNull();
    expect(await db.store.turnGuestIntoAccount(change('g5', 'Eve', { invite: { codeHash: 'code-2', at } }))).toBe('invalid_invite');
  });

  it('lets only one of two sign-ups racing with one invitation through', async () => {
    await db.store.saveInvite('code-3', T0, null);
    await guest('g6');
    await guest('g7');
    const invite = { codeHash: 'code-3', at: T0 + 1000 };
    const outcomes = await Promise.all([
      db.store.turnGuestIntoAccount(change('g6', 'Gus', { invite })),
      db.store.turnGuestIntoAccount(change('g7', 'Hal', { invite })),
      db.store.createAccount(change('n7', 'Ivy', { invite }), T0),
    ]);
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'invalid_invite')).toHaveLength(2);
  });

  it('pages a player’s runs newest first, ties broken by id, and their rating history oldest first', async () => {
    await guest('r1');
    for (const [id, startedAt] of [
      ['ra', T0],
      ['rb', T0 + 2],
      ['rc', T0 + 2],
      ['rd', T0 + 1],
      ['re', T0 + 3],
    ] as const)
      await db.store.createRun(runRecord(id, { playerId: 'r1', startedAt }));
    const pages: string[][] = [];
    let cursor = null;
    for (;;) {
      const page = await db.store.runsOfPlayerPage('r1', cursor, 2);
      if (page.length === 0) break;
      pages.push(page.map((run) => run.id));
      const last = page.at(-1)!;
      cursor = { startedAt: last.startedAt, id: last.id };
    }
    expect(pages).toEqual([['re', 'rb'], ['rc', 'rd'], ['ra']]);

    const point = (at: number) => ({ playerId: 'r1', game: 'fifteen', rating: 1500 + at - T0, deviation: 200, volatility: 0.06, games: 1, updatedAt: at });
    for (let i = 0; i < 3; i++) await db.store.saveRatings(`race-${i}`, [point(T0 + i)]);
    expect((await db.store.ratingHistoryPage('r1', 'fifteen', null, 2)).map((p) => p.at)).toEqual([T0, T0 + 1]);
    expect((await db.store.ratingHistoryPage('r1', 'fifteen', T0 + 1, 2)).map((p) => p.at)).toEqual([T0 + 2]);
  });

  it('deletes an account: off every board, statistics, ratings and journeys gone, runs kept anonymous, handle free', async () => {
    await guest('d1');
    await guest('d2');
    expect(await db.store.turnGuestIntoAccount(change('d1', 'Zed'))).toBeNull();
    const puzzleId = 'fifteen.v1.3.del';
    const solved = { puzzleId, status: 'solved', moves: 10, timeMs: 5000, finishedAt: T0 + 60_000 };
    await db.store.createRun(runRecord('del-1', { ...solved, playerId: 'd1' }));
    await db.store.createRun(runRecord('del-2', { ...solved, playerId: 'd2', timeMs: 6000 }));
    await db.store.createRun(runRecord('del-3', { playerId: 'd1', puzzleId: 'fifteen.v1.3.other' }));
    await db.store.saveRatings('race-del', [
      { playerId: 'd1', game: 'fifteen', rating: 1600, deviation: 200, volatility: 0.06, games: 1, updatedAt: T0 },
      { playerId: 'd2', game: 'fifteen', rating: 1400, deviation: 200, volatility: 0.06, games: 1, updatedAt: T0 },
    ]);
    await db.store.completeJourneyLevel('d1', 'fifteen', 1, 'del-1', T0);
    expect((await db.store.boardPage('game', puzzleId, 10, 0)).map((run) => run.playerName)).toEqual(['Zed', 'Guest d2']);
    expect(await db.store.statsKindsOf('d1', null, 10)).toHaveLength(1);

    await db.store.deleteAccount({ playerId: 'd1', anonymousName: 'deleted player', tokenHash: 'nobody-deleted', at: T0 + DAY });

    expect((await db.store.boardPage('game', puzzleId, 10, 0)).map((run) => run.playerName)).toEqual(['Guest d2']);
    expect(await db.store.boardSize('game', puzzleId)).toBe(1);
    expect(await db.store.statsKindsOf('d1', null, 10)).toEqual([]);
    expect(await db.store.ratingsOfPlayer('d1')).toEqual([]);
    expect(await db.store.ratingHistory('d1', 'fifteen', 10)).toEqual([]);
    expect((await db.store.ratingBoard('fifteen')).map((rating) => rating.playerId)).not.toContain('d1');
    expect(await db.store.journeyLevelsDone('d1', 'fifteen')).toEqual([]);
    expect(await db.store.playerById('d1')).toMatchObject({ name: 'deleted player', deletedAt: T0 + DAY, tokenHash: 'nobody-deleted' });
    expect(await db.store.playerByHandleKey('zed')).toBeNull();
    // The runs stay, unranked: one still in play that ends later comes back on no board.
    expect((await db.store.runById('del-1'))?.ranked).toBe(false);
    await db.store.updateRun('del-3', { status: 'solved', finishedAt: T0 + 2 * DAY, timeMs: 1000, moves: 5 });
    expect(await db.store.boardSize('game', 'fifteen.v1.3.other')).toBe(0);
    expect(await db.store.statsKindsOf('d1', null, 10)).toEqual([]);
    // The other player's figures are untouched; the handle can be taken again.
    expect(await db.store.ratingsOfPlayer('d2')).toHaveLength(1);
    expect(await db.store.turnGuestIntoAccount(change('d2', 'zed'))).toBeNull();
  });
});
