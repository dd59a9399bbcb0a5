/**
 * Where the server processes of one deployment show they are alive (docs/operations.md#several-processes), and which races
 * each holds racers' sockets in: a process that stops beating is gone, and another lets go of
 * its racers. In memory for one process (and tests), in Redis (`redis-process-registry.ts`)
 * for several.
 */
export interface ProcessRegistry {
  /** Registers a new process `id`, alive for `ttlMs`. */
  register(id: string, ttlMs: number): Promise<void>;
  /** Keeps `id` alive for `ttlMs` more; false when it had already run out (it counts as gone). */
  beat(id: string, ttlMs: number): Promise<boolean>;
  /** Registered processes whose heartbeat has run out. */
  gone(): Promise<string[]>;
  /** Notes that `id` holds racers in race `code`: if it dies, they are let go of. */
  holds(id: string, code: string): Promise<void>;
  /** `id` holds nobody in race `code` any more. */
  releases(id: string, code: string): Promise<void>;
  /** The races `id` held racers in. */
  racesOf(id: string): Promise<string[]>;
  /** Forgets a gone process, once its racers have been let go of. */
  forget(id: string): Promise<void>;
}

/** For one process, or several in one test, on a clock of the caller's. */
export class MemoryProcessRegistry implements ProcessRegistry {
  private readonly aliveUntil = new Map<string, number>();
  private readonly races = new Map<string, Set<string>>();

  constructor(private readonly now: () => number) {}

  async register(id: string, ttlMs: number): Promise<void> {
    this.aliveUntil.set(id, this.now() + ttlMs);
  }

  async beat(id: string, ttlMs: number): Promise<boolean> {
    const until = this.aliveUntil.get(id);
    if (until === undefined || until <= this.now()) return false;
    this.aliveUntil.set(id, this.now() + ttlMs);
    return true;
  }

  async gone(): Promise<string[]> {
    return [...this.aliveUntil].filter(([, until]) => until <= this.now()).map(([id]) => id);
  }

  async holds(id: string, code: string): Promise<void> {
    const codes = this.races.get(id) ?? new Set<string>();
    codes.add(code);
    this.races.set(id, codes);
  }

  async releases(id: string, code: string): Promise<void> {
    this.races.get(id)?.delete(code);
  }

  async racesOf(id: string): Promise<string[]> {
    return [...(this.races.get(id) ?? [])];
  }

  async forget(id: string): Promise<void> {
    this.aliveUntil.delete(id);
    this.races.delete(id);
  }
}
