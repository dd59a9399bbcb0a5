import type { LoggedRequest, PlacingFigure, RequestKind } from '@gridrace/core';
import type { OutageObserver } from './store-health.ts';
import type { BoardName } from '../leaderboards/boards.ts';
import type { RaceRows } from './race-rows.ts';

/**
 * The storage port (boardgame.io `StorageAPI` style): everything the server keeps, behind
 * one small interface with an SQLite and a PostgreSQL implementation. Instants are epoch ms.
 */
export interface PlayerRecord {
  readonly id: string;
  readonly name: string;
  readonly tokenHash: string;
  readonly createdAt: number;
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
}

/** A ranked run that ended, with what statistics need beside it (SPEC §3 Statistics). */
export interface StatsRunRecord {
  readonly id: string;
  readonly game: string;
  readonly status: string;
  readonly startedAt: number;
  readonly timeMs: number | null;
  readonly moves: number;
  readonly score: number;
  /** The puzzle's par, when the server has solved it; else null. */
  readonly par: number | null;
  /** The day whose daily the run's puzzle is (YYYY-MM-DD), or null. */
  readonly dailyDate: string | null;
  /** When the run ended (null only for runs stored before that was kept). */
  readonly finishedAt: number | null;
}

export interface Store extends RatingsStore, BoardsStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Race rooms, where there is no Redis to keep them (`DatabaseRaceStore`). */
  readonly raceRows: RaceRows;

  createPlayer(player: PlayerRecord): Promise<void>;
  playerById(id: string): Promise<PlayerRecord | null>;
  playerByTokenHash(tokenHash: string): Promise<PlayerRecord | null>;
  renamePlayer(id: string, name: string): Promise<void>;

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

  /** The deployment's setting `key`, or null when none was ever kept. */
  setting(key: string): Promise<string | null>;
  /**
   * Keeps `value` as the setting `key` unless one is kept already, and answers the one kept:
   * processes that start together all get the first one's value.
   */
  keepFirst(key: string, value: string): Promise<string>;

  createRun(run: RunRecord): Promise<void>;
  runById(id: string): Promise<RunRecord | null>;
  updateRun(id: string, update: RunUpdate): Promise<void>;
  /**
   * Appends one request to a run's log, and applies `update` to the run in the same
   * transaction. Rejects if `seq` is already taken (a second process, or a bug).
   */
  appendLog(runId: string, entry: LogRecord, update?: RunUpdate): Promise<void>;
  logOf(runId: string): Promise<LogRecord[]>;
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
  /**
   * A player's ranked runs that ended (of one game, or of all when `game` is null), oldest
   * first, with par and daily date: one indexed query, whatever the number of runs. With
   * `finishedSince` (ms), only those that ended at that instant or later.
   */
  statsRunsOf(playerId: string, game: string | null, finishedSince?: number): Promise<StatsRunRecord[]>;
  /**
   * Per game (one, or all when `game` is null), a fingerprint of the player's ranked runs that
   * ended: it changes whenever one of them is added, changes its figures or stops counting,
   * and costs no joins, so statistics can be kept until it does.
   */
  statsFingerprintsOf(playerId: string, game: string | null): Promise<Map<string, string>>;
  /** Journeys: the levels (from 1) a player completed in a game, in order. */
  journeyLevelsDone(playerId: string, game: string): Promise<number[]>;
  /** Records a completed journey level (a second completion of it changes nothing). */
  completeJourneyLevel(playerId: string, game: string, level: number, runId: string, at: number): Promise<void>;
  /**
   * How many of a player's runs that started at `since` or later are still playing, and when
   * the earliest of them started: one range of the (player, start) index, not a scan.
   */
  runsInPlaySince(playerId: string, since: number): Promise<{ count: number; earliestStartedAt: number | null }>;
  /** Ids of runs still playing that have a time limit (to end them on time after a restart). */
  timedRunsInPlay(): Promise<string[]>;
  /** Runs whose puzzle has no stored par yet (they started before it was solved): settled once it is. */
  runsAwaitingPar(): Promise<{ id: string; puzzleId: string }[]>;

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

/** A player's Glicko-2 rating in one game, as stored (SPEC §3 Ratings). */
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
}

/** The rating after one rated race. */
export interface RatingPointRecord {
  readonly at: number;
  readonly rating: number;
  readonly deviation: number;
}

/** Ratings and fair-play flags: a part of the store of its own. */
export interface RatingsStore {
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
  runFlag(runId: string): Promise<{ reason: string; at: number } | null>;
  /**
   * The latest `limit` finished, ranked, unflagged runs of a game by anyone but `notPlayerId`,
   * newest first; only those on boards of `kind` (core's `boardKindOf`) unless it is null; none
   * of a daily of `today` or later (their replays are not public yet).
   */
  ghostCandidates(game: string, kind: string | null, notPlayerId: string, limit: number, today: string): Promise<GhostCandidate[]>;
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
 * SPEC §3's leaderboards, ranked by the database: one best counting run per player and puzzle,
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
