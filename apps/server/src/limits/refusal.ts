import { ErrorCode, type Problem } from '@gridrace/protocol';

/** Which limit of `SocketLimits` refused a request (the metric's label). */
export type LimitName = 'socket_events' | 'address_events' | 'sockets_per_address' | 'address_connections' | 'failed_joins';

/** What a `rate_limited` refusal may say besides when to retry. */
export interface RateLimitedWords {
  /** Said after "retry in …": what the asker may do meanwhile ("or play a daily"). */
  readonly meanwhile?: string;
  /** The key of the refusal as data (`Problem.reason`); its values are `retryInS`, the wait in whole seconds. */
  readonly reasonKey?: string;
}

/**
 * `rate_limited` with the time to wait, the one builder of every limit's refusal: `message`
 * ends with "retry in …", said from `retryAfterMs`, which the answer also gives as data.
 */
export function rateLimited(message: string, retryAfterMs: number, words: RateLimitedWords = {}): Problem {
  const wait = Math.max(1, Math.ceil(retryAfterMs));
  const meanwhile = words.meanwhile === undefined ? '' : `, ${words.meanwhile}`;
  return {
    code: ErrorCode.RateLimited,
    message: `${message}; retry in ${inSeconds(wait)}${meanwhile}.`,
    retryAfterMs: wait,
    ...(words.reasonKey === undefined ? {} : { reason: { key: words.reasonKey, values: { retryInS: Math.ceil(wait / 1000) } } }),
  };
}

const inSeconds = (ms: number): string => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.ceil(ms / 1000)} s`);
