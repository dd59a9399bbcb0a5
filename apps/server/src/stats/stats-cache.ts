import type { PlayerGameStats } from './player-stats.ts';

interface Entry {
  readonly fingerprint: string;
  readonly keptAt: number;
  readonly stats: PlayerGameStats;
}

/**
 * A player's statistics per game as last computed, kept while the fingerprint of their runs
 * (the store's, one cheap query) is the same: turning 10,000 runs into figures is then paid
 * once per finished run, not once per page view. Each process keeps its own; every entry is
 * checked against the database, so a run recorded by another process is seen at once. A par
 * solved again by a newer solver changes no run, so entries also expire after `maxAgeMs`.
 */
export class StatsCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    // An entry holds up to 500 results for the chart (tens of kB): a few hundred players are plenty.
    private readonly maxEntries = 500,
    private readonly maxAgeMs = 10 * 60_000,
  ) {}

  /** The statistics kept for this key and fingerprint, or null. `now`: ms, `today`: the UTC date streaks are told at. */
  get(playerId: string, game: string, today: string, fingerprint: string, now: number): PlayerGameStats | null {
    const key = `${playerId}\u0000${game}\u0000${today}`;
    const entry = this.entries.get(key);
    if (!entry || entry.fingerprint !== fingerprint || now - entry.keptAt > this.maxAgeMs) return null;
    // Map order is insertion order: move it to the back, so the least recently used goes first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.stats;
  }

  set(playerId: string, game: string, today: string, fingerprint: string, now: number, stats: PlayerGameStats): void {
    const key = `${playerId}\u0000${game}\u0000${today}`;
    this.entries.delete(key);
    this.entries.set(key, { fingerprint, keptAt: now, stats });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
