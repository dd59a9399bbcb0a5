import { GAMES, type GameName } from '@gridrace/core';
import { z } from 'zod';
import { GAME_JSON, gameDiscriminator } from './game-json.ts';
import { Limits } from './limits.ts';
import { playerNameSchema } from './player-name.ts';
import { playerRatingsSchema, runFlagSchema } from './rating-shapes.ts';
import { puzzleIdSchema, runIdSchema } from './run-events.ts';
import { gameSchema, runStatusSchema } from './state.ts';

/** Shapes of REST v1 (docs/protocol.md#rest). Boards and params are each game's JSON (docs/games/README.md#boards-and-moves-as-json). */

// Each game's own schemas, kept apart by game (property access on a generic index would merge them).
type GameJson = typeof GAME_JSON;

/**
 * The options of a union selected by `game`: one member per game, in core's order. `Member` is
 * the union of each game's own member type, which a map over the list of games cannot keep.
 */
const eachGame = <Member extends z.ZodObject>(member: (game: GameName) => z.ZodObject) => GAMES.map(member) as unknown as readonly [Member, ...Member[]];

/** A real calendar date (zod's ISO date: 2026-02-29 and 2026-02-30 are refused, 2028-02-29 is taken). */
export const dateSchema = z.iso.date({ message: 'a date is a calendar date written YYYY-MM-DD' }).describe('A calendar date, YYYY-MM-DD (UTC).');

/** A puzzle id as docs/puzzle-ids.md#puzzle-ids writes it: seeded `<game>.v<version>.<params>.<seed>` or described `<game>.d.<board>`. */
export const PUZZLE_ID_PATTERN = `^(${GAMES.join('|')})\\.(d\\.[A-Za-z0-9_-]+|v[1-9][0-9]{0,3}\\.[a-z0-9]{1,64}\\.([A-Za-z0-9_-]{1,64}|~[A-Za-z0-9_-]+))$`;

export const gameInfoSchema = z.object({
  game: gameSchema,
  version: z.number().int(),
  defaultParams: z.record(z.string(), z.unknown()),
  presets: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** JSON Schema of the params `seededPuzzle` accepts. */
  paramsSchema: z.record(z.string(), z.unknown()),
  dailyParams: z.record(z.string(), z.unknown()),
});
export const gamesResponseSchema = z.object({ games: z.array(gameInfoSchema) });

const parSchema = z
  .number()
  .int()
  .nullable()
  .describe("The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par.");

const puzzleOf = <G extends GameName>(game: G) =>
  z.object({
    id: z
      .string()
      .describe("The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board."),
    game: z.literal(game),
    params: GAME_JSON[game].puzzleParams as GameJson[G]['puzzleParams'],
    board: GAME_JSON[game].board as GameJson[G]['board'],
    par: parSchema,
    bestScore: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe("same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`."),
    parPending: z
      .boolean()
      .optional()
      .describe(
        '`POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it.',
      ),
  });
const puzzleName = (game: GameName) => `${game[0]?.toUpperCase()}${game.slice(1)}`;
const namedPuzzle = <G extends GameName>(game: G) =>
  puzzleOf(game).meta({ id: `${puzzleName(game)}Puzzle`, description: `A \`${game}\` puzzle: its id, complete params, board and par.` });

/** `GET /api/v1/puzzles/{id}`: the same object as `gridrace show --json`; board and params are the game's (selected by `game`). */
export const puzzleResponseSchema = z
  .discriminatedUnion('game', eachGame<{ [G in GameName]: ReturnType<typeof namedPuzzle<G>> }[GameName]>(namedPuzzle))
  .meta({ id: 'Puzzle', description: 'A puzzle; `game` selects the shape of `params` and `board`.', discriminator: gameDiscriminator('Puzzle') });

const newPuzzleOf = <G extends GameName>(game: G) =>
  z.strictObject({
    game: z.literal(game),
    params: (GAME_JSON[game].params as GameJson[G]['params']).optional(),
  });

/**
 * `POST /api/v1/puzzles`: a new game with a fresh random seed; omitted params are the game's
 * defaults. `game` selects which params are taken (core's own schema for that game checks them).
 */
