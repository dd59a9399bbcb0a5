import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PlayState, Puzzle } from '@gridrace/core';
import { LaneQueue, withTicket, type Lane, type LaneQueueOptions, type Ticket } from './job-queue.ts';
import type { HintAnswer, ParAnswer, SolveJob } from './jobs.ts';
import { ServerClosing } from '../failures.ts';

export interface SolverOptions {
  /** Pool size; by default every core but the one the event loops need (the server's, the database writer's), at least one. */
  readonly threads?: number;
  /** Told of each job a thread takes from the queue, and how long it waited (for `/metrics`). */
  readonly onTaken?: LaneQueueOptions['onTaken'];
}

/**
 * Solving (par, hints) in a pool of worker threads (piscina). A solve can take seconds (a
 * `complex` walls par, a 4x4 fifteen that first loads its pattern databases); on the event
 * loop it would delay every other player's moves, and so their server time stamps. The
 * threads (one a core, but the event loop's) run in Linux's idle class (`idle-priority.ts`;
 * elsewhere at nice 19) so that, on a busy machine, move validation still gets the CPU first.
 * Jobs waiting for a thread wait in lanes (`job-queue.ts`): hints, pars, then pars solved ahead.
 */
export class Solver {
  private pool: Piscina<SolveJob, ParAnswer | HintAnswer> | null = null;
  private readonly threads: number;
  private readonly queue: LaneQueue;
  /** The par jobs by ticket, for `drop`; the job is what piscina copies to a thread when one takes it. */
  private readonly waitingJobs = new WeakMap<Ticket, SolveJob & { kind: 'par' }>();
  /** Pools `close` destroyed: what their jobs reject with is the stop's doing. */
  private readonly closed = new WeakSet<object>();

  constructor(options: SolverOptions = {}) {
    // Not two on a two-core machine: under `npm run load` (1,000 racers) a second solver
    // thread at nice 19 raised the move acks' p99 from 20-27 ms to 34-82 ms. A hint then
    // waits at most for the job in hand (about half a second), at the head of the queue.
    this.threads = Math.max(1, options.threads ?? availableParallelism() - 1);
    this.queue = new LaneQueue({ onTaken: options.onTaken });
  }

  /** Jobs waiting for a thread now, by lane (for `/metrics`). */
  queued(): Record<Lane, number> {
    return this.queue.lengths();
  }

  /**
   * `ticket`: where the job waits while every thread is busy; its owner may move it up
   * (`job-queue.ts`), or take it back (`drop`). By default with the pars somebody waits for.
   */
  par(puzzleId: string, ticket: Ticket = { lane: 'par' }): Promise<ParAnswer> {
    // The very object piscina holds until a thread takes it, so that `drop` can mark it.
    const job = withTicket<SolveJob & { kind: 'par' }>({ kind: 'par', puzzleId }, ticket);
    this.waitingJobs.set(ticket, job);
    return this.submit(job) as Promise<ParAnswer>;
  }

  /**
   * Takes back a par that still waits for a thread: the job is marked, so the thread that
   * takes it answers at once with an error (`DROPPED`) instead of solving it. False when a
   * thread has it already. (Piscina's own abort is not used: its abortable jobs skip the
   * lanes, and one already running ends its thread.)
   */
  drop(ticket: Ticket): boolean {
    const job = this.waitingJobs.get(ticket);
    if (!job || !this.queue.holds(ticket)) return false;
    job.dropped = true;
    return true;
  }

  /** The next move from `state`: core's hint, computed in a solver thread. */
  async hint(puzzle: Puzzle, state: PlayState): Promise<unknown> {
    const { id: puzzleId, par, solution } = puzzle;
    const answer = (await this.run({ kind: 'hint', puzzleId, par, solution, board: state.board, status: state.status }, { lane: 'hint' })) as HintAnswer;
    return answer.move;
  }

  /** Stops every thread; the jobs still waiting or solving are refused with `ServerClosing`. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    if (!pool) return;
    this.closed.add(pool);
    await pool.destroy();
  }

  private run(job: SolveJob, ticket: Ticket): Promise<ParAnswer | HintAnswer> {
    return this.submit(withTicket(job, ticket));
  }

  private submit(job: SolveJob): Promise<ParAnswer | HintAnswer> {
    const pool = this.workers();
    return pool.run(job).catch((error: unknown) => {
      // Piscina's "Terminating worker thread": the server is stopping, which is no failure of the job.
      throw this.closed.has(pool) ? new ServerClosing('a solve was cut short') : error;
    });
  }

  /** The pool, started on first use (and again after `close`); piscina replaces a crashed thread. */
  private workers(): Piscina<SolveJob, ParAnswer | HintAnswer> {
    this.pool ??= new Piscina({
      filename: new URL('./solve-thread.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.threads,
      // Threads hold pattern databases (12 MiB for 4x4, 26 MiB with 5x5): let them go when the server is quiet.
      idleTimeout: 60_000,
      // The lowest nice, where the idle class cannot be had (`solve-thread.ts` asks for it): a
      // burst of moves keeps the event loop near saturation, where every share of a core
      // counts (under `npm run load`, the event loop waited for a core 12-13 % of the time at
      // nice 10, 8-10 % at 19).
      niceIncrement: 19,
      // When every thread is busy: hints first, then pars someone waits for, then the rest,
      // none starved by the others (`job-queue.ts`).
      taskQueue: this.queue,
    });
    return this.pool;
  }
}
