/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: booleans are 0/1
 * integers and instants are epoch milliseconds (bigint, parsed to numbers on PostgreSQL).
 */
import type { Generated } from 'kysely';

export interface Database {
  players: PlayersTable;
  puzzles: PuzzlesTable;
  dailies: DailiesTable;
  runs: RunsTable;
  run_moves: RunMovesTable;
  settings: SettingsTable;
  ratings: RatingsTable;
  rating_history: RatingHistoryTable;
  run_flags: RunFlagsTable;
  journey_levels: JourneyLevelsTable;
  board_entries: BoardEntriesTable;
  races: RacesTable;
  race_runs: RaceRunsTable;
  race_leases: RaceLeasesTable;
  run_verdicts: RunVerdictsTable;
  stats_entries: StatsEntriesTable;
  stats_totals: StatsTotalsTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  passkeys: PasskeysTable;
  identities: IdentitiesTable;
  auth_flows: AuthFlowsTable;
  rated_races: RatedRacesTable;
  rating_pairs: RatingPairsTable;
  reports: ReportsTable;
  moderation_log: ModerationLogTable;
}

export interface PlayersTable {
  id: string;
  name: string;
  /** A guest's token; once the guest is an account, a hash nobody holds the token of (docs/accounts.md). */
  token_hash: string;
  created_at: number;
  /** The handle folded for comparison (case, confusables); null for a guest. */
  handle_key: string | null;
  /** When the guest became an account; null for a guest. */
  account_at: number | null;
  deleted_at: number | null;
  /** 1: an account marked as a bot (migration 0013): it ranks on the bots' boards and ratings, apart from people. */
  bot: Generated<number>;
  /** 1: a moderator, named by the operator. */
  moderator: Generated<number>;
  /** When a moderator restricted the player from ranking: their runs no longer rank nor rate. */
  restricted_at: number | null;
  /** When a moderator hid the player: off every board and ratings list. */
  hidden_at: number | null;
}

/** A browser's sign-in (migration-0012-accounts.ts). */
export interface SessionsTable {
  id: string;
  player_id: string;
  secret_hash: string;
  previous_hash: string | null;
  rotated_at: number;
  created_at: number;
  last_seen_at: number;
  /** The browser and system, from the User-Agent, as the account page lists it. */
  device: string;
  address: string;
  ended_at: number | null;
}

export interface ApiTokensTable {
  id: string;
  player_id: string;
  name: string;
  token_hash: string;
  /** Comma-separated: `read`, `play`. */
  scopes: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  player_id: string;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports. */
  transports: string;
  created_at: number;
  last_used_at: number | null;
}

export interface IdentitiesTable {
  issuer: string;
  subject: string;
  player_id: string;
  created_at: number;
}

/** A sign-in in progress: single use, found by the hash of its secret. */
export interface AuthFlowsTable {
  id_hash: string;
  /** `webauthn`, `oidc`, `device`, `invite`. */
  kind: string;
  player_id: string | null;
  /** JSON. */
  data: string;
  created_at: number;
  /** Null: until used (an invitation). */
  expires_at: number | null;
}

/** Par cache: a solver's answer is a pure function of the id, so it is computed once. */
export interface PuzzlesTable {
  id: string;
  game: string;
  par: number | null;
  optimal: number;
  /** JSON array of the moves that reach par. */
  solution: string;
  created_at: number;
  /** The game's solver version that found par (the rules' `solverVersion`). */
  solver_version: Generated<number>;
  /** `same`: the best-known score, the JSON moves that make it, and the solver work behind it. */
  best_score: number | null;
  best_moves: string | null;
  best_work: number | null;
}

export interface DailiesTable {
  date: string;
  game: string;
  puzzle_id: string;
}

export interface RunsTable {
  id: string;
  player_id: string;
  puzzle_id: string;
  game: string;
  status: string;
  ranked: number;
  started_at: number;
  time_limit_ms: number | null;
  finished_at: number | null;
  /** Solved: the solving move's offset; `walls`: when the best score was first reached. */
  time_ms: number | null;
  moves: number;
  score: number;
  /** `same`: blocks left at the end (ranks uncleared boards). */
  remaining: number | null;
  /** A digest of a finished run's moves, not their times (migration 0013): a copied log is one index lookup away. */
  moves_key: string | null;
}

export interface RunMovesTable {
  run_id: string;
  seq: number;
  kind: string;
  /** JSON of the move (for a hint: the move suggested), or null. */
  move: string | null;
  at_ms: number;
}

