import type * as Core from '@gridrace/core';
import { describe, expect, it, vi } from 'vitest';
import { GAME_JSON } from './game-json.ts';
import { newPuzzleBodySchema, PUZZLE_ID_PATTERN, puzzleResponseSchema, runResponseSchema } from './rest.ts';
import { gameSchema } from './state.ts';

// A fifth game registered in core's one list (the test's stand-in for its registry line):
// every schema selected by game is read off that list, so the toy comes with no line here.
vi.mock('@gridrace/core', async (importOriginal) => {
  const core = await importOriginal<typeof Core>();
  const { toy } = await import('@gridrace/core/testing');
  const RULES_BY_GAME = { ...core.RULES_BY_GAME, toy };
  return { ...core, RULES_BY_GAME, RULES: RULES_BY_GAME, GAMES: Object.keys(RULES_BY_GAME) };
});

const toyRun = {
  id: 'run-toy-1',
  puzzleId: 'toy.d.0101',
  game: 'toy',
  player: { id: 'p1', name: 'Ada', guest: true },
  status: 'solved',
  ranked: true,
  timeMs: 1_200,
  moves: 2,
  score: 0,
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:01.200Z',
  verified: true,
  flag: null,
  log: [
    { seq: 1, kind: 'move', move: { x: 0, y: 0 }, atMs: 500 },
    { seq: 2, kind: 'move', move: { x: 2, y: 0 }, atMs: 1_200 },
  ],
  logHidden: null,
  nextAfter: null,
};

describe('a game registered in core’s one list', () => {
  it('is a game, with its own named schemas', () => {
    expect(gameSchema.parse('toy')).toBe('toy');
    expect(gameSchema.description).toBe('A game: fifteen (sliding tiles), same (SameGame), pipes, walls, toy (lamps).');
    expect(Object.keys(GAME_JSON)).toEqual(['fifteen', 'same', 'pipes', 'walls', 'toy']);
    expect(new RegExp(PUZZLE_ID_PATTERN).test('toy.v1.4.lamps')).toBe(true);
  });

  it('has its runs taken with its own moves, and a move of another shape refused', () => {
    expect(runResponseSchema.parse(toyRun)).toEqual(toyRun);
    const wrongMove = { ...toyRun, log: [{ seq: 1, kind: 'move', move: { x: 0, y: 0, dir: 'cw' }, atMs: 5 }] };
    expect(runResponseSchema.safeParse(wrongMove).success).toBe(false);
  });

  it('has its puzzles and new-puzzle bodies taken', () => {
    expect(newPuzzleBodySchema.parse({ game: 'toy', params: { lamps: 5 } })).toEqual({ game: 'toy', params: { lamps: 5 } });
    const puzzle = { id: 'toy.d.0101', game: 'toy', params: { lamps: 4 }, board: { lamps: [false, true, false, true] }, par: 2 };
    expect(puzzleResponseSchema.parse(puzzle)).toEqual(puzzle);
  });
});
