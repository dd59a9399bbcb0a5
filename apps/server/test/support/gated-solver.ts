import { openPuzzle } from '@gridrace/core';
import type { ParAnswer } from '../../src/solver/jobs.ts';
import { parAnswer } from '../../src/solver/par-answer.ts';
import type { Solver } from '../../src/solver/solver.ts';

/**
 * A solver whose pars come only when the test says (`release`), computed by core in-process:
 * it holds a server in the state where boards are played before their par is known.
 */
export class GatedSolver {
  private readonly waiting: { puzzleId: string; resolve: (answer: ParAnswer) => void }[] = [];
  private open = false;

  constructor(options: { open?: boolean } = {}) {
    this.open = options.open ?? false;
  }

  /** The pars asked for and not given yet. */
  get pending(): string[] {
    return this.waiting.map((job) => job.puzzleId);
  }

  par(puzzleId: string): Promise<ParAnswer> {
    if (this.open) return Promise.resolve(parOf(puzzleId));
    return new Promise((resolve) => this.waiting.push({ puzzleId, resolve }));
  }

  /** Gives every par asked for so far, and every later one at once. */
  release(): void {
    this.open = true;
    for (const job of this.waiting.splice(0)) job.resolve(parOf(job.puzzleId));
  }

  /** Every par is given on `release`: none is ever taken back. */
  drop(): boolean {
    return false;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  get asSolver(): Solver {
    return this as unknown as Solver;
  }
}

function parOf(puzzleId: string): ParAnswer {
  const opened = openPuzzle(puzzleId);
  if (!opened.ok) throw new Error(opened.error.message);
  return parAnswer(opened.value);
}
