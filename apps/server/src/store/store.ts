import type { LoggedRequest, PlacingFigure, PlausibilityEvidence, RequestKind } from '@gridrace/core';
import type { RunReviewStatus } from '@gridrace/protocol';
import type { OutageObserver } from './store-health.ts';
import type { BoardName } from '../leaderboards/boards.ts';
import type { RaceRows } from './race-rows.ts';
import type { IdentitiesStore } from './identities-store.ts';
import type { AuthFlowsStore } from './auth-flows-store.ts';
import type { PasskeysStore } from './passkeys-store.ts';
import type { SessionsStore } from './sessions-store.ts';
import type { AccountsStore } from './accounts-store.ts';
import type { ModerationStore } from './moderation-store.ts';

/**
 * The storage port (boardgame.io `StorageAPI` style): everything the server keeps, behind
 * one small interface with an SQLite and a PostgreSQL implementation. Instants are epoch ms.
 */
export interface PlayerRecord {
  readonly id: string;
  /** A guest's chosen or generated name; an account's handle, as its owner wrote it. */
  readonly name: string;
  readonly tokenHash: string;
  readonly createdAt: number;
  /** When the guest became an account (docs/accounts.md); null for a guest. */
  readonly accountAt: number | null;
  /** When the account was deleted; its runs stay, anonymous. */
  readonly deletedAt: number | null;
  /** An account marked as a bot (docs/bots.md); absent where a store or test builds a player without it: no bot. */
  readonly bot?: boolean;
}

/** A new player: a guest (no handle) or, signed up on a device with no guest, an account. */
export interface NewPlayer extends Pick<PlayerRecord, 'id' | 'name' | 'tokenHash' | 'createdAt'> {
  /** An account's folded handle (accounts/handles.ts); absent for a guest. */
  readonly handleKey?: string;
}

export interface SolvedPuzzleRecord {
  readonly id: string;
  readonly game: string;
  readonly par: number | null;
  readonly optimal: boolean;
  readonly solution: readonly unknown[];
  /** The game's solver version that found par (the rules' `solverVersion`). */
  readonly solverVersion: number;
  /** `same`: the best-known score and its line, and the solver work (nodes) it took. */
  readonly best: BestKnown | null;
}

export interface BestKnown {
  readonly score: number;
  readonly moves: readonly unknown[];
  readonly work: number;
}

/** A run's log entry is the core reducer's request, stored: a replay feeds it back as it is. */
export type LogKind = RequestKind;
export type LogRecord = LoggedRequest;

export interface RunRecord {
  readonly id: string;
  readonly playerId: string;
  readonly puzzleId: string;
  readonly game: string;
  readonly status: string;
  readonly ranked: boolean;
  readonly startedAt: number;
  readonly timeLimitMs: number | null;
  readonly finishedAt: number | null;
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  readonly remaining: number | null;
}

/** What changes on a run as it is played and ends. */
export type RunUpdate = Partial<Pick<RunRecord, 'status' | 'ranked' | 'finishedAt' | 'timeMs' | 'moves' | 'score' | 'remaining'>>;

export interface RunWithPlayer extends RunRecord {
  readonly playerName: string;
  /** Whether its player is a guest (no account): names are shown with a mark that tells them apart. */
  readonly playerGuest: boolean;
}

/** A best figure and the run that holds it. */
export interface StatsBest {
  readonly value: number;
  readonly runId: string;
}

/** One of a player's latest ranked runs that ended, as their statistics' chart shows it. */
export interface LatestResult {
  readonly runId: string;
  readonly startedAt: number;
  /** The time (ms) or score the averages count; null for a finish game's board left unsolved. */
  readonly value: number | null;
  /** The trimmed averages of the windows ending at this run, one per size the statistics show. */
  readonly averages: readonly (number | null)[];
}

/** A kind of board a player has ranked runs of that ended, and when they last started one. */
export interface StatsKindPlayed {
  readonly game: string;
  readonly kind: string;
  readonly runs: number;
  readonly lastStartedAt: number;
}

