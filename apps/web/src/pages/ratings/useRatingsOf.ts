import { GAMES, type GameName } from '@gridrace/core';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../app/services.ts';

/** How many of a game's rated players a page looks up, to show a rating beside their names. */
const LOOKED_UP = 100;

/**
 * The ratings of a game's best rated players, by player id, to show beside names (a
 * leaderboard); empty while loading, when it fails, and for a name that is no game.
 */
export function useRatingsOf(game: GameName): ReadonlyMap<string, { rating: number; provisional: boolean }> {
  const [ratings, setRatings] = useState<ReadonlyMap<string, { rating: number; provisional: boolean }>>(new Map());
  useEffect(() => {
    if (!GAMES.includes(game)) return undefined;
    let live = true;
    api
      .ratings(game, LOOKED_UP)
      .then((board) => {
        if (live) setRatings(new Map(board.entries.map((entry) => [entry.player.id, { rating: entry.rating, provisional: entry.provisional }])));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [game]);
  return ratings;
}
