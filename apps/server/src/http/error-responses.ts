import { ErrorCode, errorBodySchema, type Problem } from '@gridrace/protocol';
import type { FastifyReply } from 'fastify';
import { HttpProblem } from '../problem.ts';
import type { DailyLookup } from '../puzzles/daily.ts';

/** Response schemas of the error statuses a route can answer, for the OpenAPI document. */
export const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

export const noGame = (game: string) => new HttpProblem(ErrorCode.NotFound, `There is no game "${game}".`);

/** Why there is no daily puzzle for `date`: not a date (400), a day yet to come, or one before the first (404). */
export function noDaily(missing: Extract<DailyLookup, { ok: false }>, date: string): HttpProblem {
  switch (missing.reason) {
    case 'future':
      return new HttpProblem(ErrorCode.NotFound, `There is no daily puzzle for ${date} yet: that day has not started (UTC).`);
    case 'before_first_day':
      return new HttpProblem(ErrorCode.NotFound, `There is no daily puzzle for ${date}: this server's dailies start on ${missing.firstDay}.`, undefined, {
        key: 'daily.before_first_day',
        values: { date, firstDay: missing.firstDay },
      });
    case 'bad_date':
      return new HttpProblem(ErrorCode.BadRequest, `${date} is not a calendar date.`);
  }
}

/**
 * A puzzle the catalog would not open: a new par refused (`rate_limited` past the asker's
 * limits, with `Retry-After`; `unavailable` while the solver is busy), else the client's
 * own mistake, told as `otherwise` (a bad id, bad params).
 */
export function puzzleRefused(reply: FastifyReply, problem: Problem, otherwise: string): HttpProblem {
  if (problem.code !== ErrorCode.RateLimited && problem.code !== ErrorCode.Unavailable) return new HttpProblem(otherwise, problem.message);
  const retryInS = problem.reason?.values?.retryInS;
  if (typeof retryInS === 'number') void reply.header('Retry-After', String(retryInS));
  return new HttpProblem(problem.code, problem.message, undefined, problem.reason);
}
