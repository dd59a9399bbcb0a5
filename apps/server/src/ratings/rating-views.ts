import { isGameName } from '@gridrace/core';
import { RatingLimits, type RatingBoard, type RatingHistory, type RatingsLeaderboard, type RatingView } from '@gridrace/protocol';
import type { RatingRecord, RatingWithPlayer, RatingsStore } from '../store/store.ts';

/** How far either side of a rating its player's strength may lie (about 95% sure): twice the deviation. */
export const uncertaintyOf = (deviation: number): number => Math.round(2 * deviation);

/** Ratings as the API shows them: rounded, provisional while the deviation is high. */
export const ratingView = (r: RatingRecord): RatingView => ({
  rating: Math.round(r.rating),
  deviation: Math.round(r.deviation),
  uncertainty: uncertaintyOf(r.deviation),
  games: r.games,
  provisional: r.deviation > RatingLimits.provisionalDeviation,
});

/** `GET /api/v1/players/{id}`'s `ratings`: by game. */
export async function playerRatings(store: RatingsStore, playerId: string): Promise<Record<string, RatingView>> {
  const ratings = await store.ratingsOfPlayer(playerId);
  return Object.fromEntries(ratings.filter((r) => isGameName(r.game)).map((r) => [r.game, ratingView(r)]));
}

const entry = (r: RatingWithPlayer, index: number) => ({ rank: index + 1, player: { id: r.playerId, name: r.playerName, guest: r.playerGuest }, ...ratingView(r) });

/** A game's ratings leaderboard (people's or bots'), a page of it, and the asking player's own entry wherever it ranks. */
export async function ratingsLeaderboard(
  store: RatingsStore,
  game: string,
  query: { limit: number; offset: number; players: RatingBoard },
  playerId: string | null,
): Promise<RatingsLeaderboard> {
  const board = await store.ratingBoardPage(game, query.players === 'bots', query, playerId);
  return {
    game,
    players: query.players,
    total: board.total,
    entries: board.entries.map((r, i) => entry(r, query.offset + i)),
    own: board.own ? entry(board.own.entry, board.own.index) : null,
  };
}

/** A player's rating in one game over time, for a plot. */
export async function ratingHistory(store: RatingsStore, playerId: string, game: string): Promise<RatingHistory> {
  const [current] = await store.ratingsIn(game, [playerId]);
  const points = await store.ratingHistory(playerId, game, RatingLimits.historyPoints);
  return {
    game,
    rating: current ? ratingView(current) : null,
    history: points.map((p) => ({ at: new Date(p.at).toISOString(), rating: Math.round(p.rating), deviation: Math.round(p.deviation) })),
  };
}
