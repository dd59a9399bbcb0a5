/** A player waiting for a quick race (docs/races.md#quick-races): plain JSON, so a shared store can hold it. */
export interface QueueEntry {
  readonly playerId: string;
  readonly name: string;
  /** Whether they are a guest (their name shown with a mark); absent in an entry queued before accounts: a guest. */
  readonly guest?: boolean;
  readonly game: string;
  readonly params: Record<string, unknown>;
  /** Players are only matched with those of the same pool: the kind of board asked for (core's `boardKindOf`: game and params). */
  readonly pool: string;
  /** Their rating in the game; null before their first rated race. */
  readonly rating: number | null;
  /** When they joined the queue (server epoch ms). */
  readonly since: number;
}

/**
 * Where the quick-race queue lives: in memory for one process, in Redis when several share
 * races (`redis-quick-queue.ts`), so a player on one process meets a player on another.
 */
export interface QuickQueue {
  /** Queues the player, replacing what they asked for before. */
  join(entry: QueueEntry): Promise<void>;
  /** Takes the player out; answers whether they were queued. */
  leave(playerId: string): Promise<boolean>;
  all(): Promise<QueueEntry[]>;
  /** Takes all these players out at once, only if every one is still queued (else nobody): answers whether it did. */
  take(playerIds: readonly string[]): Promise<boolean>;
}

export class MemoryQuickQueue implements QuickQueue {
  private readonly entries = new Map<string, QueueEntry>();

  async join(entry: QueueEntry): Promise<void> {
    this.entries.set(entry.playerId, entry);
  }

  async leave(playerId: string): Promise<boolean> {
    return this.entries.delete(playerId);
  }

  async all(): Promise<QueueEntry[]> {
    return [...this.entries.values()];
  }

  async take(playerIds: readonly string[]): Promise<boolean> {
    if (!playerIds.every((id) => this.entries.has(id))) return false;
    for (const id of playerIds) this.entries.delete(id);
    return true;
  }
}