export const newPuzzleBodySchema = z
  .discriminatedUnion('game', eachGame<{ [G in GameName]: ReturnType<typeof newPuzzleOf<G>> }[GameName]>(newPuzzleOf))
  .meta({ description: 'The game to play and, optionally, some of its params (the rest take the defaults; GET /api/v1/games lists them and the presets).' });

const dailyOf = <G extends GameName>(game: G) =>
  puzzleOf(game)
    .extend({ date: dateSchema.describe('The day (UTC) whose daily puzzle this is.') })
    .meta({ id: `${puzzleName(game)}DailyPuzzle`, description: `A \`${game}\` daily puzzle: a puzzle and its day.` });

export const dailyPuzzleSchema = z
  .discriminatedUnion('game', eachGame<{ [G in GameName]: ReturnType<typeof dailyOf<G>> }[GameName]>(dailyOf))
  .meta({ id: 'DailyPuzzle', description: "One game's puzzle of the day; `game` selects the shape of `params` and `board`.", discriminator: gameDiscriminator('DailyPuzzle') });

/** A day's dailies; `firstDay`: the server's first day of dailies, before which every date is a 404. */
export const dailyResponseSchema = z.object({
  date: dateSchema.describe('The day (UTC) asked for, or today.'),
  firstDay: dateSchema.describe("The server's first day of dailies: every earlier date is a 404."),
  puzzles: z.array(dailyPuzzleSchema).describe('One daily puzzle per game.'),
});

export const createPlayerBodySchema = z.strictObject({ name: playerNameSchema });

const playerIdSchema = z.string().describe("The player's id: public, it names the player in leaderboards and links.");
const timestampSchema = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');

export const playerRefSchema = z
  .object({
    id: playerIdSchema,
    name: z.string().describe("The name shown everywhere, as stored (cleaned): a guest's chosen name, or an account's handle."),
    guest: z.boolean().describe('True for a guest (no account): clients show its name with a mark, so that a guest cannot pass for the account of the same name.'),
  })
  .meta({ id: 'PlayerRef', description: 'A player as leaderboards and runs name them.' });
export const playerInfoSchema = playerRefSchema
  .extend({
    createdAt: timestampSchema.describe('When the player was created.'),
    bot: z.boolean().describe('True for an account its owner marked as a bot (docs/bots.md): clients show its name with a BOT mark.'),
  })
  .meta({ id: 'Player', description: 'A player: a guest, or an account (`guest: false`).' });
/** `POST /api/v1/account/bot`: the account, marked a bot. */
export const markBotResponseSchema = z.object({ player: playerInfoSchema });
export const createPlayerResponseSchema = z.object({
  player: playerInfoSchema,
  token: z.string().describe('The secret that acts as this player: send it as `Authorization: Bearer <token>`. It is shown only once.'),
});

/** `PATCH /api/v1/players/me`: the token's player takes a new name. */
export const renamePlayerBodySchema = z.strictObject({ name: playerNameSchema });
export const renamePlayerResponseSchema = z.object({ player: playerInfoSchema });

const runIdField = runIdSchema.describe('The run id (GET /api/v1/runs/{runId} shows it with its replay log).');
const timeMsSchema = z
  .number()
  .int()
  .nullable()
  .describe(
    "Milliseconds from the run's start (the server's clock, from when it handed over the board) to the result that ranks; null while a run is in play (walls: set once a path is reached).",
  );
const movesSchema = z.number().int().describe("Moves made, in the game's own counting (fifteen: one per tile slid).");
const scoreSchema = z.number().describe("The score: same's points, walls' path length; for the other games, what the rules count.");

export const runSummarySchema = z
  .object({
    runId: runIdField,
    puzzleId: z.string().describe('The puzzle the run plays.'),
    game: gameSchema,
    status: runStatusSchema.describe('playing, solved, stuck, gave_up (finished early) or ended (time up or abandoned).'),
    ranked: z.boolean().describe('Whether the run counts on the leaderboard (a hint, or a second run of a daily, does not).'),
    timeMs: timeMsSchema,
    moves: movesSchema,
    score: scoreSchema,
    startedAt: timestampSchema.describe('When the run started.'),
    finishedAt: timestampSchema.nullable().describe('When the run finished; null while in play.'),
  })
  .meta({ id: 'RunSummary', description: 'A run without its log.' });
