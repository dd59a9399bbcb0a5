import { reasonOf } from '../cannot-start.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** What the server hears of its database's outages: once when one starts, once when it ends. */
export interface OutageObserver {
  lost(error: unknown): void;
  back(afterMs: number): void;
}

/**
 * What the store has seen of its database lately: whether reads still reach it, and whether
 * its last commit went through. A probe alone cannot say the second (a write that changes
 * nothing passes on a full disk), so the outcome of real commits counts: a failed one marks
 * the store not writable until a later commit succeeds. An outage is told once, at its
 * first failure, however many requests or connections fail during it.
 */
export class StoreHealth {
  private readsFailing: unknown = null;
  private writesFailing: unknown = null;
  private since = 0;
  private observer: OutageObserver | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  observe(observer: OutageObserver): void {
    this.observer = observer;
  }

  /** A read, a connection or a commit failed; only the database's unavailability counts. */
  failed(error: unknown, what: 'read' | 'write'): void {
    if (!isDatabaseUnavailable(error)) return;
    const wasDown = this.down;
    if (what === 'write') this.writesFailing = error;
    else this.readsFailing = error;
    if (wasDown) return;
    this.since = this.now();
    this.observer?.lost(error);
  }

  /** A read answered, or a commit went through (which proves reads too). */
  succeeded(what: 'read' | 'write'): void {
    if (!this.down) return;
    this.readsFailing = null;
    if (what === 'write') this.writesFailing = null;
    if (!this.down) this.observer?.back(this.now() - this.since);
  }

  /** Whether the last commit failed (and none has gone through since). */
  get writesDown(): boolean {
    return this.writesFailing !== null;
  }

  /** Why the store cannot serve players now, from what it saw; null when nothing failed. */
  problem(): string | null {
    if (this.writesFailing !== null) return `The database takes no writes: ${reasonOf(this.writesFailing)}.`;
    if (this.readsFailing !== null) return `The database does not answer: ${reasonOf(this.readsFailing)}.`;
    return null;
  }

  private get down(): boolean {
    return this.readsFailing !== null || this.writesFailing !== null;
  }
}
