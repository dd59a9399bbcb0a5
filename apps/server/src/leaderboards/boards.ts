import { GAMES, hasScoreLeaderboard, rulesOf, type GameName, type Ranking } from '@gridrace/core';

/**
 * A puzzle's leaderboards: every game's own (`game`, in the order of docs/runs.md#ranking), and beside it a score
 * board for games played to the finish that also make points (`score`, see score-ranking.ts).
 * People and bots rank apart (docs/fair-play.md#plausibility): each kind of board is kept twice,
 * once for people and once for accounts marked as bots.
 */
export type BoardKind = 'game' | 'score';
/** Whose runs a board ranks. */
export type BoardPlayers = 'people' | 'bots';
/** A board as stored: its kind, for people, or prefixed `bots.` for bots. */
export type BoardName = BoardKind | `bots.${BoardKind}`;

export const BOARD_KINDS: readonly BoardKind[] = ['game', 'score'];
export const BOARD_PLAYERS: readonly BoardPlayers[] = ['people', 'bots'];

/** The board of `kind` that ranks `players`. */
export const boardNamed = (kind: BoardKind, players: BoardPlayers = 'people'): BoardName => (players === 'people' ? kind : `bots.${kind}`);
export const kindOfBoard = (board: BoardName): BoardKind => (board.startsWith('bots.') ? (board.slice('bots.'.length) as BoardKind) : (board as BoardKind));
export const playersOfBoard = (board: BoardName): BoardPlayers => (board.startsWith('bots.') ? 'bots' : 'people');

/** Every finished run, cleared or stuck, by highest score, then the quicker (rankByScore's order). */
export const SCORE_RANKING: Ranking = { counting: 'ended', keys: ['lessScore', 'time'] };

/** How `board` ranks a game's runs; null when the game has no such board. */
export function rankingOf(board: BoardName, game: GameName): Ranking | null {
  const rules = rulesOf(game);
  if (kindOfBoard(board) === 'game') return rules.ranking;
  return hasScoreLeaderboard(rules) ? SCORE_RANKING : null;
}

/** The games that have `board`, with how it ranks each. */
export const gamesOnBoard = (board: BoardName): { game: GameName; ranking: Ranking }[] =>
  GAMES.flatMap((game) => {
    const ranking = rankingOf(board, game);
    return ranking ? [{ game, ranking }] : [];
  });

export const BOARDS: readonly BoardName[] = BOARD_PLAYERS.flatMap((players) => BOARD_KINDS.map((kind) => boardNamed(kind, players)));
