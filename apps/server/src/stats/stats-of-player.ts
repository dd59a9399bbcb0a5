import { GAMES, type GameName } from '@gridrace/core';
import type { StatsSummary, Store } from '../store/store.ts';
import { HISTORY_POINTS, statsOfSummary, type PlayerGameStats } from './player-stats.ts';

const nothing = (game: GameName): StatsSummary => ({
  game,
  runs: 0,
  solves: 0,
  bests: { time: null, moves: null, score: null },
  bestAverages: [],
  latest: [],
  timed: null,
  efficiency: null,
  dailies: [],
});

/**
 * A player's statistics: per game asked for (every game they have a ranked run of, when
 * `game` is null), in the registry's order of games. The store keeps them as runs are written,
 * so asking reads a few index entries per game and the latest `HISTORY_POINTS` runs, whatever
 * the number of runs the player has.
 */
export async function statsOfPlayer(store: Store, playerId: string, game: GameName | null, today: string): Promise<PlayerGameStats[] | null> {
  const summaries = await store.statsSummariesOf(playerId, game, HISTORY_POINTS);
  // Only a player without runs needs a second look, to tell "no runs" from "nobody".
  if (summaries.length === 0 && !(await store.playerById(playerId))) return null;
  const games = game === null ? GAMES.filter((name) => summaries.some((kept) => kept.game === name)) : [game];
  return games.map((name) => statsOfSummary(name, summaries.find((kept) => kept.game === name) ?? nothing(name), today));
}
