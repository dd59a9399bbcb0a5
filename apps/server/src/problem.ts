import { HTTP_STATUS, type KnownErrorCode, type Problem } from '@gridrace/protocol';

/** An error meant for the client: a code from the protocol table, a status, and a message. */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  readonly statusCode: number;

  constructor(
    readonly code: string,
    message: string,
    statusCode?: number,
    /** The same as `message`, as data (`Problem.reason`), for a client to say in its player's language. */
    readonly reason?: Problem['reason'],
    /** `rate_limited`: how long to wait before asking again (`Problem.retryAfterMs`). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.statusCode = statusCode ?? HTTP_STATUS[code as KnownErrorCode] ?? 400;
  }

  toJSON(): { error: Problem } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.reason ? { reason: this.reason } : {}),
        ...(this.retryAfterMs === undefined ? {} : { retryAfterMs: this.retryAfterMs }),
      },
    };
  }
}