/**
 * A player's ranked runs of one game and kind of board that ended, as their statistics need them (docs/runs.md#statistics
 * Statistics): counts, sums and bests over all of them, the latest ones, the dailies.
 */
export interface StatsSummary {
  readonly game: string;
  /** The kind of board they are of (core's `statsKindOf`): figures are kept per kind. */
  readonly kind: string;
  readonly runs: number;
  /** Runs solved with a time. */
  readonly solves: number;
  /** Among solved runs: the lowest time and the fewest moves; among all: the highest score (the earlier run on a tie). */
  readonly bests: { readonly time: StatsBest | null; readonly moves: StatsBest | null; readonly score: StatsBest | null };
  /** Per average size, the best trimmed average of any window (lower for times, higher for scores). */
  readonly bestAverages: readonly (number | null)[];
  /** The latest runs, oldest first. */
  readonly latest: readonly LatestResult[];
  /** Solved runs with a time above 0: their moves, their time (ms) and the best moves per second. */
  readonly timed: { readonly moves: number; readonly ms: number; readonly best: number } | null;
  /** The runs that have an efficiency (player-stats.ts): the sum of them, their count, the best. */
  readonly efficiency: { readonly sum: number; readonly count: number; readonly best: number } | null;
  /**
   * The game's runs of a daily puzzle, of any kind (a streak is the game's): its date, when the
   * run started and how it ended (one per day at most: a second run of a daily never ranks).
   */
  readonly dailies: readonly { readonly date: string; readonly startedAt: number; readonly status: string }[];
}

/**
 * Everything the server keeps: one port per part of the server that uses it, so each takes
 * only the part it needs (the implementations, SQLite and PostgreSQL, are one object).
 */
export interface Store
  extends
    PlayersStore,
    PuzzlesStore,
    SettingsStore,
    RunsStore,
    RunHistoryStore,
    BoardsStore,
    StatsStore,
    JourneysStore,
    RatingsStore,
    FairPlayStore,
    AccountsStore,
    AuthFlowsStore,
    IdentitiesStore,
    SessionsStore,
    PasskeysStore,
    ModerationStore,
    DatabaseStore {
  /** Race rooms, where there is no Redis to keep them (`DatabaseRaceStore`). */
  readonly raceRows: RaceRows;
}

/** Players and their tokens. */
export interface PlayersStore {
  createPlayer(player: NewPlayer): Promise<void>;
  playerById(id: string): Promise<PlayerRecord | null>;
  playerByTokenHash(tokenHash: string): Promise<PlayerRecord | null>;
  renamePlayer(id: string, name: string): Promise<void>;
}

/** Solved puzzles (their pars) and the dailies. */
export interface PuzzlesStore {
  solvedPuzzle(id: string): Promise<SolvedPuzzleRecord | null>;
  /**
   * Keeps the first answer if two processes solve the same puzzle at once, and a newer
   * solver's par over an older one's; a best-known score is only ever raised.
   */
  saveSolvedPuzzle(puzzle: SolvedPuzzleRecord): Promise<void>;

  dailyPuzzleId(date: string, game: string): Promise<string | null>;
  saveDaily(date: string, game: string, puzzleId: string): Promise<void>;
  /** The day whose daily this puzzle is (YYYY-MM-DD), or null when it is no daily. */
  dailyDateOf(puzzleId: string): Promise<string | null>;

  /** The earliest date of a stored daily that somebody played (a run on its puzzle), or null. */
  earliestPlayedDaily(): Promise<string | null>;
}

/** The deployment's settings, kept once for every process. */
export interface SettingsStore {
  /** The deployment's setting `key`, or null when none was ever kept. */
  setting(key: string): Promise<string | null>;
  /**
   * Keeps `value` as the setting `key` unless one is kept already, and answers the one kept:
   * processes that start together all get the first one's value.
   */
  keepFirst(key: string, value: string): Promise<string>;
}

