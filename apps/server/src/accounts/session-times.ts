/** How long sessions live and how often their secret changes (docs/accounts.md#sessions). */
export interface SessionTimes {
  /** A session unused this long has ended: SESSION_IDLE_DAYS. */
  readonly idleMs: number;
  /** A session's secret is replaced this often: SESSION_ROTATE_HOURS. */
  readonly rotateMs: number;
  /** The secret before a rotation is still taken this long, so requests already on their way are not signed out. */
  readonly graceMs: number;
  /** Last seen (and a token's last use) is written at most this often per session or token: bounded writes. */
  readonly touchEveryMs: number;
}

export const DEFAULT_SESSION_TIMES: SessionTimes = {
  idleMs: 30 * 24 * 60 * 60 * 1000,
  rotateMs: 24 * 60 * 60 * 1000,
  graceMs: 2 * 60 * 1000,
  touchEveryMs: 60 * 1000,
};
