import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES } from './registry.ts';
import { applyMove, isOver, startState, UNDO_CHECKPOINT, undoMove, viewState } from './play.ts';
import { hint } from './run/hint.ts';
import { replay } from './run/replay-moves.ts';
import { describedPuzzle, openPuzzle, puzzleJson, seededPuzzle, solvePuzzle, type Puzzle } from './puzzles.ts';
import { expectOk, type Result } from './result.ts';
import { SMALL_PARAMS } from './run/test-support/requests.ts';

// Each game's small boards (its `samples.small`), so that solving inside a property stays quick.
const SMALL = SMALL_PARAMS;

const seeds = fc.string({ unit: 'grapheme', maxLength: 12 });

describe.each(GAMES)('%s through the shared engine', (game) => {
  it('opens its own id to the same puzzle, and its described id to the same board', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const made = expectOk(seededPuzzle(game, SMALL[game], seed));
        const reopened = expectOk(openPuzzle(made.id));
        expect(reopened.id).toBe(made.id);
        expect(reopened.board).toEqual(made.board);
        const described = expectOk(describedPuzzle(game, made.board));
        expect(described.board).toEqual(made.board);
        expect(expectOk(openPuzzle(described.id)).board).toEqual(made.board);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses an unknown key in params, boards and moves, naming it (a JSON "__proto__" too)', () => {
    const puzzle = solvePuzzle(expectOk(seededPuzzle(game, SMALL[game], 'strict')));
    const move = JSON.stringify(puzzle.solution[0]);
    // JSON.parse makes "__proto__" an own key, as it arrives from a socket or a command line.
    const withProto = (json: string) => JSON.parse(`{"__proto__":{"x":1},${json.slice(1)}`) as unknown;
    const refusals: [Result<unknown>, string, string][] = [
      [seededPuzzle(game, { ...SMALL[game], bogus: 1 }, 's'), 'invalid_params', 'bogus'],
      [seededPuzzle(game, withProto(JSON.stringify(SMALL[game])), 's'), 'invalid_params', '__proto__'],
      [describedPuzzle(game, { ...(puzzle.board as object), note: 'x' }), 'invalid_board', 'note'],
      [applyMove(puzzle, startState(puzzle), { ...(JSON.parse(move) as object), z: 1 }), 'invalid_move', 'z'],
      [applyMove(puzzle, startState(puzzle), withProto(move)), 'invalid_move', '__proto__'],
    ];
    for (const [result, code, key] of refusals) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code, message: expect.stringContaining(`: ${key}: unknown key.`) });
    }
  });

  it('never throws on arbitrary JSON moves, and a refused move changes nothing', () => {
    const puzzle = solvePuzzle(expectOk(seededPuzzle(game, SMALL[game], 'arbitrary')));
    const start = startState(puzzle);
    fc.assert(
      fc.property(fc.jsonValue(), fc.record({ x: fc.integer({ min: -3, max: 12 }), y: fc.integer({ min: -3, max: 12 }) }), (json, cell) => {
        for (const move of [json, cell, { ...cell, turn: 'cw' }]) {
          const result = applyMove(puzzle, start, move);
          if (!result.ok) {
            expect(['invalid_move', 'illegal_move']).toContain(result.error.code);
            expect(result.error.message.length).toBeGreaterThan(5);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("reaches par by replaying the solver's moves, undo restores the board, and hint proposes a legal move", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const puzzle = solvePuzzle(expectOk(seededPuzzle(game, SMALL[game], seed)));
        expect(puzzle.par).not.toBeNull();
        const { state, failure } = replay(puzzle, puzzle.solution);
        expect(failure).toBeUndefined();
        expect(state.status).toBe('solved');
        if (game === 'walls') expect(state.score).toBe(puzzle.par);
        else if (game !== 'same') expect(state.moves).toBe(puzzle.par);

        const start = startState(puzzle);
        const suggestion = hint(puzzle, start);
        const first = expectOk(applyMove(puzzle, start, suggestion));
        const undone = undoMove(puzzle, first);
        if (isOver(puzzle, first)) {
          // A one-move puzzle: once solved, the run takes no more moves, undo included.
          expect(undone).toMatchObject({ ok: false, error: { code: 'run_over' } });
          return;
        }
        const back = expectOk(undone);
        expect(back.board).toEqual(start.board);
        expect(back.moves).toBe(first.moves * 2);
        expect(viewState(puzzle, back).status).toBe(start.status);
      }),
      { numRuns: 25 },
    );
  });
});

describe('undo', () => {
  /** A 4x4 board walked `count` moves, each sliding a tile of the gap's row or column (par is not needed). */
  function walked(count: number) {
    const puzzle: Puzzle = { ...expectOk(seededPuzzle('fifteen', { size: 4 }, 'undo stack')), par: null, optimal: false, solution: [] };
    const states = [startState(puzzle)];
    for (let i = 0; i < count; i++) {
      const before = states[states.length - 1]!;
      const gap = (before.board as { tiles: number[] }).tiles.indexOf(0);
      const [gx, gy] = [gap % 4, Math.floor(gap / 4)];
      const along = (i * 7) % 3;
      const move = i % 2 === 0 ? { x: (gx + 1 + along) % 4, y: gy } : { x: gx, y: (gy + 1 + along) % 4 };
      states.push(expectOk(applyMove(puzzle, before, move)));
    }
    return { puzzle, states };
  }

  it('takes moves back newest first, each move extending the undo stack it was given rather than copying it', () => {
    // Past three checkpoints: boards kept and boards replayed from the checkpoint below alike.
    const { puzzle, states } = walked(3 * UNDO_CHECKPOINT + 5);
    for (let i = 1; i < states.length; i++) expect(states[i]!.undo?.below).toBe(states[i - 1]!.undo);
    let state = states[states.length - 1]!;
    for (let back = states.length - 2; back >= 0; back--) {
      state = expectOk(undoMove(puzzle, state));
      expect(state.board).toEqual(states[back]!.board);
      expect(state.score).toBe(states[back]!.score);
      expect(state.moves).toBeGreaterThan(states[back]!.moves);
      expect(state.undo).toBe(states[back]!.undo);
    }
    expect(undoMove(puzzle, state)).toMatchObject({ ok: false, error: { code: 'nothing_to_undo' } });
  });

  it('keeps one board per checkpoint, not one per move', () => {
    const { states } = walked(2 * UNDO_CHECKPOINT + 1);
    const kept: number[] = [];
    for (let entry = states[states.length - 1]!.undo; entry !== null; entry = entry.below) if (entry.board !== null) kept.push(entry.depth);
    expect(kept).toEqual([2 * UNDO_CHECKPOINT, UNDO_CHECKPOINT, 0]);
    // A checkpoint keeps the very board its move was played on: nothing is copied.
    expect(states[UNDO_CHECKPOINT + 1]!.undo?.board).toBe(states[UNDO_CHECKPOINT]!.board);
  });

  it('undoes, plays on, and undoes again across a checkpoint', () => {
    const { puzzle, states } = walked(UNDO_CHECKPOINT + 3);
    let state = states[states.length - 1]!;
    for (let i = 0; i < 6; i++) state = expectOk(undoMove(puzzle, state));
    expect(state.board).toEqual(states[UNDO_CHECKPOINT - 3]!.board);
    const gap = (state.board as { tiles: number[] }).tiles.indexOf(0);
    const redone = expectOk(applyMove(puzzle, state, { x: ((gap % 4) + 2) % 4, y: Math.floor(gap / 4) }));
    expect(expectOk(undoMove(puzzle, redone)).board).toEqual(state.board);
    expect(expectOk(undoMove(puzzle, state)).board).toEqual(states[UNDO_CHECKPOINT - 4]!.board);
  });
});

describe('puzzle errors', () => {
  it('explains bad params, bad seeds, bad boards and bad ids', () => {
    const params = seededPuzzle('fifteen', { size: 99 }, 'x');
    expect(params.ok || params.error.code).toBe('invalid_params');
    const seed = seededPuzzle('fifteen', {}, '\uD800');
    expect(seed.ok || seed.error.code).toBe('invalid_seed');
    const board = describedPuzzle('pipes', { nope: true });
    expect(board.ok || board.error.code).toBe('invalid_board');
    const version = openPuzzle('fifteen.v99.4.abc');
    expect(version.ok || version.error.message).toMatch(/no generator v99/);
    const nonCanonical = openPuzzle('fifteen.v1.04.abc');
    expect(nonCanonical.ok).toBe(false);
  });

  it('shows a puzzle as {id, game, params, board, par}', () => {
    const puzzle = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 3 }, 'json')));
    expect(Object.keys(puzzleJson(puzzle))).toEqual(['id', 'game', 'params', 'board', 'par']);
    expect(puzzle.id).toMatch(/^fifteen\.v1\.3\.json$/);
  });
});
