import { ErrorCode, errorBodySchema } from '@gridrace/protocol';
import { HttpProblem } from '../problem.ts';

/** Response schemas of the error statuses a route can answer, for the OpenAPI document. */
export const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

export const noGame = (game: string) => new HttpProblem(ErrorCode.NotFound, `There is no game "${game}".`);

/** Why there is no daily puzzle for `date`: not a date (400), or a day yet to come (404). */
export const noDaily = (reason: 'future' | 'bad_date', date: string) =>
  reason === 'future'
    ? new HttpProblem(ErrorCode.NotFound, `There is no daily puzzle for ${date} yet: that day has not started (UTC).`)
    : new HttpProblem(ErrorCode.BadRequest, `${date} is not a calendar date.`);
