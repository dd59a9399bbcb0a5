import { ErrorCode, type Problem } from '@gridrace/protocol';

/** Which limit of `SocketLimits` refused a request (the metric's label). */
export type LimitName = 'socket_events' | 'address_events' | 'sockets_per_address' | 'address_connections' | 'failed_joins';

/** `rate_limited` with the time to wait: `message` ends with "retry in …", said from `retryAfterMs`. */
export function rateLimited(message: string, retryAfterMs: number): Problem {
  const wait = Math.max(1, Math.ceil(retryAfterMs));
  return { code: ErrorCode.RateLimited, message: `${message}; retry in ${inSeconds(wait)}.`, retryAfterMs: wait };
}

const inSeconds = (ms: number): string => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.ceil(ms / 1000)} s`);
