import { expectOk, openPuzzle, solvePuzzle, startRun, stepRun, viewState, type PlayState } from '@gridrace/core';
import type { StateViewJson } from '@gridrace/protocol';
import { describe, expect, it } from 'vitest';
import { agrees, RunLedger } from './ledger.ts';

const puzzle = solvePuzzle(expectOk(openPuzzle('fifteen.v1.3.abc')));
const [first, second, third] = puzzle.solution;
const view = (state: PlayState): StateViewJson => viewState(puzzle, state) as StateViewJson;
/** The run the server has after taking `moves` one by one from the start. */
const serverAfter = (...moves: unknown[]) =>
  moves.reduce((run: ReturnType<typeof startRun>, move, i) => expectOk(stepRun(puzzle, run, { kind: 'move', move }, i + 1, 0)), startRun(puzzle));

describe('the run ledger', () => {
  it('shows requests in flight at once, and numbers them from the last seq', () => {
    const ledger = new RunLedger(puzzle);
    expect(ledger.propose({ kind: 'move', move: first })).toEqual({ ok: true, value: 1 });
    expect(ledger.propose({ kind: 'move', move: second })).toEqual({ ok: true, value: 2 });
    expect(ledger.pending).toBe(2);
    expect(ledger.shown.moves).toBe(2);
    expect(ledger.propose({ kind: 'move', move: { x: 9, y: 9 } }).ok).toBe(false);
    expect(ledger.pending).toBe(2);
  });

  it('confirms answers in order, agreeing with the server', () => {
    const ledger = new RunLedger(puzzle);
    ledger.propose({ kind: 'move', move: first });
    ledger.propose({ kind: 'move', move: second });
    expect(ledger.accepted(1, view(serverAfter(first).state))).toBe(true);
    expect(ledger.accepted(2, view(serverAfter(first, second).state))).toBe(true);
    expect(ledger.agreesWith(view(serverAfter(first, second).state))).toBe(true);
  });

  it('tells a server board unlike its own apart, even with the same figures', () => {
    const ledger = new RunLedger(puzzle);
    ledger.propose({ kind: 'move', move: first });
    const server = view(serverAfter(first).state);
    // Two tiles swapped, the figures left as they were: only the boards tell the states apart.
    const tiles = [...(server.board as { tiles: number[] }).tiles];
    [tiles[0], tiles[1]] = [tiles[1]!, tiles[0]!];
    const swapped = { ...server, board: { ...(server.board as object), tiles } };
    expect(agrees(ledger.shown, swapped)).toBe(false);
    expect(ledger.accepted(1, swapped)).toBe(false);
    expect(ledger.agreesWith(server)).toBe(true);
  });

  it('after a refusal shows the confirmed state until every request in flight is answered, then takes requests again', () => {
    const ledger = new RunLedger(puzzle);
    ledger.propose({ kind: 'move', move: first });
    ledger.propose({ kind: 'undo' });
    ledger.propose({ kind: 'move', move: first });
    ledger.refused(1);
    expect(ledger.shown.moves).toBe(0);
    expect(ledger.propose({ kind: 'undo' })).toMatchObject({ ok: false, error: { code: 'resyncing' } });
    // The undo was built on the refused move: on the confirmed start it takes nothing back, and the server's state is not ours.
    expect(ledger.accepted(2, view(serverAfter(first).state))).toBe(false);
    expect(ledger.shown.moves).toBe(0);
    expect(ledger.accepted(3, view(serverAfter(first).state))).toBe(true);
    expect(ledger.pending).toBe(0);
    expect(ledger.propose({ kind: 'move', move: second })).toEqual({ ok: true, value: 4 });
  });

  it("adopts the state of a refusal's acknowledgement, and says an undo then needs the log", () => {
    const ledger = new RunLedger(puzzle);
    const server = serverAfter(first, second);
    expect(ledger.adopt(view(server.state), 2)).toBe(true);
    expect(ledger.shown).toMatchObject({ board: server.state.board, moves: 2, undo: null });
    expect(ledger.needsHistory).toBe(true);
    expect(ledger.propose({ kind: 'move', move: third })).toEqual({ ok: true, value: 3 });
    ledger.reset(serverAfter(first, second, third), 3);
    expect(ledger.needsHistory).toBe(false);
    expect(ledger.shown.undo).not.toBeNull();
  });

  it('refuses to adopt a board that is not of its game, changing nothing', () => {
    const ledger = new RunLedger(puzzle);
    const before = ledger.shown;
    expect(ledger.adopt({ ...view(serverAfter(first).state), board: { cells: [] } }, 1)).toBe(false);
    expect(ledger.shown).toBe(before);
    expect(ledger.needsHistory).toBe(false);
  });
});
