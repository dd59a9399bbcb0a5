import { openPuzzle, type Puzzle, type Result } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import type { PlayableNow, PuzzleCatalog } from './catalog.ts';
import { PuzzleStock } from './stock.ts';

/**
 * A catalog that records what it is asked: pars opened ahead answer when told to; a puzzle
 * asked for as playable comes with its par once that was solved ahead, else with it pending.
 */
function fakeCatalog() {
  const opened: { id: string; ahead: boolean }[] = [];
  const asked: string[] = [];
  const solved = new Set<string>();
  const waiting: (() => void)[] = [];
  const withPar = (id: string, par: number | null) => {
    const board = openPuzzle(id);
    return board.ok ? { ...board.value, par, optimal: false, solution: [] } : null;
  };
  const catalog = {
    open(id: string, { ahead = false }: { ahead?: boolean } = {}): Promise<Result<Puzzle>> {
      opened.push({ id, ahead });
      const puzzle = withPar(id, 1);
      if (!puzzle) return Promise.resolve({ ok: false, error: { code: 'invalid_puzzle_id', message: id } });
      const answer: Result<Puzzle> = { ok: true, value: puzzle };
      return new Promise((resolve) => waiting.push(() => (solved.add(id), resolve(answer))));
    },
    async playable(id: string): Promise<Result<PlayableNow>> {
      asked.push(id);
      const known = solved.has(id);
      const puzzle = withPar(id, known ? 1 : null);
      if (!puzzle) return { ok: false, error: { code: 'invalid_puzzle_id', message: id } };
      return { ok: true, value: { puzzle, parPending: !known } };
    },
  } as unknown as PuzzleCatalog;
  return { catalog, opened, asked, solveAhead: () => waiting.splice(0).forEach((answer) => answer()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const seedOf = (taken: Result<PlayableNow>) => (taken.ok ? taken.value.puzzle.seed : null);

function counter() {
  let n = 0;
  return () => `seed${++n}`;
}

describe('PuzzleStock', () => {
  it('keeps walls presets ready: the first new game comes at once with its par pending, the next ones off the shelf with theirs', async () => {
    const { catalog, opened, solveAhead } = fakeCatalog();
    const stock = new PuzzleStock(catalog, { perShelf: 2, seed: counter() });

    const first = await stock.take('walls', { preset: 'complex' });
    expect(seedOf(first)).toBe('seed3');
    expect(first.ok && first.value.parPending).toBe(true);
    // Nobody waited for a par; two more are solved ahead for the next players.
    expect(opened.map((o) => [o.id.split('.').at(-1), o.ahead])).toEqual([
      ['seed1', true],
      ['seed2', true],
    ]);
    solveAhead();
    await settle();
    expect(Object.values(stock.ready())).toEqual([2]);

    const second = await stock.take('walls', { preset: 'complex' });
    const third = await stock.take('walls', { preset: 'complex' });
    for (const taken of [second, third]) expect(taken.ok && taken.value.parPending).toBe(false);
    expect([seedOf(second), seedOf(third)]).toEqual(['seed1', 'seed2']);
    // Each one taken was replaced, never more than the shelf holds at once.
    expect(opened).toHaveLength(4);
  });

  it('draws custom params and fast games on demand, with no shelf, and never waits for their par', async () => {
    const { catalog, opened, asked } = fakeCatalog();
    const stock = new PuzzleStock(catalog, { seed: counter() });
    const custom = await stock.take('walls', { cols: 9, rows: 7, walls: 4 });
    const fifteen = await stock.take('fifteen', { size: 4 });
    expect(custom.ok && fifteen.ok).toBe(true);
    expect(asked).toHaveLength(2);
    expect(opened).toEqual([]);
    expect(stock.ready()).toEqual({});
  });

  it('answers bad params with the rules’ own error and draws nothing', async () => {
    const { catalog, opened, asked } = fakeCatalog();
    const stock = new PuzzleStock(catalog, { seed: counter() });
    const taken = await stock.take('fifteen', { size: 99 });
    expect(taken).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    expect(opened).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('hands every puzzle on the shelf out once', async () => {
    const { catalog, solveAhead } = fakeCatalog();
    const stock = new PuzzleStock(catalog, { perShelf: 2, seed: counter() });
    await stock.take('walls', { preset: 'normal' });
    solveAhead();
    await settle();
    const taken = await Promise.all([1, 2, 3, 4].map(() => stock.take('walls', { preset: 'normal' })));
    const ids = taken.map((t) => (t.ok ? t.value.puzzle.id : null));
    expect(new Set(ids).size).toBe(4);
  });
});
