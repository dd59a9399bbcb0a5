import type { RaceService } from '../races/race-service.ts';
import { RaceRatings, type RaceRatingsOptions } from './race-ratings.ts';

/**
 * Ratings follow the races (as fair play follows the runs): a rated race is rated once as it
 * finishes, and one taken up after a restart that finished unrated is rated then. Answers the
 * ratings, whose `settled` a graceful close waits for.
 */
export function rateRacesAsTheyFinish(races: RaceService, options: RaceRatingsOptions): RaceRatings {
  const ratings = new RaceRatings({ ...options, rated: options.rated ?? ((code, _round, outcome) => races.keepRatings(code, outcome)) });
  races.watch((race) => ratings.finished(race));
  return ratings;
}
