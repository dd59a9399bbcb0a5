import { applyMove, expectOk, seededPuzzle, startState, type GameName, type Problem, type Puzzle } from '@gridrace/core';
import type * as wallsRules from '@gridrace/core/games/walls';
import { afterEach, describe, expect, it } from 'vitest';
import { hasMessage, setLocale, t, type MessageKey } from '../i18n/messages.ts';
import { cellLabel, readableCells, ruleRefusal } from './cell-label.ts';
// The games' own words come with their views, as in the app.
import './registry.ts';

const walls = (): Puzzle => ({ ...expectOk(seededPuzzle('walls', { preset: 'simple' }, 'cells')), par: null, optimal: false, solution: [] });

describe('cells in words', () => {
  it('counts from 1, column first', () => {
    expect(cellLabel({ x: 0, y: 0 })).toBe('column 1, row 1');
    expect(cellLabel({ x: 12, y: 3 })).toBe('column 13, row 4');
  });

  it("turns the rules' own refusals into the cells a person reads", () => {
    const puzzle = walls();
    const board = puzzle.board as wallsRules.Board;
    // A start cell: every cell of the left column is one.
    const refused = applyMove(puzzle, startState(puzzle), { x: 0, y: 2 });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.message).toContain('(0, 2)');
    expect(readableCells(refused.error.message)).toBe('Column 1, row 3 is a start cell; walls go on empty cells only.');
    const off = applyMove(puzzle, startState(puzzle), { x: board.cols, y: 0 });
    expect(off.ok ? '' : readableCells(off.error.message)).toBe(`Column ${board.cols + 1}, row 1 is off the ${board.cols}x${board.rows} board.`);
  });

  it('leaves a message without cells as it is', () => {
    expect(readableCells('All 7 walls are placed; remove one before placing another.')).toBe('All 7 walls are placed; remove one before placing another.');
  });
});

const puzzleOf = (game: GameName, params: Record<string, unknown>, seed: string): Puzzle => ({
  ...expectOk(seededPuzzle(game, params, seed)),
  par: null,
  optimal: false,
  solution: [],
});

/** The first refusal of each reason the rules give, from the moves a player can make on real boards. */
function refusals(): Problem[] {
  const found = new Map<string, Problem>();
  const keep = (problem: Problem) => {
    if (problem.reason && !found.has(problem.reason.key)) found.set(problem.reason.key, problem);
  };
  // Each move from the same position.
  const tryAll = (puzzle: Puzzle, moves: Iterable<unknown>, state = startState(puzzle)) => {
    for (const move of moves) {
      const next = applyMove(puzzle, state, move);
      if (!next.ok) keep(next.error);
    }
  };
  // The moves one after another, each from where the last accepted one left the board.
  const playOn = (puzzle: Puzzle, moves: Iterable<unknown>) => {
    let state = startState(puzzle);
    for (const move of moves) {
      const next = applyMove(puzzle, state, move);
      if (next.ok) state = next.value;
      else keep(next.error);
    }
  };
  const cells = (cols: number, rows: number) => Array.from({ length: cols * rows }, (_, i) => ({ x: i % cols, y: Math.floor(i / cols) }));
  const fifteen = puzzleOf('fifteen', { size: 4 }, 'refusals');
  tryAll(fifteen, cells(4, 4));
  const pipes = puzzleOf('pipes', {}, 'refusals');
  const pipesBoard = pipes.board as { cols: number; rows: number };
  tryAll(
    pipes,
    cells(pipesBoard.cols, pipesBoard.rows).map((cell) => ({ ...cell, turn: 'cw' })),
  );
  const same = puzzleOf('same', { cols: 6, rows: 6, colors: 4 }, 'refusals');
  tryAll(same, cells(6, 6));
  // An empty cell: after a group is gone.
  const afterOne = cells(6, 6)
    .map((cell) => applyMove(same, startState(same), cell))
    .find((next) => next.ok);
  if (afterOne?.ok) tryAll(same, cells(6, 6), afterOne.value);
  const walls = puzzleOf('walls', { preset: 'simple' }, 'refusals');
  const board = walls.board as wallsRules.Board;
  tryAll(walls, cells(board.cols, board.rows));
  // Walls placed one after another until the budget is spent: the next is refused.
  playOn(walls, cells(board.cols, board.rows));
  // A wall across a narrow board closes the path: the last one of the line is refused.
  playOn(
    puzzleOf('walls', { cols: 5, rows: 3, walls: 5, checkpoints: 0, rocks: 0 }, 'refusals'),
    [0, 1, 2].map((y) => ({ x: 2, y })),
  );
  return [...found.values()];
}

describe("refusals in the player's language", () => {
  afterEach(() => setLocale('en'));

  const problems = refusals();

  it('finds every reason the rules give on real boards', () => {
    expect(problems.map((problem) => problem.reason!.key).sort()).toEqual(
      ['fifteen.gap', 'fifteen.not_in_line', 'pipes.fixed', 'same.alone', 'same.empty', 'walls.all_placed', 'walls.blocks_path', 'walls.not_empty'].sort(),
    );
  });

  it('says each in English as the rules do, in words from the catalog', () => {
    for (const problem of problems) {
      const key = `refusal.${problem.reason!.key}`;
      expect(hasMessage(key)).toBe(true);
      const values: Record<string, string | number> = { ...problem.reason!.values };
      if (typeof values.x === 'number' && typeof values.y === 'number') values.cell = cellLabel({ x: values.x, y: values.y });
      expect(readableCells(t(key as MessageKey, values))).toBe(readableCells(problem.message));
      expect(ruleRefusal(problem)).toBe(readableCells(problem.message));
    }
  });

  it('says each in Spanish, its cell named as the board names it, never the generic sentence', async () => {
    await setLocale('es');
    const generic = t('error.illegal_move');
    for (const problem of problems) {
      const said = ruleRefusal(problem);
      expect(said).not.toBe(generic);
      expect(said).not.toContain('{');
      const { x, y } = problem.reason!.values ?? {};
      if (typeof x === 'number' && typeof y === 'number') expect(said).toContain(`columna ${x + 1}, fila ${y + 1}`);
    }
    const rock = problems.find((problem) => problem.reason!.key === 'walls.not_empty')!;
    expect(ruleRefusal(rock)).toMatch(/^En columna \d+, fila \d+ hay /);
  });
});
