import { Worker } from 'node:worker_threads';
import { defaultCacheDir, preparePatternDatabases } from '@gridrace/core/node';
import type { SolveReply } from './solve-thread.ts';

/**
 * The moves that solve each race's puzzle, computed once per puzzle (racers in one room
 * share it) in a thread of their own: a rematch brings a fresh random seed mid-run, and a
 * solve of up to a second on the event loop would show up as ack latency of every racer.
 */
export class Solutions {
  private readonly known = new Map<string, Promise<readonly unknown[]>>();
  private readonly waiting = new Map<string, { resolve: (moves: readonly unknown[]) => void; reject: (error: Error) => void }>();
  private readonly worker: Worker;

  constructor() {
    this.worker = new Worker(new URL('./solve-thread.mjs', import.meta.url));
    this.worker.on('message', (reply: SolveReply) => {
      const waiter = this.waiting.get(reply.puzzleId);
      this.waiting.delete(reply.puzzleId);
      if ('error' in reply) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply.moves);
    });
    this.worker.on('error', (error) => {
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    });
    // Nothing else keeps it: the process may end while the thread idles.
    this.worker.unref();
  }

  /** Builds the 4x4 fifteen tables into the disk cache if missing (about 10 s, once per machine), before any clock runs. */
  static preparePatterns(): void {
    preparePatternDatabases(defaultCacheDir());
  }

  movesFor(puzzleId: string): Promise<readonly unknown[]> {
    let moves = this.known.get(puzzleId);
    if (!moves) {
      moves = new Promise((resolve, reject) => {
        this.waiting.set(puzzleId, { resolve, reject });
        this.worker.postMessage({ puzzleId });
      });
      this.known.set(puzzleId, moves);
    }
    return moves;
  }

  /** A room has moved on to its next puzzle: its old solution is not needed again. */
  forget(puzzleId: string): void {
    this.known.delete(puzzleId);
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
