/** A token bucket's shape: `burst` requests are always taken at once, then `perSecond` on average. */
export interface BucketSetting {
  readonly burst: number;
  readonly perSecond: number;
}

/**
 * What one connection, one client address and one player may hold or ask for (the README's
 * configuration table names the variables). Address limits are counted per server process;
 * the player limits are counted from the shared stores, so they hold across processes.
 */
export interface AbuseLimits {
  /** Socket events of one connection, whatever the event. */
  readonly socketEvents: BucketSetting;
  /** Socket events of all the connections of one client address together. */
  readonly addressEvents: BucketSetting;
  /** Connections one client address may hold open at once. */
  readonly socketsPerAddress: number;
  /** New connections one client address may open (a script that reconnects as soon as it is cut off). */
  readonly addressConnections: BucketSetting;
  /** `race:join`s of an unknown code (guessing codes), per connection... */
  readonly socketFailedJoins: BucketSetting;
  /** ...and per client address. */
  readonly addressFailedJoins: BucketSetting;
  /** Race rooms not yet finished that a player sits in (host, racer or spectator) when they open or join one more. */
  readonly openRoomsPerPlayer: number;
  /** Runs a player started within the last `RUN_IDLE_MS` that are still in play, when they start one more. */
  readonly runsInPlayPerPlayer: number;
}

/**
 * Generous for people (a browser tab sends a few events a second; a school behind one address
 * has dozens of players), tight for a script. The load tool, all of whose racers come from one
 * address, raises the address limits for the server it starts.
 */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  socketEvents: { burst: 200, perSecond: 50 },
  addressEvents: { burst: 2000, perSecond: 500 },
  socketsPerAddress: 200,
  addressConnections: { burst: 100, perSecond: 120 / 60 },
  socketFailedJoins: { burst: 10, perSecond: 10 / 60 },
  addressFailedJoins: { burst: 50, perSecond: 60 / 60 },
  openRoomsPerPlayer: 10,
  runsInPlayPerPlayer: 50,
};
