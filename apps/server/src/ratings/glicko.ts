import { RatingLimits } from '@gridrace/protocol';
import { Glicko2 } from 'glicko2';

/** A racer's rating before a race, and their place in it (1 first; equal places tied). */
export interface Standing {
  readonly playerId: string;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly place: number;
}

export interface NewRating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** Glicko-2's system constant: how fast volatility may change (Glickman suggests 0.3 to 1.2). */
const TAU = 0.5;
const INITIAL_VOLATILITY = 0.06;

export const initialRating = (): NewRating => ({ rating: RatingLimits.initialRating, deviation: RatingLimits.initialDeviation, volatility: INITIAL_VOLATILITY });

/**
 * The ratings after one race, a rating period of its own: the `glicko2` library's race
 * generalisation, where a race of n is, for each racer, n-1 results against the others
 * (a win against everyone behind, a draw with a tie).
 */
export function rateRace(standings: readonly Standing[]): Map<string, NewRating> {
  const glicko = new Glicko2({ tau: TAU, rating: RatingLimits.initialRating, rd: RatingLimits.initialDeviation, vol: INITIAL_VOLATILITY });
  const players = standings.map((s) => ({ standing: s, player: glicko.makePlayer(s.rating, s.deviation, s.volatility) }));
  const places = [...new Set(standings.map((s) => s.place))].sort((a, b) => a - b);
  glicko.updateRatings(glicko.makeRace(places.map((place) => players.filter((p) => p.standing.place === place).map((p) => p.player))));
  return new Map(players.map(({ standing, player }) => [standing.playerId, { rating: player.getRating(), deviation: player.getRd(), volatility: player.getVol() }]));
}
