import { GAMES, type GameName } from '@gridrace/core';
import type { StatsRunRecord, Store } from '../store/store.ts';
import { playerGameStats, type PlayerGameStats } from './player-stats.ts';
import type { FingerprintCache } from './fingerprint-cache.ts';
import { keptRuns, updatedRuns, type KeptRuns, type RunsCache } from './kept-runs.ts';

/** A game the player has no ranked run of has no fingerprint: the empty one. */
const NO_RUNS = '';

/** Statistics kept per player, game and day (the streaks are told at a day). */
export type StatsCache = FingerprintCache<PlayerGameStats>;
const keyOf = (playerId: string, game: string, today: string) => `${playerId}\u0000${game}\u0000${today}`;
const runsKeyOf = (playerId: string, game: string) => `${playerId}\u0000${game}`;

/**
 * A player's statistics: per game asked for (every game they have a ranked run of, when
 * `game` is null), in the registry's order of games. Games whose runs did not change since
 * they were computed come from `cache`; a game whose runs were read before (`runsCache`) reads
 * only those that ended since; the others come from one store query.
 */
export async function statsOfPlayer(
  store: Store,
  playerId: string,
  game: GameName | null,
  today: string,
  cache: StatsCache | null = null,
  now = 0,
  runsCache: RunsCache | null = null,
): Promise<PlayerGameStats[] | null> {
  const fingerprints = await store.statsFingerprintsOf(playerId, game);
  // Only a player without runs needs a second look, to tell "no runs" from "nobody".
  if (fingerprints.size === 0 && !(await store.playerById(playerId))) return null;
  const games = game === null ? GAMES.filter((name) => fingerprints.has(name)) : [game];
  const kept = new Map<GameName, PlayerGameStats>();
  for (const name of games) {
    const stats = cache?.get(keyOf(playerId, name, today), fingerprints.get(name) ?? NO_RUNS, now);
    if (stats) kept.set(name, stats);
  }
  const missing = games.filter((name) => !kept.has(name));
  const runsOf = new Map<GameName, KeptRuns>();
  // Runs read before, brought up to date with those that ended since.
  for (const name of missing) {
    const before = runsCache?.peek(runsKeyOf(playerId, name), now);
    const updated = before ? await updatedRuns(store, playerId, name, before, fingerprints.get(name) ?? NO_RUNS) : null;
    if (updated) runsOf.set(name, updated);
  }
  const unread = missing.filter((name) => !runsOf.has(name));
  if (unread.length > 0) {
    const runs = await store.statsRunsOf(playerId, unread.length === 1 ? (unread[0] as GameName) : game);
    const byGame = new Map<string, StatsRunRecord[]>();
    for (const run of runs) {
      const list = byGame.get(run.game);
      if (list) list.push(run);
      else byGame.set(run.game, [run]);
    }
    for (const name of unread) runsOf.set(name, keptRuns(byGame.get(name) ?? []));
  }
  for (const name of missing) {
    const fingerprint = fingerprints.get(name) ?? NO_RUNS;
    const read = runsOf.get(name) as KeptRuns;
    runsCache?.set(runsKeyOf(playerId, name), fingerprint, now, read);
    const stats = playerGameStats(name, read.runs, today);
    cache?.set(keyOf(playerId, name, today), fingerprint, now, stats);
    kept.set(name, stats);
  }
  return games.map((name) => kept.get(name) as PlayerGameStats);
}
