/** Size limits shared by server and clients, so a client can refuse early what the server would. */
export const Limits = {
  /** Longest accepted REST body, in bytes. */
  maxPayloadBytes: 64 * 1024,
  /**
   * Longest socket message; a larger one closes the connection (Socket.IO's own guard, before
   * anything reads it). Each event has a much smaller bound of its own (`CLIENT_EVENT_BOUNDS`).
   */
  maxSocketMessageBytes: 64 * 1024,
  /** Deepest nesting of arrays and objects in a socket message; every event's payload is a few levels deep. */
  maxSocketNesting: 8,
  /** Longest puzzle id accepted anywhere (core's own bound is larger; described boards fit). */
  maxPuzzleIdLength: 8192,
  /** Longest move JSON: every game's move is a cell and a few words. */
  maxMoveBytes: 1024,
  maxRunIdLength: 64,
  playerName: { min: 1, max: 32 },
  /** An account's handle, in characters (code points) once NFC (docs/accounts.md#handles). */
  handle: { min: 3, max: 24 },
  leaderboardPage: { default: 20, max: 100 },
  /** docs/protocol.md#rate-limits: bursts of up to this many requests per run are always taken... */
  runBurst: 100,
  /** ...and a sustained rate above this many per second may be refused. */
  runRatePerSecond: 30,
  /** Runs a player may start in a burst, and per second after it (each start stores a run). */
  runStartBurst: 20,
  runStartsPerSecond: 1,
  /**
   * Most requests (moves, undos, hints) one run's log holds, by default (RUN_MAX_MOVES): the
   * request that would pass it is refused with `run_too_long`; the run can still be finished.
   */
  maxRunMoves: 10_000,
  /** Longest a run stays in play, by default (RUN_MAX_DURATION_MS): then it ends as a time limit ends it. */
  maxRunDurationMs: 24 * 60 * 60 * 1000,
  /** Log entries per page of `GET /api/v1/runs/{runId}`. */
  runLogPage: { default: 1000, max: 1000 },
} as const;
