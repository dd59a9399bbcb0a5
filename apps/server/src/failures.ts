import { ErrorCode, type Problem } from '@gridrace/protocol';
import { isDatabaseUnavailable } from './store/unavailable.ts';

/**
 * The server is stopping: work still waiting (a solve in the queue) is refused with this,
 * and its request answered `unavailable`, like any request the server cannot serve now.
 */
export class ServerClosing extends Error {
  override readonly name = 'ServerClosing';
  constructor(what: string) {
    super(`${what}: the server is stopping`);
  }
}

/**
 * A request failed for a reason of the moment, not of the request: the database is away (the
 * store tells the outage once, in the log) or the server is stopping. The client is told
 * `unavailable` (503) and may try again, here or on another server; null for anything else.
 */
export function unavailableProblem(error: unknown): Problem | null {
  if (error instanceof ServerClosing) return { code: ErrorCode.Unavailable, message: 'The server is stopping; nothing was changed. Try again in a moment.' };
  if (isDatabaseUnavailable(error)) return { code: ErrorCode.Unavailable, message: 'The database is unavailable for now; try again in a moment.' };
  return null;
}

interface FailureLog {
  debug(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

/**
 * What a socket request that threw is answered: `unavailable` for a failure of the moment
 * (not logged as an error: the outage or the stop is logged once), else `internal_error`,
 * logged with its stack, for whatever else went wrong (even a payload that blew a validator's stack).
 */
export function failureProblem(error: unknown, log: FailureLog, context: Record<string, unknown>, message: string): Problem {
  const unavailable = unavailableProblem(error);
  if (unavailable) {
    log.debug({ err: error, ...context }, `${message}: unavailable`);
    return unavailable;
  }
  log.error({ err: error, ...context }, message);
  return { code: ErrorCode.Internal, message: 'The server could not handle this request; nothing was changed.' };
}
