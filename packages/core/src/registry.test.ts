import type * as Registry from './registry.ts';
import { describe, expect, it, vi } from 'vitest';
import { journeyFigures } from './journey-figures.ts';
import { parsePuzzleId } from './ids/puzzle-id.ts';
import { applyMove, startState } from './play.ts';
import { openPuzzle, rulesOf, seededPuzzle, solvePuzzle } from './puzzles.ts';
import type { GameName } from './puzzle.ts';
import { GAMES, RULES } from './registry.ts';
import { expectOk } from './result.ts';
import { toy, TOY_NAME } from './test-support/toy-game.ts';

// A fifth game registered as a new game is: its rules, and one line in the registry's list.
vi.mock('./registry.ts', async (importOriginal) => {
  const registry = await importOriginal<typeof Registry>();
  const { toy: fifth } = await import('./test-support/toy-game.ts');
  const RULES_BY_GAME = { ...registry.RULES_BY_GAME, toy: fifth };
  return { ...registry, RULES_BY_GAME, RULES: RULES_BY_GAME, GAMES: Object.keys(RULES_BY_GAME) };
});

const name = TOY_NAME as GameName;

describe('a game registered in the one list', () => {
  it('is listed after the others, with its rules', () => {
    expect(GAMES).toEqual(['fifteen', 'same', 'pipes', 'walls', 'toy']);
    expect(rulesOf(name)).toBe(toy);
    expect(RULES[name].samples.small).toEqual({ lamps: 3 });
  });

  it('has seeded and described puzzle ids that read back', () => {
    const seeded = expectOk(seededPuzzle(name, {}, 'lamps'));
    expect(seeded.id).toBe('toy.v1.4.lamps');
    expect(expectOk(parsePuzzleId(seeded.id)).game).toBe('toy');
    expect(expectOk(openPuzzle(seeded.id)).board).toEqual(seeded.board);
    expect(expectOk(openPuzzle('toy.d.0101')).board).toEqual({ lamps: [false, true, false, true] });
  });

  it('is played by the shared engine to its end, and refused in its own words', () => {
    const puzzle = solvePuzzle(expectOk(openPuzzle('toy.d.0101')));
    expect(puzzle.par).toBe(2);
    const refused = applyMove(puzzle, startState(puzzle), { x: 1, y: 0 });
    expect(refused.ok ? null : refused.error.reason?.key).toBe('toy.on');
    let state = startState(puzzle);
    for (const move of puzzle.solution) state = expectOk(applyMove(puzzle, state, move));
    expect(state.status).toBe('solved');
  });

  it('has its journey measured as every game’s is', () => {
    expect(journeyFigures(name)).toEqual([{ puzzleId: 'toy.d.0101', difficulty: 2 }]);
  });
});