/** A deployment's own values, one row each, written once (`Store.keepFirst`). */
export interface SettingsTable {
  key: string;
  value: string;
}

/** A player's Glicko-2 rating in one game (docs/fair-play.md#ratings). */
export interface RatingsTable {
  player_id: string;
  game: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  updated_at: number;
}

/** The rating after each rated race, for a plot. */
export interface RatingHistoryTable {
  player_id: string;
  game: string;
  at: number;
  race_key: string;
  rating: number;
  deviation: number;
}

/** A run's review (fair play, migration 0013): flagged as implausible, then cleared or voided by a moderator. */
export interface RunFlagsTable {
  run_id: string;
  reason: string;
  at: number;
  /** `flagged` (under review: counts nowhere), `cleared` (counts again) or `voided` (off for good). */
  status: Generated<string>;
  /** JSON of protocol's `PlausibilityEvidence`, or null (a run voided after a report). */
  evidence: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
}

/** A rated race's counted standings (migration 0013), so ratings can be computed again without a voided run. */
export interface RatedRacesTable {
  /** The race's rating key (`code:round:startsAt`). */
  key: string;
  game: string;
  at: number;
  /** JSON array of `{ playerId, runId, place }`, every racer the rating counted. */
  standings: string;
}

/** How many rated races two players had together on a UTC day (`player_a` < `player_b`). */
export interface RatingPairsTable {
  day: string;
  game: string;
  player_a: string;
  player_b: string;
  count: number;
}

/** A player's report of a run or another player, until a moderator handles it. */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  /** `run` or `player`. */
  subject_kind: string;
  subject_id: string;
  reason: string;
  created_at: number;
  handled_at: number | null;
  handled_by: string | null;
  /** What the moderator did about it (the action's name, or `dismissed`). */
  outcome: string | null;
}

/** Every moderator action: who, what, on whom, and why. */
export interface ModerationLogTable {
  id: string;
  moderator_id: string;
  action: string;
  subject_kind: string;
  subject_id: string;
  reason: string;
  at: number;
}

/** A finished run's kept verdict: 1 when its log replays to its stored result (migration 0009). */
export interface RunVerdictsTable {
  run_id: string;
  verified: number;
  at: number;
}

/** A journey level a player completed (migration 0006). */
export interface JourneyLevelsTable {
  player_id: string;
  game: string;
  level: number;
  run_id: string;
  completed_at: number;
}

/**
 * A player's best counting run of a puzzle on one of its boards (migration 0007), with the
 * keys it ranks by (board-entries.ts) and the figures a day's distribution counts.
 */
export interface BoardEntriesTable {
  board: string;
  puzzle_id: string;
  player_id: string;
  run_id: string;
  k1: number;
  k2: number;
  k3: number;
  k4: number;
  k5: number;
  /** The run's end, 0 when it has none (it ranks first on a tie, as `rankRuns` has it). */
  finished_at: number;
  status: string;
  time_ms: number | null;
  score: number;
}

/** A race room without Redis (migration 0008): its JSON, changed by compare-and-set on `version`. */
export interface RacesTable {
  code: string;
  state: string;
  version: number;
  /** The race's next deadline (epoch ms), for the clock's sweep. */
  deadline: number | null;
}

/** Which race a run belongs to. */
export interface RaceRunsTable {
  run_id: string;
  code: string;
}

/** A claim or a lock of the races, held by `token` until `until` (epoch ms). */
export interface RaceLeasesTable {
  name: string;
  token: string;
  until: number;
}

/** A ranked run that ended, as a player's statistics count it (migrations 0010, 0011, stats-entries.ts). */
export interface StatsEntriesTable {
  run_id: string;
  player_id: string;
  game: string;
  /** Its puzzle's kind of board (core's `statsKindOf`): what the figures are kept per. */
  kind: string;
  puzzle_id: string;
  started_at: number;
  status: string;
  /** The time (solved) or score the averages count; null for a finish game's board left unsolved. */
  result: number | null;
  /** Solved with a time: the time and the moves; else null. */
  time_solved: number | null;
  moves_solved: number | null;
  less_score: number;
  moves_per_second: number | null;
  efficiency: number | null;
  daily_date: string | null;
  /** The trimmed averages of the windows ending at this run. */
  ao5: number | null;
  ao12: number | null;
  ao100: number | null;
}

/** Per player, game and kind of board, the counts and sums of their entries. */
export interface StatsTotalsTable {
  player_id: string;
  game: string;
  kind: string;
  runs: number;
  solves: number;
  timed_moves: number;
  timed_ms: number;
  efficiency_sum: number;
  efficiency_count: number;
}
