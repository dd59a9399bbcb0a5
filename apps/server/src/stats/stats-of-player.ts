import { describeStatsKind, GAMES, parseStatsKind, type GameName } from '@gridrace/core';
import type { PlayersStore, StatsKindPlayed, StatsStore, StatsSummary } from '../store/store.ts';
import { HISTORY_POINTS, statsOfSummary, type KindPlayed, type PlayerGameStats } from './player-stats.ts';

/** The kinds of board listed per game asked for: more than a player picks among, fewer than a page can't carry. */
export const KINDS_LISTED = 100;

const nothing = (game: GameName, kind: string | null): Omit<StatsSummary, 'kind'> & { kind: string | null } => ({
  game,
  kind,
  runs: 0,
  solves: 0,
  bests: { time: null, moves: null, score: null },
  bestAverages: [],
  latest: [],
  timed: null,
  efficiency: null,
  dailies: [],
});

/** A kind as the API names it: its params and its boards in words (kinds in the store are core's `statsKindOf`). */
function named(played: StatsKindPlayed): KindPlayed {
  const kind = parseStatsKind(played.kind);
  const params = kind.ok && kind.value.kind === 'seeded' ? kind.value.params : null;
  return { kind: played.kind, params, board: kind.ok ? describeStatsKind(kind.value) : played.kind, runs: played.runs, lastPlayedAt: played.lastStartedAt };
}

/**
 * A player's statistics: per game asked for (every game they have a ranked run of, when
 * `game` is null), in the registry's order of games, of one kind of board each: `kind` when
 * asked for (of `game`), else the kind played last. The store keeps them as runs are written,
 * so asking reads a row per kind played and, per game, a few index entries and the latest
 * `HISTORY_POINTS` runs, whatever the number of runs the player has.
 */
export async function statsOfPlayer(
  store: PlayersStore & StatsStore,
  playerId: string,
  game: GameName | null,
  today: string,
  kind: string | null = null,
): Promise<PlayerGameStats[] | null> {
  const played = await store.statsKindsOf(playerId, game, KINDS_LISTED * (game === null ? GAMES.length : 1));
  // Only a player without runs needs a second look, to tell "no runs" from "nobody".
  if (played.length === 0 && !(await store.playerById(playerId))) return null;
  const games = game === null ? GAMES.filter((name) => played.some((row) => row.game === name)) : [game];
  return Promise.all(
    games.map(async (name) => {
      const kinds = played.filter((row) => row.game === name).slice(0, KINDS_LISTED);
      const shown = (game === name ? kind : null) ?? kinds[0]?.kind ?? null;
      const kept = shown === null ? null : await store.statsSummaryOf(playerId, name, shown, HISTORY_POINTS);
      return statsOfSummary(name, kept ?? nothing(name, shown), today, kinds.map(named));
    }),
  );
}
