/**
 * The work one solve may do, shared by all its stages: a search's nodes and a placement's
 * states (each taken from its breadth-first queue) count alike, one unit each. A budget then
 * bounds the whole solve, the reduction's placements included, not each search on its own.
 */
export class Work {
  private done = 0;

  constructor(readonly limit: number) {}

  /** Units spent so far. */
  get spent(): number {
    return this.done;
  }

  get left(): number {
    return this.limit - this.done;
  }

  /** Counts one unit more: false, and nothing counted, once the limit is reached. */
  take(): boolean {
    if (this.done >= this.limit) return false;
    this.done++;
    return true;
  }

  /** Counts what a search reports it used (it was given at most what is left). */
  spend(units: number): void {
    this.done += units;
  }

  get exhausted(): boolean {
    return this.done >= this.limit;
  }
}
