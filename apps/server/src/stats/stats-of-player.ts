import { GAMES, type GameName } from '@gridrace/core';
import type { StatsRunRecord, Store } from '../store/store.ts';
import { playerGameStats, type PlayerGameStats } from './player-stats.ts';

/**
 * A player's statistics from one store query: per game asked for (every game they have a
 * ranked run of, when `game` is null), in the registry's order of games.
 */
export async function statsOfPlayer(store: Store, playerId: string, game: GameName | null, today: string): Promise<PlayerGameStats[] | null> {
  const runs = await store.statsRunsOf(playerId, game);
  // Only a player without runs needs a second look, to tell "no runs" from "nobody".
  if (runs.length === 0 && !(await store.playerById(playerId))) return null;
  const byGame = new Map<string, StatsRunRecord[]>();
  for (const run of runs) {
    const list = byGame.get(run.game);
    if (list) list.push(run);
    else byGame.set(run.game, [run]);
  }
  const games = game === null ? GAMES.filter((name) => byGame.has(name)) : [game];
  return games.map((name) => playerGameStats(name, byGame.get(name) ?? [], today));
}