/** Runs as the authority over them keeps them: opened, logged request by request, ended, taken up again. */
export interface RunsStore {
  createRun(run: RunRecord): Promise<void>;
  runById(id: string): Promise<RunRecord | null>;
  updateRun(id: string, update: RunUpdate): Promise<void>;
  /**
   * Appends one request to a run's log, and applies `update` to the run in the same
   * transaction. Rejects if `seq` is already taken (a second process, or a bug).
   */
  appendLog(runId: string, entry: LogRecord, update?: RunUpdate): Promise<void>;
  logOf(runId: string): Promise<LogRecord[]>;
  /**
   * How many of a player's runs that started at `since` or later are still playing, and when
   * the earliest of them started: one range of the (player, start) index, not a scan.
   */
  runsInPlaySince(playerId: string, since: number): Promise<{ count: number; earliestStartedAt: number | null }>;
  /** Ids of runs still playing that have a time limit (to end them on time after a restart). */
  timedRunsInPlay(): Promise<string[]>;
  /** Runs whose puzzle has no stored par yet (they started before it was solved): settled once it is. */
  runsAwaitingPar(): Promise<{ id: string; puzzleId: string }[]>;
}

/** Runs as they are looked back on: a player's runs, a log page by page, a finished run's verdict. */
export interface RunHistoryStore {
  /** One page of a run's log: at most `limit` entries whose seq is above `afterSeq`, in order. */
  logPage(runId: string, afterSeq: number, limit: number): Promise<LogRecord[]>;
  /** A finished run's kept verdict (whether its log replays to its stored result), or null when none is kept yet. */
  runVerdict(runId: string): Promise<boolean | null>;
  /** Keeps a finished run's verdict (the first one kept stays). */
  keepVerdict(runId: string, verified: boolean, at: number): Promise<void>;

  /** Ranked runs on a puzzle that are over (the leaderboard's candidates). */
  rankedRunsOf(puzzleId: string): Promise<RunWithPlayer[]>;
  /** A fingerprint of those runs that changes whenever one is added, changes its figures or stops counting. */
  rankedRunsFingerprintOf(puzzleId: string): Promise<string>;
  runsOfPlayer(playerId: string, limit: number): Promise<RunRecord[]>;
  /** A player's runs of one puzzle, newest first. */
  runsOfPlayerOn(playerId: string, puzzleId: string, limit: number): Promise<RunRecord[]>;
}

/** A player's statistics, as kept per kind of board (stats-entries.ts). */
export interface StatsStore {
  /**
   * The kinds of board a player has a ranked run of that ended, of one game or all (`game`
   * null), the one played last first: one row of totals and one index entry each, at most `limit`.
   */
  statsKindsOf(playerId: string, game: string | null, limit: number): Promise<StatsKindPlayed[]>;
  /**
   * A player's statistics of one kind of board as kept (stats-entries.ts), with at most `latest`
   * latest runs, or null without a ranked run of it: index reads, however many runs the player has.
   */
  statsSummaryOf(playerId: string, game: string, kind: string, latest: number): Promise<StatsSummary | null>;
}

/** Journeys: the levels each player completed. */
export interface JourneysStore {
  /** The levels (from 1) a player completed in a game, in order. */
  journeyLevelsDone(playerId: string, game: string): Promise<number[]>;
  /** Records a completed journey level (a second completion of it changes nothing). */
  completeJourneyLevel(playerId: string, game: string, level: number, runId: string, at: number): Promise<void>;
}

/** The database itself: which it is, whether it answers and takes writes, its outages, its close. */
export interface DatabaseStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Checks that the database answers a read (for /health). */
  ping(): Promise<void>;
  /**
   * A write that changes nothing, committed alone: rejects when the database takes no writes
   * (a read-only SQLite file, a read-only PostgreSQL replica), which reads never show.
   */
  probeWrite(): Promise<void>;
  /**
   * Why the database cannot serve players now, from what real queries and commits saw lately
   * (a failed commit counts until a later one, or `probeWrite`, goes through); null when none failed.
   */
  outage(): string | null;
  /** From now on, `observer` hears when the database becomes unavailable, and when it is back: once each. */
  observeOutages(observer: OutageObserver): void;
  /** From now on, `observe` hears how long each batch of writes took to commit, in seconds (a metric). */
  observeCommits(observe: (seconds: number) => void): void;
  close(): Promise<void>;
}

