import { ending, goalPolicyOf, replayLog, type Puzzle } from '@gridrace/core';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { RunsStore } from '../store/store.ts';
import type { LiveRun } from './live-run.ts';
import type { LiveRuns } from './live-runs.ts';
import { PendingPars } from './pending-pars.ts';
import type { RunEvents } from './run-events.ts';

export interface ParSettlingOptions {
  readonly store: RunsStore;
  readonly catalog: PuzzleCatalog;
  readonly live: LiveRuns;
  readonly events: RunEvents;
  readonly log?: { error(object: unknown, message: string): void };
}

/**
 * Runs are played at once, before their puzzle's par is known: each that started (or was
 * rebuilt) without it is settled from its stored log when the par comes, as if par had been
 * known from the start.
 */
export class ParSettling {
  /** Runs started before their par was known, settled when it comes. */
  private readonly pendingPars = new PendingPars();

  constructor(private readonly options: ParSettlingOptions) {
    // Awaited by the catalog: runs are settled before the par is announced to anyone.
    options.catalog.onPar((puzzle) => this.settlePar(puzzle));
  }

  /**
   * Run `runId` began (or was rebuilt) while its puzzle's par was being solved: it is settled
   * when the par comes, or at once when the par came meanwhile (between the catalog's answer
   * and now), so that no run waits for a par that was already announced.
   */
  awaitPar(puzzleId: string, runId: string): void {
    this.pendingPars.add(puzzleId, runId);
    void this.settleIfKnown(puzzleId);
  }

  /** After a restart: the runs whose par was still being solved when the server stopped are solved and settled now. */
  async recover(): Promise<void> {
    for (const { id, puzzleId } of await this.options.store.runsAwaitingPar()) this.awaitPar(puzzleId, id);
  }

  private async settleIfKnown(puzzleId: string): Promise<void> {
    const { catalog } = this.options;
    let known = catalog.known(puzzleId);
    // Not known here and no longer being solved (a solve that failed, or a par stored by
    // another process): ask again, which finds the stored par or solves it once more.
    if (!known && !catalog.solvingPar(puzzleId)) {
      const opened = await catalog.playable(puzzleId);
      if (opened.ok && !opened.value.parPending) known = opened.value.puzzle;
    }
    if (known) await this.settlePar(known);
  }

  /**
   * A par has come: every run that started without it is settled from its stored log. A run in
   * play takes the puzzle with its par (a `walls` board at or past par shows solved); a run
   * already over is ended again with it (a `walls` layout submitted or timed out at or past par
   * is solved, timed when its best came).
   */
  private async settlePar(puzzle: Puzzle): Promise<void> {
    for (const runId of this.pendingPars.take(puzzle.id)) {
      try {
        await this.settleRun(runId, puzzle);
      } catch (error) {
        // Stays pending in the store: the next start of the server settles it.
        this.options.log?.error({ err: error, runId }, 'could not settle a run with its par');
      }
    }
  }

  private async settleRun(runId: string, puzzle: Puzzle): Promise<void> {
    const { store, live, events } = this.options;
    const run = await live.get(runId);
    if (!run) return;
    await run.exclusive(async () => {
      const replayed = replayLog(puzzle, await store.logOf(runId));
      run.puzzle = puzzle;
      run.play = replayed;
      if (run.over && run.status !== 'gave_up') {
        const endedAtMs = run.stoppedAtMs ?? 0;
        const update = ending(puzzle, run.state, run.best, endedAtMs, run.record.startedAt + endedAtMs);
        if (goalPolicyOf(puzzle.rules).playsOn && update.status !== run.status) {
          await store.updateRun(runId, { status: update.status });
          run.status = update.status as LiveRun['status'];
          // Solved only now that par is known: a journey level that asks for it is met now too.
          await events.ended(run, run.record.startedAt + endedAtMs);
        }
      }
      events.tell(run);
    });
  }
}
