import { applyMove, expectOk, seededPuzzle, startState, type PlayState, type Puzzle } from '@gridrace/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunController } from '../../client/run-controller.ts';
import { openedPuzzle, ScriptedServer } from '../../client/test-support/scripted-server.ts';
import { playMove } from './stuck-move.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

/** The browser's passes through the rules' `step` (the scripted server's own are not counted). */
function countBrowserSteps(server: ScriptedServer): () => number {
  let count = 0;
  const { rules } = server.puzzle;
  const step = rules.step.bind(rules);
  vi.spyOn(rules, 'step').mockImplementation((...args: Parameters<typeof step>) => {
    if (!server.judging) count++;
    return step(...args);
  });
  return () => count;
}

async function playing(id: string): Promise<{ server: ScriptedServer; run: RunController; browserSteps: () => number }> {
  const server = new ScriptedServer(openedPuzzle(id));
  const run = new RunController(server, server.api, () => 0);
  await run.start(id);
  expect(run.current.phase).toBe('playing');
  return { server, run, browserSteps: countBrowserSteps(server) };
}

afterEach(() => vi.restoreAllMocks());

describe('a move in the browser', () => {
  it('goes through the rules once: judged, shown, sent and confirmed on that one pass', async () => {
    const same = expectOk(seededPuzzle('same', { cols: 8, rows: 6, colors: 4 }, 'stuck-move'));
    const moves = movesToStuck({ ...same, par: null, optimal: false, solution: [] });
    const { server, run, browserSteps } = await playing(same.id);
    const ask = vi.fn((_question: string) => true);
    for (const [index, move] of moves.entries()) {
      expect(playMove(run, move, ask)).toEqual({ accepted: true });
      await settle();
      expect(browserSteps()).toBe(index + 1);
    }
    expect(server.received.filter((r) => r.event === 'run:move')).toHaveLength(moves.length);
    // The question came from the run the one pass made, on the last move only.
    expect(ask).toHaveBeenCalledTimes(1);
    expect(run.current).toMatchObject({ phase: 'over', runStatus: 'stuck', state: { status: 'stuck' } });
  });

  it('that leaves no move after it is not sent when the player takes the question back', async () => {
    const same = expectOk(seededPuzzle('same', { cols: 8, rows: 6, colors: 4 }, 'stuck-move'));
    const moves = movesToStuck({ ...same, par: null, optimal: false, solution: [] });
    const { server, run, browserSteps } = await playing(same.id);
    for (const move of moves.slice(0, -1)) playMove(run, move, () => true);
    await settle();
    const before = run.current.state;
    const ask = vi.fn((_question: string) => false);
    expect(playMove(run, moves.at(-1), ask)).toEqual({ accepted: false, refusal: null });
    expect(ask.mock.calls[0]?.[0]).toMatch(/\d/);
    expect(run.current.state).toBe(before);
    expect(server.received.filter((r) => r.event === 'run:move')).toHaveLength(moves.length - 1);
    expect(browserSteps()).toBe(moves.length);
  });

  it('the rules refuse is answered with their reason, and not sent', async () => {
    const { server, run, browserSteps } = await playing('fifteen.v1.3.abc');
    const verdict = playMove(run, { x: 0, y: 0 }, () => true);
    expect(verdict).toMatchObject({ accepted: false, refusal: { code: 'illegal_move' } });
    expect(browserSteps()).toBe(1);
    expect(server.received.map((r) => r.event)).toEqual(['run:start']);
  });
});
