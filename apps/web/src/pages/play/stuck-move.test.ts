import { applyMove, expectOk, seededPuzzle, startState, type PlayState, type Puzzle } from '@gridrace/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RunController } from '../../client/run-controller.ts';
import { asBrowser, stepsBySide } from '../../../test/support/browser-side.ts';
import { ServerAuthority } from '../../../test/support/server-authority.ts';
import { playMove } from './stuck-move.ts';

const SAME = expectOk(seededPuzzle('same', { cols: 8, rows: 6, colors: 4 }, 'stuck-move'));

/** `same` played by the first group from the top left until no move is left: its moves. */
function movesToStuck(puzzle: Puzzle): { x: number; y: number }[] {
  const { cols, rows } = puzzle.board as { cols: number; rows: number };
  const moves: { x: number; y: number }[] = [];
  let state: PlayState = startState(puzzle);
  search: while (state.status === 'playing') {
    for (let i = 0; i < cols * rows; i++) {
      const move = { x: i % cols, y: Math.floor(i / cols) };
      const next = applyMove(puzzle, state, move);
      if (!next.ok) continue;
      moves.push(move);
      state = next.value;
      continue search;
    }
  }
  if (state.status !== 'stuck') throw new Error('this board was cleared: pick another seed');
  return moves;
}

const moves = movesToStuck({ ...SAME, par: null, optimal: false, solution: [] });

let server: ServerAuthority;
beforeAll(async () => {
  server = await ServerAuthority.start();
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

/** A page playing `puzzleId` against the real server; the rules' steps counted on each side from its first move. */
async function playing(puzzleId: string) {
  const { transport, run } = await asBrowser(async () => {
    const player = await server.player();
    const run = new RunController(player.transport, player.api, () => 0);
    await run.start(puzzleId);
    return { transport: player.transport, run };
  });
  expect(run.current.phase).toBe('playing');
  // The rules object is one for the page and the in-process server: each side's passes are told apart by where they come from.
  const steps = stepsBySide(run.current.puzzle?.rules ?? expect.fail('no puzzle on show'));
  const play = (move: unknown, ask: (question: string) => boolean) => asBrowser(() => playMove(run, move, ask));
  const sentMoves = () => transport.sent.filter((request) => request.event === 'run:move').length;
  return { transport, run, steps, play, sentMoves };
}

describe('a move in the browser', () => {
  it('goes through the rules once: judged, shown, sent and confirmed on that one pass', async () => {
    const { transport, run, steps, play, sentMoves } = await playing(SAME.id);
    const ask = vi.fn((_question: string) => true);
    for (const [index, move] of moves.entries()) {
      expect(play(move, ask)).toEqual({ accepted: true });
      await transport.answered();
      expect(steps.browser()).toBe(index + 1);
    }
    // The server judged every move too, on its own pass, which is not the browser's.
    expect(steps.server()).toBeGreaterThanOrEqual(moves.length);
    expect(sentMoves()).toBe(moves.length);
    // The question came from the run the one pass made, on the last move only.
    expect(ask).toHaveBeenCalledTimes(1);
    expect(run.current).toMatchObject({ phase: 'over', runStatus: 'stuck', state: { status: 'stuck' } });
  });

  it('that leaves no move after it is not sent when the player takes the question back', async () => {
    const { transport, run, steps, play, sentMoves } = await playing(SAME.id);
    for (const move of moves.slice(0, -1)) play(move, () => true);
    await transport.answered();
    const before = run.current.state;
    const ask = vi.fn((_question: string) => false);
    expect(play(moves.at(-1), ask)).toEqual({ accepted: false, refusal: null });
    expect(ask.mock.calls[0]?.[0]).toMatch(/\d/);
    expect(run.current.state).toBe(before);
    expect(steps.browser()).toBe(moves.length);
    await transport.answered();
    expect(sentMoves()).toBe(moves.length - 1);
    expect(run.current).toMatchObject({ phase: 'playing', state: { status: 'playing' } });
  });

  it('the rules refuse is answered with their reason, and not sent', async () => {
    const { transport, steps, play } = await playing('fifteen.v1.3.abc');
    expect(play({ x: 0, y: 0 }, () => true)).toMatchObject({ accepted: false, refusal: { code: 'illegal_move' } });
    expect(steps.browser()).toBe(1);
    expect(transport.sent.map((request) => request.event)).toEqual(['run:start']);
  });
});
