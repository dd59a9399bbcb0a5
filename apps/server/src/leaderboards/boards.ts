import { GAMES, hasScoreLeaderboard, rulesOf, type GameName, type Ranking } from '@gridrace/core';

/**
 * A puzzle's leaderboards: every game's own (`game`, in the order of docs/runs.md#ranking), and beside it a score
 * board for games played to the finish that also make points (`score`, see score-ranking.ts).
 */
export type BoardName = 'game' | 'score';

/** Every finished run, cleared or stuck, by highest score, then the quicker (rankByScore's order). */
export const SCORE_RANKING: Ranking = { counting: 'ended', keys: ['lessScore', 'time'] };

/** How `board` ranks a game's runs; null when the game has no such board. */
export function rankingOf(board: BoardName, game: GameName): Ranking | null {
  const rules = rulesOf(game);
  if (board === 'game') return rules.ranking;
  return hasScoreLeaderboard(rules) ? SCORE_RANKING : null;
}

/** The games that have `board`, with how it ranks each. */
export const gamesOnBoard = (board: BoardName): { game: GameName; ranking: Ranking }[] =>
  GAMES.flatMap((game) => {
    const ranking = rankingOf(board, game);
    return ranking ? [{ game, ranking }] : [];
  });

export const BOARDS: readonly BoardName[] = ['game', 'score'];
