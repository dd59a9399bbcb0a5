import { Worker } from 'node:worker_threads';
import type { PlayState, Puzzle, Status } from '@gridrace/core';
import type { ParAnswer, SolveAnswer, SolveJob } from './jobs.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type JobInput =
  | { kind: 'par'; puzzleId: string }
  | { kind: 'hint'; puzzleId: string; par: number | null; solution: readonly unknown[]; board: unknown; status: Status };

/**
 * Solving (par, hints) in a worker thread. A solve can take seconds (a 4x4 fifteen builds
 * its pattern databases first); on the event loop it would delay every other player's
 * moves, and so their server time stamps. Jobs run one at a time, in order.
 */
export class Solver {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextJob = 1;

  par(puzzleId: string): Promise<ParAnswer> {
    return this.run({ kind: 'par', puzzleId }) as Promise<ParAnswer>;
  }

  /** The next move from `state`: core's hint, computed in the solver thread. */
  async hint(puzzle: Puzzle, state: PlayState): Promise<unknown> {
    const { id: puzzleId, par, solution } = puzzle;
    const answer = (await this.run({ kind: 'hint', puzzleId, par, solution, board: state.board, status: state.status })) as { move: unknown };
    return answer.move;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private run(input: JobInput): Promise<unknown> {
    const job = { ...input, jobId: this.nextJob++ } as SolveJob;
    return new Promise((resolve, reject) => {
      this.pending.set(job.jobId, { resolve, reject });
      this.thread().postMessage(job);
    });
  }

  /** The worker, started on first use and again after a crash. */
  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./solve-thread.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (answer: SolveAnswer) => {
      const pending = this.pending.get(answer.jobId);
      this.pending.delete(answer.jobId);
      if (!pending) return;
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(new Error(answer.message));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the solver thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
