import { expectOk, openPuzzle, startRun, stepRun, viewState, type Puzzle, type RunState } from '@gridrace/core';
import type { Api } from '../api.ts';
import type { RunTransport } from '../transport.ts';

/**
 * A server for one run, the rules its authority, that says when it is running them
 * (`judging`): so a test can count the browser's own passes through the rules apart from
 * the server's. Moves are answered at once, in order; a refusal is not scripted.
 */
export class ScriptedServer implements RunTransport {
  readonly connected = true;
  judging = false;
  readonly received: { event: string; payload: { seq?: number } }[] = [];
  private run: RunState;

  constructor(readonly puzzle: Puzzle) {
    this.run = startRun(puzzle);
  }

  readonly api = {
    puzzle: () => Promise.resolve({ par: null, bestScore: null }),
    ownRuns: () => Promise.resolve({ runs: [], daily: null, nextRunRanked: true }),
    run: () => Promise.reject(new Error('the scripted server keeps no log')),
  } as unknown as Pick<Api, 'puzzle' | 'run' | 'ownRuns'>;

  onConnection(): () => void {
    return () => undefined;
  }

  request(event: string, raw: unknown): Promise<unknown> {
    const payload = raw as { seq?: number; move?: unknown };
    this.received.push({ event, payload });
    const state = () => viewState(this.puzzle, this.run.state);
    if (event === 'run:start') {
      const { puzzle } = this;
      return Promise.resolve({ ok: true, runId: 'r1', puzzleId: puzzle.id, board: puzzle.board, startedAt: 0, state: state(), timeLimitMs: null, ranked: true, par: null, parPending: false });
    }
    this.judging = true;
    try {
      this.run = expectOk(stepRun(this.puzzle, this.run, { kind: 'move', move: payload.move }, payload.seq ?? 0, 0));
    } finally {
      this.judging = false;
    }
    const over = this.run.state.status !== 'playing';
    const runStatus = this.run.state.status === 'solved' ? 'solved' : over ? 'stuck' : 'playing';
    return Promise.resolve({ ok: true, runId: 'r1', seq: this.run.lastSeq, state: state(), elapsedMs: 0, result: { timeMs: over ? 0 : null, score: this.run.state.score }, runStatus, ranked: true, timeLimitMs: null });
  }
}

/** A puzzle as the browser opens it, before its par comes. */
export function openedPuzzle(id: string): Puzzle {
  return { ...expectOk(openPuzzle(id)), par: null, optimal: false, solution: [] };
}