export const playerResponseSchema = z.object({
  player: playerInfoSchema,
  personalBests: z
    .array(runSummarySchema)
    .describe(
      "The player's personal best per kind of board (game and params, as speedsolvers keep one per event; a game's custom boards are one kind): the counting run that ranks first among theirs of that kind, latest finished first. Of their latest 1000 runs.",
    ),
  history: z.array(runSummarySchema).describe('Most recent runs first; a run left in play without a single move is not listed.'),
  ratings: playerRatingsSchema,
});

/** `GET /api/v1/players/me/runs?puzzleId=`: the token's player's runs of one puzzle. */
export const ownRunsQuerySchema = z.strictObject({ puzzleId: puzzleIdSchema.describe('The puzzle whose runs are listed.').meta({ pattern: PUZZLE_ID_PATTERN }) });
export const ownRunsResponseSchema = z.object({
  puzzleId: z.string().describe('The puzzle id, in its canonical spelling.'),
  daily: dateSchema.nullable().describe('The day whose daily this puzzle is, else null.'),
  nextRunRanked: z.boolean().describe('Whether a run started now ranks: not once a daily has been played (only a first run of a daily counts).'),
  runs: z.array(runSummarySchema).describe('Newest first (at most 50): a run still `playing` is the one to take up again with `run:resume`.'),
});

/** Whose runs a leaderboard ranks: people and bots rank apart. */
export const boardPlayersSchema = z.enum(['people', 'bots']);
export type BoardPlayers = z.output<typeof boardPlayersSchema>;

export const leaderboardQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Limits.leaderboardPage.max)
    .default(Limits.leaderboardPage.default)
    .describe(`How many entries to list, 1 to ${Limits.leaderboardPage.max}.`),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('How many of the best entries to skip (paging), 0 to 1,000,000.'),
  players: boardPlayersSchema
    .default('people')
    .describe('Whose board: `people` (the default) or `bots`, the accounts marked as bots, who rank on boards of their own (docs/fair-play.md#plausibility).'),
});
export const leaderboardEntrySchema = z
  .object({
    rank: z.number().int().min(1).describe('1 is best; equal results share a rank.'),
    player: playerRefSchema,
    timeMs: timeMsSchema,
    moves: movesSchema,
    score: scoreSchema,
    runId: runIdField,
    finishedAt: timestampSchema.describe('When the counting run finished.'),
  })
  .meta({ id: 'LeaderboardEntry', description: "A player's counting run on a puzzle and its rank." });
export const leaderboardResponseSchema = z
  .object({
    puzzleId: z.string().describe('The puzzle id, in its canonical spelling.'),
    total: z.number().int().describe('How many players rank on the puzzle.'),
    entries: z.array(leaderboardEntrySchema).describe('The page asked for, best first.'),
    own: leaderboardEntrySchema.nullable().describe("With a token: the player's own entry, wherever it ranks; else null."),
  })
  .meta({ id: 'Leaderboard', description: "A puzzle's ranked runs: each player's best run, best first in the game's order." });

/** Why a run's log is withheld: a run in play is its player's alone; a daily's replays wait for the day's end. */
export const runLogHiddenSchema = z
  .object({
    reason: z.enum(['in_play', 'daily_in_progress']).describe('in_play: shown to its player alone until it is over; daily_in_progress: a daily whose day (UTC) is not over.'),
    publicAt: timestampSchema.nullable().describe('When the log becomes public; null for a run in play.'),
  })
  .meta({ id: 'RunLogHidden', description: "Why a run's log is not shown." });

