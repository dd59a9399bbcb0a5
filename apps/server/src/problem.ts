import { HTTP_STATUS, type KnownErrorCode, type Problem } from '@gridrace/protocol';

/** An error meant for the client: a code from the protocol table, a status, and a message. */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  readonly statusCode: number;

  constructor(
    readonly code: string,
    message: string,
    statusCode?: number,
  ) {
    super(message);
    this.statusCode = statusCode ?? HTTP_STATUS[code as KnownErrorCode] ?? 400;
  }

  toJSON(): { error: Problem } {
    return { error: { code: this.code, message: this.message } };
  }
}
