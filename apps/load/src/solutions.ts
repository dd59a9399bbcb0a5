import { Worker } from 'node:worker_threads';
import { defaultCacheDir, preparePatternDatabases } from '@gridrace/core/node';
import type { RacerLine, SolveReply } from './solve-thread.ts';

/**
 * The moves each race's racers play (`solve-thread.ts`), computed once per puzzle (racers in one room
 * share it) in a thread of their own: a rematch brings a fresh random seed mid-run, and a
 * solve of up to a second on the event loop would show up as ack latency of every racer.
 */
export class Solutions {
  private readonly known = new Map<string, Promise<RacerLine>>();
  private readonly waiting = new Map<string, { resolve: (line: RacerLine) => void; reject: (error: Error) => void }>();
  private readonly worker: Worker;

  constructor() {
    this.worker = new Worker(new URL('./solve-thread.mjs', import.meta.url));
    this.worker.on('message', (reply: SolveReply) => {
      const waiter = this.waiting.get(reply.puzzleId);
      this.waiting.delete(reply.puzzleId);
      if ('error' in reply) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply);
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

  lineFor(puzzleId: string): Promise<RacerLine> {
    let line = this.known.get(puzzleId);
    if (!line) {
      line = new Promise((resolve, reject) => {
        this.waiting.set(puzzleId, { resolve, reject });
        this.worker.postMessage({ puzzleId });
      });
      this.known.set(puzzleId, line);
    }
    return line;
  }

  /** A room has moved on to its next puzzle: its old solution is not needed again. */
  forget(puzzleId: string): void {
    this.known.delete(puzzleId);
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
