import { describe, expect, it } from 'vitest';
import type { Ticket } from '../solver/job-queue.ts';
import { DROPPED } from '../solver/jobs.ts';
import type { Solver } from '../solver/solver.ts';
import type { PuzzlesStore, SolvedPuzzleRecord } from '../store/store.ts';
import { bestScoreOf } from './best-score.ts';
import { PuzzleCatalog } from './catalog.ts';
import { ParCosts } from './par-costs.ts';

/** A solver that records the tickets it is given and answers when told to; a dropped job is refused, as a thread refuses it. */
function fakeSolver() {
  const tickets: Ticket[] = [];
  const dropped: Ticket[] = [];
  const refusals = new Map<Ticket, () => void>();
  const answers: (() => void)[] = [];
  const solver = {
    par: (_id: string, ticket: Ticket = { lane: 'par' }) => {
      tickets.push(ticket);
      return new Promise((resolve, reject) => {
        refusals.set(ticket, () => reject(new Error(DROPPED)));
        answers.push(() => resolve({ par: 1, optimal: true, solution: [], solverVersion: 9, best: { score: 77, moves: [], work: 1 } }));
      });
    },
    drop: (ticket: Ticket) => {
      dropped.push(ticket);
      refusals.get(ticket)?.();
      return true;
    },
  } as unknown as Solver;
  return { solver, tickets, dropped, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

/** A store with nothing solved yet; `hold` keeps its first answer back until `release`. */
function emptyStore(hold = false) {
  let release = () => undefined as void;
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const store = { solvedPuzzle: () => held.then(() => null), saveSolvedPuzzle: async () => undefined } as unknown as PuzzlesStore;
  return { store, release: () => release() };
}

const ID = 'fifteen.v1.3.catalog';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PuzzleCatalog', () => {
  it('solves a puzzle opened ahead in the ahead lane, and moves it up when somebody opens it', async () => {
    const { solver, tickets, answerAll } = fakeSolver();
    const catalog = new PuzzleCatalog(emptyStore().store, solver);
    const ahead = catalog.open(ID, { ahead: true });
    await settle();
    expect(tickets.map((t) => t.lane)).toEqual(['ahead']);
    const needed = catalog.open(ID);
    expect(tickets.map((t) => t.lane)).toEqual(['par']);
    answerAll();
    expect((await ahead).ok && (await needed).ok).toBe(true);
    expect(tickets).toHaveLength(1);
  });

  it('drops a par drawn ahead; never one somebody waits for', async () => {
    const { solver, tickets, dropped, answerAll } = fakeSolver();
    const catalog = new PuzzleCatalog(emptyStore().store, solver);
    const unwanted = catalog.open('fifteen.v1.3.dropped', { ahead: true });
    const hurried = catalog.open('fifteen.v1.3.hurried', { ahead: true });
    await settle();
    void catalog.open('fifteen.v1.3.hurried');
    catalog.drop('fifteen.v1.3.dropped');
    catalog.drop('fifteen.v1.3.hurried');
    catalog.drop('fifteen.v1.3.unknown');
    expect(dropped).toEqual([tickets[0]]);
    await expect(unwanted).rejects.toThrow(DROPPED);
    expect(catalog.solvingPar('fifteen.v1.3.dropped')).toBe(false);
    answerAll();
    expect((await hurried).ok).toBe(true);
    // Dropped, it is simply solved when somebody opens it after all.
    const again = catalog.open('fifteen.v1.3.dropped');
    await settle();
    answerAll();
    expect((await again).ok).toBe(true);
  });

  it('opens a puzzle whose par is pending with the board it already made, not a new one each time', async () => {
    const { solver, answerAll } = fakeSolver();
    const catalog = new PuzzleCatalog(emptyStore().store, solver);
    const solving = catalog.open(ID, { ahead: true });
    await settle();
    const first = await catalog.playable(ID);
    const second = await catalog.playable(ID);
    expect(first.ok && first.value.parPending).toBe(true);
    expect(first.ok && second.ok && second.value.puzzle.board).toBe(first.ok ? first.value.puzzle.board : null);
    answerAll();
    await solving;
    // Solved: the board kept for the wait is let go; the puzzle comes from the solved ones now.
    const after = await catalog.playable(ID);
    expect(after.ok && after.value.parPending).toBe(false);
  });

  it('keeps a hurry that comes before the par is asked for', async () => {
    const { solver, tickets, answerAll } = fakeSolver();
    const { store, release } = emptyStore(true);
    const catalog = new PuzzleCatalog(store, solver);
    const opened = catalog.open(ID, { ahead: true });
    catalog.hurry(ID);
    release();
    await settle();
    expect(tickets.map((t) => t.lane)).toEqual(['par']);
    answerAll();
    expect((await opened).ok).toBe(true);
  });

  it('serves a par found by an older solver at once, solves it again behind the others and then serves the new one', async () => {
    const { solver, tickets, answerAll } = fakeSolver();
    const rows = new Map<string, SolvedPuzzleRecord>([[ID, { id: ID, game: 'fifteen', par: 5, optimal: false, solution: [], solverVersion: 1, best: null }]]);
    const store = {
      solvedPuzzle: async (id: string) => rows.get(id) ?? null,
      saveSolvedPuzzle: async (row: SolvedPuzzleRecord) => void rows.set(row.id, row),
    } as unknown as PuzzlesStore;
    const catalog = new PuzzleCatalog(store, solver);
    const first = await catalog.open(ID);
    expect(first.ok && first.value.par).toBe(5);
    expect(tickets.map((t) => t.lane)).toEqual(['ahead']);
    // Opened again meanwhile: still the stored par, and no second solve.
    expect((await catalog.open(ID)).ok).toBe(true);
    expect(tickets).toHaveLength(1);
    answerAll();
    await settle();
    const after = await catalog.open(ID);
    expect(after.ok && after.value.par).toBe(1);
    expect(after.ok && bestScoreOf(after.value)).toBe(77);
    expect(rows.get(ID)?.solverVersion).toBe(9);
  });

  it('charges a puzzle drawn ahead to its asker, in the ahead lane, unless its par is known or being solved', async () => {
    const { solver, tickets } = fakeSolver();
    const solved = { id: 'fifteen.v1.3.known', game: 'fifteen', par: 1, optimal: true, solution: [], solverVersion: 9, best: null } as unknown as SolvedPuzzleRecord;
    const store = { solvedPuzzle: async (id: string) => (id === solved.id ? solved : null), saveSolvedPuzzle: async () => undefined } as unknown as PuzzlesStore;
    const catalog = new PuzzleCatalog(store, solver, undefined, { costs: new ParCosts({ perPlayerPerMinute: 2, perAddressPerMinute: 100 }), now: () => 0 });
    const host = { playerId: 'host', address: '203.0.113.9' };
    expect(await catalog.drawAhead('fifteen.v1.3.known', host)).toBeNull();
    expect(await catalog.drawAhead('fifteen.v1.3.first', host)).toBeNull();
    // Being solved already: nothing more to pay.
    expect(await catalog.drawAhead('fifteen.v1.3.first', host)).toBeNull();
    expect(await catalog.drawAhead('fifteen.v1.3.second', host)).toBeNull();
    expect(await catalog.drawAhead('fifteen.v1.3.third', host)).toMatchObject({ code: 'rate_limited' });
    await settle();
    expect(tickets.map((t) => t.lane)).toEqual(['ahead', 'ahead']);
    expect(catalog.solvingPar('fifteen.v1.3.third')).toBe(false);
  });
});