/** A player's Glicko-2 rating in one game, as stored (docs/fair-play.md#ratings). */
export interface RatingRecord {
  readonly playerId: string;
  readonly game: string;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
  readonly updatedAt: number;
}

export interface RatingWithPlayer extends RatingRecord {
  readonly playerName: string;
  readonly playerGuest: boolean;
}

/** The rating after one rated race. */
export interface RatingPointRecord {
  readonly at: number;
  readonly rating: number;
  readonly deviation: number;
}

/** One racer of a rated race as `rated_races.standings` keeps them (docs/fair-play.md#ratings). */
export interface RatedStanding {
  readonly playerId: string;
  readonly runId: string;
  readonly place: number;
  /** Players whose result against this one was left out (their pair's rated races of the day were used up). */
  readonly notAgainst?: readonly string[];
}

/** A rated race's counted standings, fair play aside: what its ratings can be computed again from. */
export interface RatedRaceRecord {
  /** The race's rating key (`code:round:startsAt`), with `:bots` for its bots' rating. */
  readonly key: string;
  readonly game: string;
  readonly at: number;
  readonly standings: readonly RatedStanding[];
}

/** Who a player is, as ratings care (`players.account_at`, `bot`, `restricted_at`). */
export interface RatingPlayerRecord {
  readonly playerId: string;
  readonly account: boolean;
  readonly bot: boolean;
  readonly restricted: boolean;
}

/** A page of a game's ratings leaderboard: people's or bots', hidden players and guests left out. */
export interface RatingBoardPage {
  readonly total: number;
  readonly entries: RatingWithPlayer[];
  /** The asking player's own entry and its 0-based index, when they are on this board. */
  readonly own: { readonly index: number; readonly entry: RatingWithPlayer } | null;
}

/** Ratings and fair-play flags: a part of the store of its own. */
export interface RatingsStore {
  /** A page of a game's ratings board, highest first (keyset-free: the offset is bounded by the page limits). */
  ratingBoardPage(game: string, bots: boolean, page: { limit: number; offset: number }, playerId: string | null): Promise<RatingBoardPage>;
  /** Who each of these players is, as ratings care; unknown ids are left out. */
  ratingPlayers(playerIds: readonly string[]): Promise<RatingPlayerRecord[]>;
  /** How many rated races each pair (`player_a` < `player_b`) had together in `game` on `day` (absent: none). */
  ratingPairCounts(day: string, game: string, pairs: readonly (readonly [string, string])[]): Promise<Map<string, number>>;
  /**
   * Saves a rated race in one transaction: its standings (`rated_races`, kept once per key), the
   * new ratings with a history point each, and one more race for each pair that counted.
   */
  saveRatedRace(race: RatedRaceRecord, ratings: readonly RatingRecord[], pairs: readonly (readonly [string, string])[]): Promise<void>;
  /** A page of a game's rated races in the order they were rated, after the one at `after`. */
  ratedRacesPage(game: string, after: { at: number; key: string } | null, limit: number): Promise<RatedRaceRecord[]>;
  /** The review status (`flagged`, `cleared`, `voided`) of those of these runs that have one. */
  runReviews(runIds: readonly string[]): Promise<Map<string, string>>;
  /** Forgets a game's rating history: the start of a recomputation (the ratings stay until its end). */
  clearRatingHistory(game: string): Promise<void>;
  /** History points after one race of a recomputation (`saveRatings` without the current ratings). */
  saveRatingHistory(raceKey: string, ratings: readonly RatingRecord[]): Promise<void>;
  /** A game's ratings, all replaced by these in one transaction (a recomputation's result). */
  replaceRatings(game: string, ratings: readonly RatingRecord[]): Promise<void>;
  ratingsOfPlayer(playerId: string): Promise<RatingRecord[]>;
  /** The ratings some players have in a game (those without one are left out). */
  ratingsIn(game: string, playerIds: readonly string[]): Promise<RatingRecord[]>;
  /** Every rating in a game, highest first, with the players' names. */
  ratingBoard(game: string): Promise<RatingWithPlayer[]>;
  /** Saves the new ratings after the race `raceKey` and a history point for each, in one transaction. */
  saveRatings(raceKey: string, ratings: readonly RatingRecord[]): Promise<void>;
  /** The player's latest `limit` history points in a game, oldest first. */
  ratingHistory(playerId: string, game: string, limit: number): Promise<RatingPointRecord[]>;
  /** Flags a run (kept the first reason); answers nothing. */
  flagRun(runId: string, reason: string, at: number): Promise<void>;
  /** The run's review: its flag's first reason and instant, and where the review stands. */
  runFlag(runId: string): Promise<{ reason: string; at: number; status: RunReviewStatus } | null>;
  /**
   * The latest `limit` finished, ranked, unflagged runs of a game by anyone but `notPlayerId`,
   * newest first; only those on boards of `kind` (core's `boardKindOf`) unless it is null; none
   * of a daily of `today` or later (their replays are not public yet).
   */
  ghostCandidates(game: string, kind: string | null, notPlayerId: string, limit: number, today: string): Promise<GhostCandidate[]>;
}