const logEntryOf = <M extends z.ZodType>(moveSchema: M) =>
  z.object({
    seq: z.number().int().describe('The request number the client gave it (from 1).'),
    kind: z.enum(['move', 'undo', 'hint']).describe('What the request was.'),
    move: moveSchema.nullable().describe('The move made (for a hint, the move shown); null for an undo.'),
    atMs: z.number().int().describe('Milliseconds after the run started.'),
  });
// The move schema is passed on its own: a method called on a generic game's schema would merge the games' moves.
const runOf = <G extends GameName, M extends z.ZodType>(game: G, moveSchema: M) =>
  runSummarySchema
    .omit({ runId: true, game: true })
    .extend({
      id: runIdField,
      game: z.literal(game),
      player: playerRefSchema,
      verified: z
        .boolean()
        .nullable()
        .describe(
          'Whether the server, replaying the whole log on the board the puzzle id gives, reaches the stored result (so a result cannot be made up); checked once the run is over, null while in play.',
        ),
      flag: runFlagSchema
        .nullable()
        .describe(
          'Set when the run was flagged by the fair-play check or voided: while `flagged` (under review) or `voided` it counts on no board nor rating; once `cleared` it counts again.',
        ),
      log: z.array(logEntryOf(moveSchema)).nullable().describe('A page of the accepted requests, in order: the replay. Null when hidden (`logHidden`).'),
      logHidden: runLogHiddenSchema.nullable().describe('Why the log is not shown to this asker; null when it is.'),
      nextAfter: z.number().int().nullable().describe('The `after` of the next page of the log; null when this page ends it.'),
    })
    .meta({ id: `${puzzleName(game)}Run`, description: `A \`${game}\` run with its replay log.` });

export const runResponseSchema = z
  .discriminatedUnion(
    'game',
    eachGame<{ [G in GameName]: ReturnType<typeof runOf<G, GameJson[G]['move']>> }[GameName]>((game) => runOf(game, GAME_JSON[game].move)),
  )
  .meta({ id: 'Run', description: 'A run with its replay log; `game` selects the shape of the moves.', discriminator: gameDiscriminator('Run') });

/** `GET /api/v1/health/live`: the process answers (liveness), whatever its database does. */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeS: z.number().describe('Seconds since the process started.'),
});

/** `GET /api/v1/health`: ready to serve, its database answering reads and taking writes (readiness). */
export const healthResponseSchema = livenessResponseSchema.extend({
  database: z.enum(['sqlite', 'postgres']).describe('The database the server stores in.'),
});

export const puzzleParamsSchema = z.strictObject({
  puzzleId: puzzleIdSchema
    .describe(
      'A puzzle id: seeded `<game>.v<version>.<params>.<seed>` (e.g. `fifteen.v1.4.k3j9x2`) or described `<game>.d.<board>`. ' +
        'The seed is letters, digits, `-` and `_`, or `~` and the base64url of any other text (a seed with spaces is written that way). ' +
        'An id that follows this grammar is still refused (400) when its params or board make no puzzle.',
    )
    .meta({ pattern: PUZZLE_ID_PATTERN }),
});
export const runParamsSchema = z.strictObject({ runId: runIdSchema.describe('A run id, as `run:start` or a leaderboard entry gives it.') });
export const playerParamsSchema = z.strictObject({ id: z.string().min(1).max(64).describe('A player id, as a leaderboard entry or POST /api/v1/players gives it.') });
// Its own enum, not the named `Game`: a parameter's description stays beside it in the document.
export const gameParamsSchema = z.strictObject({ game: z.enum(GAMES).describe('One of the games (GET /api/v1/games lists them).') });

/** A `fifteen` background (docs/games/fifteen.md#backgrounds): plain numbers, or a picture or video the pieces show. */
export const backgroundSchema = z.object({
  id: z.string().describe('The background id, as the web app stores it.'),
  kind: z.enum(['numbers', 'picture', 'video']),
  name: z.string().describe('Its name, for people.'),
  url: z.string().nullable().describe('Same-origin URL (under `/backgrounds/`) of the picture or video; null for numbers.'),
});
export type BackgroundInfo = z.output<typeof backgroundSchema>;
export const backgroundsResponseSchema = z.object({ backgrounds: z.array(backgroundSchema) });
