import { openPuzzle, type Puzzle, type Result } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import type { PuzzleCatalog } from './catalog.ts';
import { PuzzleStock } from './stock.ts';

/** A catalog that records what it is asked to open; pars opened ahead answer when told to. */
function fakeCatalog() {
  const opened: { id: string; ahead: boolean }[] = [];
  const waiting: (() => void)[] = [];
  const catalog = {
    open(id: string, { ahead = false }: { ahead?: boolean } = {}): Promise<Result<Puzzle>> {
      opened.push({ id, ahead });
      const board = openPuzzle(id);
      if (!board.ok) return Promise.resolve(board);
      const answer: Result<Puzzle> = { ok: true, value: { ...board.value, par: 1, optimal: false, solution: [] } };
      return ahead ? new Promise((resolve) => waiting.push(() => resolve(answer))) : Promise.resolve(answer);
    },
  } as unknown as PuzzleCatalog;
  return { catalog, opened, solveAhead: () => waiting.splice(0).forEach((answer) => answer()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function counter() {
  let n = 0;
  return () => `seed${++n}`;
}

describe('PuzzleStock', () => {
  it('keeps walls presets ready: after the first new game, the next ones come off the shelf', async () => {
    const { catalog, opened, solveAhead } = fakeCatalog();
    const stock = new PuzzleStock(catalog, { perShelf: 2, seed: counter() });

    const first = await stock.take('walls', { preset: 'complex' });
    expect(first.ok && first.value.seed).toBe('seed1');
    // The first player waited for their own par; then two more are solved ahead.
    expect(opened.map((o) => [o.id.split('.').at(-1), o.ahead])).toEqual([
      ['seed1', false],
      ['seed2', true],
      ['seed3', true],
    ]);
    solveAhead();
    await settle();
    expect(Object.values(stock.ready())).toEqual([2]);

    const second = await stock.take('walls', { preset: 'complex' });
    const third = await stock.take('walls', { preset: 'complex' });
    expect([second, third].map((taken) => taken.ok && taken.value.seed)).toEqual(['seed2', 'seed3']);
    // Each one taken was replaced, never more than the shelf holds at once.
    expect(opened.filter((o) => o.ahead)).toHaveLength(4);
  });

  it('draws custom params and fast games on demand, with no shelf', async () => {
    const { catalog, opened } = fakeCatalog();
    const stock = new PuzzleStock(catalog, { seed: counter() });
    const custom = await stock.take('walls', { cols: 9, rows: 7, walls: 4 });
    const fifteen = await stock.take('fifteen', { size: 4 });
    expect(custom.ok && fifteen.ok).toBe(true);
    expect(opened.map((o) => o.ahead)).toEqual([false, false]);
    expect(stock.ready()).toEqual({});
  });

  it('answers bad params with the rules’ own error and draws nothing', async () => {
    const { catalog, opened } = fakeCatalog();
    const stock = new PuzzleStock(catalog, { seed: counter() });
    const taken = await stock.take('fifteen', { size: 99 });
    expect(taken).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    expect(opened).toEqual([]);
  });

  it('hands every puzzle on the shelf out once', async () => {
    const { catalog, solveAhead } = fakeCatalog();
    const stock = new PuzzleStock(catalog, { perShelf: 2, seed: counter() });
    await stock.take('walls', { preset: 'normal' });
    solveAhead();
    await settle();
    const taken = await Promise.all([1, 2, 3, 4].map(() => stock.take('walls', { preset: 'normal' })));
    const ids = taken.map((t) => (t.ok ? t.value.id : null));
    expect(new Set(ids).size).toBe(4);
  });
});