/** What the plausibility judgement keeps of a run as it ends (docs/fair-play.md#plausibility). */
export interface FairPlayStore {
  /** Whether the player's account is marked as a bot. */
  isBot(playerId: string): Promise<boolean>;
  /** A finished run of the puzzle by another player whose moves digest to `movesKey` (the earliest), or null. */
  copiedRun(puzzleId: string, movesKey: string, playerId: string): Promise<string | null>;
  /**
   * Keeps a finished run's moves key (null: too short to key) and, when it was found implausible,
   * its flag with the evidence; a flagged run's boards are chosen again in the same transaction.
   */
  keepJudgement(runId: string, movesKey: string | null, flag: { reason: string; at: number; evidence: PlausibilityEvidence } | null): Promise<void>;
}

/** A stored run a quick race may offer as a ghost, with its player's rating in the game (null: none yet). */
export interface GhostCandidate {
  readonly runId: string;
  readonly playerId: string;
  readonly rating: number | null;
}

/** Where a player stands on a board. */
export interface BoardStanding {
  readonly run: RunWithPlayer;
  /** Entries ranked ahead of it (its rank is this + 1). */
  readonly ahead: number;
  /** Entries the rules rank strictly behind it (a tie on every figure is neither ahead nor behind), when asked for. */
  readonly behind: number | null;
}

/** How a board's placed figures spread: entries, those with the figure, its lowest and highest. */
export interface BoardExtent {
  readonly count: number;
  readonly placed: number;
  readonly low: number | null;
  readonly high: number | null;
}

/**
 * The leaderboards of docs/runs.md#ranking, ranked by the database: one best counting run per player and puzzle,
 * kept as runs are written (board-entries.ts), so every read here costs a page or an index
 * count, not the puzzle's runs.
 */
export interface BoardsStore {
  /** Entries from `offset`, best first. */
  boardPage(board: BoardName, puzzleId: string, limit: number, offset: number): Promise<RunWithPlayer[]>;
  /** How many players are on the board. */
  boardSize(board: BoardName, puzzleId: string): Promise<number>;
  /** The player's entry and where it stands; null when the player has none. `behind`: count those too (another index count). */
  boardStanding(board: BoardName, puzzleId: string, playerId: string, behind?: boolean): Promise<BoardStanding | null>;
  boardExtent(board: BoardName, puzzleId: string, figure: PlacingFigure): Promise<BoardExtent>;
  /** For each threshold, how many entries have the figure at or above it (histogram buckets by difference). */
  boardAtLeast(board: BoardName, puzzleId: string, figure: PlacingFigure, thresholds: readonly number[]): Promise<number[]>;
}
