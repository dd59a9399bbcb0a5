import { RatingLimits } from '@gridrace/protocol';
import { Glicko2, type Player } from 'glicko2';

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
 * The ratings after one race, a rating period of its own: for each racer, a result against
 * every other (a win against everyone behind, a draw with a tie), as the `glicko2` library's
 * race generalisation has it; but for the pairs `apart` leaves out (a pair's rated races of the
 * day used up). A racer left with no result at all is not rated: absent from the answer.
 */
export function rateRace(standings: readonly Standing[], apart: (a: string, b: string) => boolean = () => false): Map<string, NewRating> {
  const pairs: [Standing, Standing][] = [];
  for (let i = 0; i < standings.length; i += 1)
    for (let j = i + 1; j < standings.length; j += 1) if (!apart(standings[i]!.playerId, standings[j]!.playerId)) pairs.push([standings[i]!, standings[j]!]);
  const glicko = new Glicko2({ tau: TAU, rating: RatingLimits.initialRating, rd: RatingLimits.initialDeviation, vol: INITIAL_VOLATILITY });
  const players = new Map<string, Player>();
  const playerOf = (s: Standing): Player => {
    let player = players.get(s.playerId);
    if (!player) players.set(s.playerId, (player = glicko.makePlayer(s.rating, s.deviation, s.volatility)));
    return player;
  };
  const outcome = (a: Standing, b: Standing) => (a.place < b.place ? 1 : a.place === b.place ? 0.5 : 0);
  const matches = pairs.map(([a, b]): [Player, Player, number] => [playerOf(a), playerOf(b), outcome(a, b)]);
  if (matches.length > 0) glicko.updateRatings(matches);
  return new Map([...players].map(([playerId, player]) => [playerId, { rating: player.getRating(), deviation: player.getRd(), volatility: player.getVol() }]));
}
