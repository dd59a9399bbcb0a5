// Generated from the OpenAPI document (GET /api/v1/openapi.json) by apps/server/scripts/openapi-types.ts:
// do not edit; run `npm run openapi:types` after changing a route or a schema.
export interface paths {
    readonly "/api/v1/openapi.json": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * This OpenAPI 3 document
         * @description The document `/docs` shows, as JSON: generate a client from it.
         */
        readonly get: operations["getOpenApi"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/metrics": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Prometheus metrics (text format)
         * @description When the server sets METRICS_TOKEN, send it as `Authorization: Bearer <METRICS_TOKEN>`; without it the answer is a 401.
         */
        readonly get: operations["getMetrics"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/games": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The games with their params and presets
         * @description Each game's generator version, default params, named presets, the params of its dailies and the JSON Schema of the params POST /api/v1/puzzles takes. The list never changes while a server runs.
         */
        readonly get: operations["listGames"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/puzzles": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * A new puzzle with a fresh random seed, answered at once: what "new game" plays
         * @description `game` selects which params are taken; every param is optional. The answer never waits for a solver: walls presets are drawn and solved ahead, so they usually come with their par; otherwise `parPending` is true and `par` null until the solver has it (milliseconds for most boards, seconds for large walls boards): `GET /api/v1/puzzles/{puzzleId}` waits for it, and a run can be started meanwhile. A puzzle whose par must be solved costs the solver time: each client address may have a few solved a minute (429 `rate_limited` past that, with `Retry-After`), and while the solver is busy with many a new one is refused at once (503 `unavailable`).
         */
        readonly post: operations["createPuzzle"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/puzzles/{puzzleId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Any puzzle by id: the same object as `gridrace show --json`
         * @description Ids are self-contained: any valid id is a puzzle, whether or not anyone played it, and the same id always gives the same board and par. An id whose par nobody has solved yet is solved now, which is limited as `POST /api/v1/puzzles` is (429 `rate_limited`, 503 `unavailable`). A daily's puzzle is served from its day on (UTC): before it, a 404 `not_found`, as `GET /api/v1/daily/{game}` says of a future date.
         */
        readonly get: operations["getPuzzle"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/backgrounds": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The fifteen backgrounds: numbers, pictures, videos
         * @description Each background is `numbers` (plain numbered pieces), a `picture` or a `video`; for the latter two, `url` is the same-origin file the pieces are cut from (each piece shows its home part of it).
         */
        readonly get: operations["listBackgrounds"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/daily": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Today's (or a past day's) daily puzzles, one per game
         * @description Every game's puzzle of the day: the same for every player, the same on every server with the same daily secret. The answer never waits for a solver: a puzzle whose par is still being solved (a day nobody opened yet) comes with `parPending` true and `par` null, and can be played at once. Dailies exist from the server's first day on (DAILIES_SINCE, or the day its database first started; `firstDay` in GET /api/v1/daily): an earlier date is a 404 naming it, and nothing is computed for it. A future date is a 404 until that day starts (UTC).
         */
        readonly get: operations["getDailies"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/daily/{game}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * One game's daily puzzle
         * @description The puzzle of the day of one game. The answer never waits for a solver: a puzzle whose par is still being solved (a day nobody opened yet) comes with `parPending` true and `par` null, and can be played at once. Dailies exist from the server's first day on (DAILIES_SINCE, or the day its database first started; `firstDay` in GET /api/v1/daily): an earlier date is a 404 naming it, and nothing is computed for it. A future date is a 404 until that day starts (UTC).
         */
        readonly get: operations["getDaily"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/daily/{game}/stats": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Where everyone stands on one game's daily: the day's distribution of results, and the asker's own
         * @description Each player's counting result that day (one per player, as the daily leaderboard ranks them), as a histogram of times (finish games) or scores (score games), without names. With a player token, `own` is that player's result, rank and percentile. Dailies exist from the server's first day on (DAILIES_SINCE, or the day its database first started; `firstDay` in GET /api/v1/daily): an earlier date is a 404 naming it, and nothing is computed for it. A future date is a 404 until that day starts (UTC).
         */
        readonly get: operations["getDailyStats"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/players": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Create a guest player; keep the token, it is shown once
         * @description A player is a name and a secret token; no account, no e-mail. The name is stored cleaned (see `name`), so the answer shows the name as everyone will see it. The token is the only way to act as this player (runs, rename, own rank): it is not shown again.
         */
        readonly post: operations["createPlayer"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/players/me": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        /**
         * Rename the token's (or the signed-in browser's) player
         * @description The new name shows everywhere at once: leaderboards, past runs, races. It is cleaned as on creation. A guest's only: an account's name is its handle (403).
         */
        readonly patch: operations["renameMe"];
        readonly trace?: never;
    };
    readonly "/api/v1/players/me/runs": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The token's player's runs of one puzzle: the one in play to resume, the ones finished, and whether another would rank
         * @description What a client asks before starting a run: whether one is in play to resume, and whether a new one would rank.
         */
        readonly get: operations["listMyRuns"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/players/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * A player's profile, personal bests, recent runs and ratings
         * @description Public: anyone may look a player up by id (a leaderboard entry gives it).
         */
        readonly get: operations["getPlayer"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/players/{id}/stats": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * A player's statistics per game and kind of board: personal bests, trimmed averages, moves per second, efficiency, daily streaks
         * @description Computed from the player's ranked runs that ended (a hinted run never ranks, nor a second run of a daily). Kept per kind of board (game and params, as speedsolvers keep them per event): a 3x3 time is no 4x4 best. Each game lists the kinds the player has played and tells the figures of one: `kind` when asked for, else the one played last. Averages of 5, 12 and 100 drop the best and the worst result (a board left unsolved is the worst; two make the average null); with fewer results than that there is no average (null). Streaks count UTC days with a ranked daily of the game played on its day. Public, like the profile.
         */
        readonly get: operations["getPlayerStats"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/leaderboards/{puzzleId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * A puzzle's leaderboard: ranked entries and, with a token, the player's own
         * @description The ranked runs of any puzzle, one per player (their best), best first, a page at a time. The order is the game's: fifteen and pipes, solved runs by time, then fewest moves; same, cleared boards by time, then the others by fewest blocks left, then most points; walls, longest path, then the earliest time it was reached. With a player token, `own` is that player's entry wherever it ranks. A puzzle nobody has finished has an empty leaderboard, not a 404. A run under review (flagged by the fair-play check) or voided is on no board; people and bots rank apart: `players=bots` lists the bots' board.
         */
        readonly get: operations["getLeaderboard"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/leaderboards/daily/{game}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The leaderboard of one game's daily puzzle (today's, or a past day's)
         * @description Only a player's first run of a daily ranks. People and bots rank apart (`players=bots`). Dailies exist from the server's first day on (DAILIES_SINCE, or the day its database first started; `firstDay` in GET /api/v1/daily): an earlier date is a 404 naming it, and nothing is computed for it. A future date is a 404 until that day starts (UTC).
         */
        readonly get: operations["getDailyLeaderboard"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/leaderboards/{puzzleId}/scores": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * A same puzzle's score leaderboard: highest score first, then the quicker; with a token, the player's own entry
         * @description Every finished run counts, cleared or not; one best run per player. The puzzle's best-known score (`bestScore` of the puzzle) is the target to beat. Only games played to the finish that also make points (`same`) have one: for other games this is a 404.
         */
        readonly get: operations["getScoreLeaderboard"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/ratings/{game}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * A game's ratings leaderboard: players by Glicko-2 rating, and with a token, the player's own
         * @description Ratings come from rated races (quick races, and rated rooms, on puzzles the server draws): accounts only (guests and restricted players are not rated); hinted runs, runs flagged or voided, and ghosts never count. People and bots are rated apart: `players=bots` lists the bots, people by default; hidden players are left out. Highest rating first, a page at a time; `provisional` marks a rating whose deviation is still high, and `uncertainty` (twice the deviation) is how far the rating may be off. With a player token, `own` is that player's entry wherever it ranks.
         */
        readonly get: operations["getRatingsLeaderboard"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/players/{id}/ratings/{game}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * A player's rating in one game over time, for a plot
         * @description The rating now (null before the first rated race) and its value after each rated race, oldest first. Public, like the profile.
         */
        readonly get: operations["getPlayerRatingHistory"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/runs/{runId}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * A run with its replay log, a page at a time
         * @description A run and one page of its log: every accepted move with its time (`after`, `limit`; `nextAfter` asks for the next page). The log of a run in play is its player's alone (with the token); a run of a daily is replayable by others once its day (UTC) is over, its leaderboard showing the times meanwhile. Others get the run without its log (`log: null`), and `logHidden` says why and until when. `verified` says whether replaying the whole log from the seed gives the stored result: checked once when first asked for after the run ended, then kept.
         */
        readonly get: operations["getRun"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/journeys/{game}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * A game's journey: its levels of growing difficulty, with the player's progress
         * @description Every game has a journey: a fixed path of at least 20 levels, each a fixed puzzle id (the same for everyone, with its own leaderboard), ordered by a difficulty its solver measures. Level 1 is open; a level unlocks when a ranked run of the level before it ends meeting that level's goal (solve it; walls: reach a path length). With a player token the answer has that player's progress and best runs; without one, only level 1 is unlocked.
         */
        readonly get: operations["getJourney"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/auth/passkeys/register/options": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Sign up with a passkey: the options for the browser
         * @description Begins a sign-up: answers the options for `navigator.credentials.create` and a `flowId`, good once for 5 minutes. A guest who sends their token (or signs up from their browser) becomes the account, keeping their runs, ratings and streaks. Refused when signed in to an account already (409), or when the server takes no new accounts here. At most 30 requests a minute per address.
         */
        readonly post: operations["passkeySignUpOptions"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/auth/passkeys/register/verify": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Sign up with a passkey: the new passkey, and the account is made
         * @description Finishes a sign-up begun by `passkeySignUpOptions` (the same guest, if it was a guest's): checks the browser's answer, makes the account with the handle asked for, stores the passkey and signs the browser in (the `gridrace_session` cookie). A guest who became the account stops being reachable by their old token.
         */
        readonly post: operations["passkeySignUp"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/auth/passkeys/login/options": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Sign in with a passkey: the options for the browser
         * @description Begins a sign-in with any of this site's passkeys the browser or phone holds (no handle typed), or with a `handle`, that account's passkeys only: the options for `navigator.credentials.get` and a `flowId`, good once for 5 minutes. At most 30 requests a minute per address.
         */
        readonly post: operations["passkeySignInOptions"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/auth/passkeys/login/verify": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Sign in with a passkey
         * @description Finishes a sign-in: checks the passkey's signature over the flow's challenge and that its counter moved on, and signs the browser in (the `gridrace_session` cookie).
         */
        readonly post: operations["passkeySignIn"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/passkeys": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The account's passkeys
         * @description Each with its name, when it was made and when it last signed in.
         */
        readonly get: operations["listPasskeys"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/passkeys/options": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Add another passkey: the options for the browser
         * @description The options for `navigator.credentials.create`, leaving out the account's passkeys, and a `flowId`. An account holds at most 20 passkeys. From a signed-in browser only.
         */
        readonly post: operations["addPasskeyOptions"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/passkeys/verify": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Add another passkey
         * @description Finishes `addPasskeyOptions`: checks the new passkey and stores it under the name given (default: the browser and system).
         */
        readonly post: operations["addPasskey"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/passkeys/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        /**
         * Remove a passkey
         * @description It can no longer sign in. Refused with 409 `last_sign_in_method` for the last passkey of an account that has no other way in (a linked OpenID Connect identity): add another passkey first, or delete the account. Sessions it began stay signed in (sign them out on the sessions list).
         */
        readonly delete: operations["removePasskey"];
        readonly options?: never;
        readonly head?: never;
        /**
         * Rename a passkey
         * @description Only the name changes.
         */
        readonly patch: operations["renamePasskey"];
        readonly trace?: never;
    };
    readonly "/api/v1/handles/{handle}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Whether a handle is free
         * @description For a sign-up form, as one types: whether nobody has the handle, compared without case and by Unicode confusables (UTS #39), so `аlice` (Cyrillic а) is taken once `alice` is. Text that is no handle (3 to 24 letters, digits and `_` `-` `.` between them) is a 400 `invalid_handle` saying why. At most 60 a minute per client address.
         */
        readonly get: operations["getHandleState"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/invites": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Make an invitation code (the operator's)
         * @description Under REGISTRATION=invite, a new account needs a code: each is good for one account, until it expires. Only for the server's operator: send its OPERATOR_TOKEN as `Authorization: Bearer <OPERATOR_TOKEN>` (`gridrace invite` does). Without OPERATOR_TOKEN set, this route is off (404).
         */
        readonly post: operations["createInvite"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/export": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Everything of your own, as JSON
         * @description The account's profile, ratings with their whole history, statistics of every kind of board played, journeys, and every run with its log, as one JSON document sent as a download. Only for an account (a guest: 403 `account_required`); at most 1 a minute.
         */
        readonly get: operations["exportAccount"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        /**
         * Delete your account
         * @description The body repeats the handle, to confirm. The account leaves every leaderboard, daily distribution and ratings board; its statistics, ratings, journeys, sessions, tokens, passkeys and linked identities are deleted. Its runs stay, anonymous, under the name "deleted player"; its handle is free again. Every session and token of it stops working at once.
         */
        readonly delete: operations["deleteAccount"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/bot": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Mark your account as a bot, for good
         * @description A bot is an account played by a program through the API (docs/bots.md): its name carries a BOT mark everywhere, and it ranks on the bots' own boards and ratings, apart from people. The mark is for good (no route takes it off), and only an account that has played no rated game yet may take it: a rating earned as a person does not move to the bots (409 `has_rated_games`). A guest cannot (403 `account_required`); a token needs the `play` scope. Marking a bot again changes nothing. At most 10 a minute per client address.
         */
        readonly post: operations["markAccountBot"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/session": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Who this request acts as: the signed-in browser, a guest token or a personal API token
         * @description The player a request acts as, whether a guest or an account, and how it proved it: the session cookie a browser holds once signed in, or a Bearer token. A browser with no guest token asks this to learn who it is. Without either: 401.
         */
        readonly get: operations["getSession"];
        readonly put?: never;
        readonly post?: never;
        /**
         * Sign this browser out: end its session, clear its cookie, disconnect its sockets
         * @description Ends the session the cookie names (its sockets, on every server process, are disconnected at once) and clears the cookie. Signed out already: `ended` is false, the cookie is cleared all the same. A request with the cookie must come from this server's pages (`Origin`), as every state-changing request signed by the cookie must. A token is revoked on its own route, not here.
         */
        readonly delete: operations["signOut"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/sessions": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The account's live sessions: each browser signed in, where and when last seen
         * @description Every session not ended and used within the idle timeout, latest seen first (100 at most): the device (browser and system), the address and when it was last seen; `current` marks this browser. An account only, signed in in this browser (the session cookie): a guest gets 403 `account_required`, a token 403 `forbidden`.
         */
        readonly get: operations["listSessions"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/sessions/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        /**
         * Sign one of the account’s sessions out
         * @description Ends the session (this browser’s own too, when named) and disconnects its sockets at once, on every server process. Not a live session of this account: 404.
         */
        readonly delete: operations["endSession"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/sessions/sign-out-everywhere": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Sign out everywhere else: end every other session of the account
         * @description Ends every session of the account except the one asking (this browser stays signed in, and can see that the list is now itself alone), and disconnects their sockets at once, on every server process. To sign this browser out as well, DELETE /api/v1/session after. Personal API tokens are not sessions: revoke them on their own.
         */
        readonly post: operations["signOutEverywhere"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/tokens": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The account’s personal API tokens: names, scopes, when made and last used
         * @description The live tokens, newest first (20 at most), without their secrets; when each was last used is written at most once a minute.
         */
        readonly get: operations["listApiTokens"];
        readonly put?: never;
        /**
         * Make a personal API token for a bot or a script; keep it, it is shown once
         * @description A token that acts as the account over REST (`Authorization: Bearer grt_…`) and Socket.IO (`auth: {token}`), within its scopes: `read` (the account’s own data) and, with `play`, everything that changes state. It lasts until revoked. An account holds 20 at most (409 `too_many_tokens`). An account only, signed in in this browser: a guest gets 403 `account_required`, a token 403 `forbidden`.
         */
        readonly post: operations["createApiToken"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/tokens/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        /**
         * Revoke a personal API token
         * @description The token stops working at once: every request after this one is refused, and the sockets connected with it are disconnected, on every server process. Not a live token of this account: 404.
         */
        readonly delete: operations["revokeApiToken"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/reports": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Report a run or a player to the moderators
         * @description An account reports a run (its replay) or a player, with a reason (`program`, `copied`, `name`, `other`) and an optional note of at most 500 characters. A guest cannot (403 `account_required`), nor can anyone report themselves or their own runs (403 `own_subject`). One open report per reporter and subject (409 `already_reported`); at most 10 a day per account and 10 a minute per address (429).
         */
        readonly post: operations["createReport"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/moderation/queue": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The review queue: flagged runs and open reports
         * @description For moderators (403 `moderator_required` otherwise): flagged runs and open reports, oldest first (or `order=newest`), each with its evidence, the run, and the player's other open items. Keyset pages: send `next` as `cursor`.
         */
        readonly get: operations["getModerationQueue"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/moderation/runs/{runId}/{action}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Clear a flagged run, or void a run
         * @description `clear`: the flag was wrong, the run counts again. `void`: the run is off every board for good. The game's ratings are computed again. A moderator cannot act on their own runs (403 `own_subject`); the reason goes to the audit log.
         */
        readonly post: operations["moderateRun"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/moderation/players/{playerId}/{action}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Restrict a player from ranking, hide them from boards, or reset their name
         * @description `restrict`: the player's runs stop ranking and rating; `hide`: off every board and ratings list; `reset_name`: a neutral generated name (an account's handle too). Not on oneself (403 `own_subject`).
         */
        readonly post: operations["moderatePlayer"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/moderation/reports/{reportId}/dismiss": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Dismiss a report
         * @description The report is closed without action; the reason goes to the audit log.
         */
        readonly post: operations["dismissReport"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/moderation/log": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The audit log of moderator actions
         * @description For moderators: every action, newest first: who, what, on whom, why, when. `subjectKind` with `subjectId` keeps one subject's. Keyset pages.
         */
        readonly get: operations["getModerationLog"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/moderators/{handle}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        /**
         * Name a moderator (the operator's)
         * @description Only for the server's operator: its OPERATOR_TOKEN as `Authorization: Bearer <OPERATOR_TOKEN>` (`gridrace moderator add|remove <handle>` does). Only an account can be a moderator (404 `player_not_found` for no account of that handle). Off (404) without OPERATOR_TOKEN.
         */
        readonly put: operations["addModerator"];
        readonly post?: never;
        /**
         * Stop a moderator (the operator's)
         * @description Only for the server's operator: its OPERATOR_TOKEN as `Authorization: Bearer <OPERATOR_TOKEN>` (`gridrace moderator add|remove <handle>` does). Only an account can be a moderator (404 `player_not_found` for no account of that handle). Off (404) without OPERATOR_TOKEN.
         */
        readonly delete: operations["removeModerator"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/health": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Readiness: the database answers and takes writes
         * @description Readiness: 200 while the server can serve players, its database answering reads and taking writes (a write that changes nothing is tried; after a commit of a player's request failed, a real one, so a full disk shows); 503 otherwise, saying which, for instance a read-only SQLite file, a full disk or a database that does not answer (the check never waits longer than HEALTH_TIMEOUT_MS). Once the database is back, the next check is 200 again. A load balancer or orchestrator should send traffic only to a ready server. A server whose database takes no writes at start does not start at all ("Gridrace cannot start: cannot write to ...").
         */
        readonly get: operations["getReadiness"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/health/live": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Liveness: 200 as long as the process answers, whatever its database does (no database is asked). Restart a server only when this fails.
         */
        readonly get: operations["getLiveness"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/auth/methods": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The ways to sign in and sign up this server offers
         * @description For a sign-in page: passkeys (whether the browser can use them is the browser's call: https or localhost), a code from another signed-in device, the operator's OpenID Connect provider if any, the registration policy, and whether new accounts may be made here with a passkey (LOCAL_SIGN_UP).
         */
        readonly get: operations["getAuthMethods"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/device-codes": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * A code that signs another device in as this account
         * @description For a phone, or a computer on plain http where passkeys are refused: the code (and a link with it, for a QR code) signs one other device in as this account, once, within five minutes. Only a signed-in browser makes one, never a token: a leaked token cannot make itself a session.
         */
        readonly post: operations["createDeviceCode"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/auth/device": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Sign this device in with the code another device shows
         * @description The code a signed-in device made (POST /api/v1/account/device-codes) signs this browser in as its account: the session cookie is set. A code works once, for five minutes; one that is unknown, expired or used gets the same 400 `invalid_device_code`. Guesses are limited: 5 a minute from one address, and 60 wrong codes a minute over the whole server.
         */
        readonly post: operations["signInWithDeviceCode"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/auth/oidc/start": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Begin signing in (or linking) with the server's OpenID Connect provider
         * @description Answers the provider's authorization page to send the browser to, and sets the `gridrace_oidc` cookie (HttpOnly, SameSite=Lax, ten minutes) that ties its return to this browser. A guest's token (Bearer) makes the guest the new account if the identity is new, keeping their progress; `link: true`, from a signed-in browser, links the identity to its account instead. 404 when the server has no provider; 503 while the provider does not answer.
         */
        readonly post: operations["startOidcSignIn"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/auth/oidc/callback": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The provider's return: signs in, links, or makes the account, then back to the web app
         * @description The redirect URI registered at the provider (`<PUBLIC_ORIGIN>/api/v1/auth/oidc/callback`). Needs the `gridrace_oidc` cookie of the browser that began (single use); checks state, PKCE and the id token's nonce, then redirects (303) to the web app: `/sign-in/done` signed in, or `/sign-in?oidc=<result>` (or `/account?oidc=<result>` for a link) saying what happened: `linked`, `already_linked`, `in_use` (the identity is another account's), `failed`, or a registration refusal's code.
         */
        readonly get: operations["oidcCallback"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/identities": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * The account's linked OpenID Connect identities
         * @description Each provider identity that signs in as this account, oldest first. Only a signed-in browser sees them, not a token.
         */
        readonly get: operations["listIdentities"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/account/identities/{issuer}/{subject}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        /**
         * Unlink an OpenID Connect identity from the account
         * @description Signing in at that provider no longer signs in here. Refused (409 `last_sign_in_method`) when it is the account’s last way to sign in (no passkey, no other identity): add one first.
         */
        readonly delete: operations["unlinkIdentity"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description `fifteen` params as a client sends them: every field is optional, a missing one takes the game's default (GET /api/v1/games lists defaults and presets). */
        readonly FifteenParamsInput: {
            /** @default 4 */
            readonly size?: number;
        };
        /** @description `same` params as a client sends them: every field is optional, a missing one takes the game's default (GET /api/v1/games lists defaults and presets). Soluble boards (`generator: "soluble"`) need at least 3 colours. A shaped board (`shape` other than `rect`) never shifts its columns: its `shift` is made false. */
        readonly SameParamsInput: {
            /** @default 25 */
            readonly cols?: number;
            /** @default 40 */
            readonly rows?: number;
            /** @default 3 */
            readonly colors?: number;
            /**
             * @default runs
             * @enum {string}
             */
            readonly generator?: "runs" | "soluble";
            /** @default 5 */
            readonly maxRun?: number;
            /** @default true */
            readonly shift?: boolean;
            /**
             * @description The board outline, rect (the whole grid) by default: cells outside it never hold a block.
             * @enum {string}
             */
            readonly shape?: "rect" | "heart" | "diamond" | "circle" | "cross" | "arch";
        };
        /** @description `pipes` params as a client sends them: every field is optional, a missing one takes the game's default (GET /api/v1/games lists defaults and presets). */
        readonly PipesParamsInput: {
            /** @default 6 */
            readonly cols?: number;
            /** @default 4 */
            readonly rows?: number;
        };
        /** @description `walls` params as a client sends them: every field is optional, a missing one takes the game's default (GET /api/v1/games lists defaults and presets). A preset stands alone: it is never combined with cols, rows, walls, checkpoints or rocks. The wall budget must fit the board (at most a third of its cells), and rocks is a multiple of 0.01. */
        readonly WallsParamsInput: {
            /** @enum {string} */
            readonly preset?: "simple" | "normal" | "complex";
            readonly cols?: number;
            readonly rows?: number;
            readonly walls?: number;
            readonly checkpoints?: number;
            readonly rocks?: number;
        };
        /** @description The browser's answer to `navigator.credentials.create` (RegistrationResponseJSON in WebAuthn Level 3). */
        readonly PasskeyRegistrationResponseInput: {
            /** @description The credential id, base64url. */
            readonly id: string;
            /** @description The credential id, base64url. */
            readonly rawId: string;
            /** @constant */
            readonly type: "public-key";
            readonly response: {
                /** @description clientDataJSON, base64url. */
                readonly clientDataJSON: string;
                /** @description attestationObject, base64url. */
                readonly attestationObject: string;
                /** @description authenticatorData, base64url. */
                readonly authenticatorData?: string;
                /** @description How the browser can reach the authenticator, as it said (`internal`, `hybrid`, `usb`...). */
                readonly transports?: readonly string[];
                readonly publicKeyAlgorithm?: number;
                /** @description publicKey, base64url. */
                readonly publicKey?: string;
            };
            /** @enum {string} */
            readonly authenticatorAttachment?: "platform" | "cross-platform";
            /** @description The browser's `getClientExtensionResults()`. */
            readonly clientExtensionResults: {
                readonly [key: string]: unknown;
            };
        };
        /** @description The browser's answer to `navigator.credentials.get` (AuthenticationResponseJSON in WebAuthn Level 3). */
        readonly PasskeyAuthenticationResponseInput: {
            /** @description The credential id, base64url. */
            readonly id: string;
            /** @description The credential id, base64url. */
            readonly rawId: string;
            /** @constant */
            readonly type: "public-key";
            readonly response: {
                /** @description clientDataJSON, base64url. */
                readonly clientDataJSON: string;
                /** @description authenticatorData, base64url. */
                readonly authenticatorData: string;
                /** @description signature, base64url. */
                readonly signature: string;
                /** @description userHandle, base64url. */
                readonly userHandle?: string;
            };
            /** @enum {string} */
            readonly authenticatorAttachment?: "platform" | "cross-platform";
            /** @description The browser's `getClientExtensionResults()`. */
            readonly clientExtensionResults: {
                readonly [key: string]: unknown;
            };
        };
        /** @description Every refusal and failure, whatever the route or status: `{error: {code, message}}`. */
        readonly Error: {
            readonly error: {
                /** @description What went wrong, for programs: one of bad_request, invalid_payload, invalid_puzzle_id, invalid_stats_kind, invalid_move, illegal_move, nothing_to_undo, not_found, run_not_found, player_not_found, unauthorized, forbidden, insufficient_scope, cross_site_request, account_required, too_many_tokens, session_not_found, token_not_found, stale_seq, run_over, time_up, run_too_long, rate_limited, payload_too_large, uri_too_long, unavailable, conflict, invalid_device_code, identity_in_use, auth_flow_expired, passkeys_need_a_domain, passkey_not_verified, passkey_not_found, too_many_passkeys, last_sign_in_method, handle_taken, invalid_handle, registration_closed, invite_required, invalid_invite, has_rated_games, already_reported, moderator_required, own_subject, review_conflict, internal_error; a refused move passes on the rules' own code (e.g. invalid_move). */
                readonly code: string;
                /** @description What went wrong, for people: names the field or value at fault and what is taken instead. */
                readonly message: string;
                /** @description Some refusals only: the same as `message`, as data, so that a client can say it in its player's language. */
                readonly reason?: {
                    /** @description Which case of `code` this is (e.g. `daily.before_first_day`). */
                    readonly key: string;
                    /** @description What its sentence names (a date, a count). */
                    readonly values?: {
                        readonly [key: string]: string | number;
                    };
                };
                /** @description `rate_limited` only: how long to wait, in milliseconds, before the same request can be taken. */
                readonly retryAfterMs?: number;
            };
        };
        /** @description A `fifteen` board: `size` by `size` cells; `tiles` holds the number on each cell, 0 for the gap. `x` is the column from 0 at the left, `y` the row from 0 at the top; a cell array is row-major (`index = y * cols + x`). */
        readonly FifteenBoard: {
            readonly size: number;
            readonly tiles: readonly number[];
        };
        /** @description A `fifteen` puzzle's complete params. */
        readonly FifteenPuzzleParams: {
            /** @default 4 */
            readonly size: number;
        };
        /** @description A `fifteen` move: The cell whose tiles slide toward the gap, in its row or column. `x` is the column from 0 at the left, `y` the row from 0 at the top. */
        readonly FifteenMove: {
            readonly x: number;
            readonly y: number;
        };
        /** @description A `same` board: `cells` holds each cell's colour, 0 to `colors` − 1, or null where the cell is empty. `x` is the column from 0 at the left, `y` the row from 0 at the top; a cell array is row-major (`index = y * cols + x`). */
        readonly SameBoard: {
            readonly cols: number;
            readonly rows: number;
            readonly colors: number;
            readonly cells: readonly (number | null)[];
            /** @description Shaped boards only, row-major like cells: false for a cell outside the shape, which never holds a block. */
            readonly mask?: readonly boolean[];
        };
        /** @description A `same` puzzle's complete params. */
        readonly SamePuzzleParams: {
            /** @default 25 */
            readonly cols: number;
            /** @default 40 */
            readonly rows: number;
            /** @default 3 */
            readonly colors: number;
            /**
             * @default runs
             * @enum {string}
             */
            readonly generator: "runs" | "soluble";
            /** @default 5 */
            readonly maxRun: number;
            /** @default true */
            readonly shift: boolean;
            /**
             * @description The board outline, rect (the whole grid) by default: cells outside it never hold a block.
             * @enum {string}
             */
            readonly shape?: "rect" | "heart" | "diamond" | "circle" | "cross" | "arch";
        };
        /** @description A `same` move: A cell of the group of same-coloured blocks to remove. `x` is the column from 0 at the left, `y` the row from 0 at the top. */
        readonly SameMove: {
            readonly x: number;
            readonly y: number;
        };
        /** @description A `pipes` board: `tiles` holds each cell's openings as turned now, a bitmask N=1, E=2, S=4, W=8; the pipe is to join `start` to `end`. `x` is the column from 0 at the left, `y` the row from 0 at the top; a cell array is row-major (`index = y * cols + x`). */
        readonly PipesBoard: {
            readonly cols: number;
            readonly rows: number;
            readonly start: {
                readonly x: number;
                readonly y: number;
            };
            readonly end: {
                readonly x: number;
                readonly y: number;
            };
            readonly tiles: readonly number[];
        };
        /** @description A `pipes` puzzle's complete params. */
        readonly PipesPuzzleParams: {
            /** @default 6 */
            readonly cols: number;
            /** @default 4 */
            readonly rows: number;
        };
        /** @description A `pipes` move: The tile to turn, `cw` clockwise or `ccw` anticlockwise. `x` is the column from 0 at the left, `y` the row from 0 at the top. */
        readonly PipesMove: {
            readonly x: number;
            readonly y: number;
            /** @enum {string} */
            readonly turn: "cw" | "ccw";
        };
        /** @description A `walls` board: `cells` holds one letter per cell: `.` empty, `r` rock, `s` start, `f` finish, `A` to `E` checkpoints, `w` a wall placed; `walls` is the wall budget. `x` is the column from 0 at the left, `y` the row from 0 at the top; a cell array is row-major (`index = y * cols + x`). */
        readonly WallsBoard: {
            readonly cols: number;
            readonly rows: number;
            readonly walls: number;
            readonly cells: readonly ("." | "r" | "s" | "f" | "w" | "A" | "B" | "C" | "D" | "E")[];
        };
        /** @description A `walls` puzzle's complete params. */
        readonly WallsPuzzleParams: {
            /** @enum {string} */
            readonly preset?: "simple" | "normal" | "complex";
            readonly cols?: number;
            readonly rows?: number;
            readonly walls?: number;
            readonly checkpoints?: number;
            readonly rocks?: number;
        };
        /** @description A `walls` move: The cell where a wall is put, or taken away if one is there. `x` is the column from 0 at the left, `y` the row from 0 at the top. */
        readonly WallsMove: {
            readonly x: number;
            readonly y: number;
        };
        /** @description What the fair-play check found in a run's timing and moves. */
        readonly PlausibilityEvidence: {
            readonly reasons: readonly {
                /** @description e.g. `faster_than_people`, `too_regular`, `sustained_fast`, `copied_log`. */
                readonly code: string;
                /** @description The reason in a sentence, with its figures. */
                readonly detail: string;
            }[];
            readonly totalMs: number;
            readonly humanBestMs: number | null;
            readonly humanFloorMs: number;
            readonly intervals: readonly {
                readonly fromMs: number;
                readonly toMs: number | null;
                readonly count: number;
            }[];
            readonly copiedFrom: string | null;
        };
        /** @description A player's rating in one game. */
        readonly Rating: {
            /** @description Glicko-2 rating, 1500 to start. */
            readonly rating: number;
            /** @description Rating deviation: how unsure the rating still is (350 to start; smaller is surer). */
            readonly deviation: number;
            /** @description Twice the deviation, rounded: the rating is shown as `rating ± uncertainty` (about 95% sure the true strength lies within). */
            readonly uncertainty: number;
            /** @description Rated races played in this game. */
            readonly games: number;
            /** @description True while the deviation is above 110: too few rated races to trust the rating yet. */
            readonly provisional: boolean;
        };
        /** @description A run flagged by the fair-play check (or voided by a moderator), and where its review stands. */
        readonly RunFlag: {
            /** @description Why, as codes: `faster_than_people`, `sustained_fast`, `too_regular`, `copied_log` (comma-separated), or a moderator's reason. */
            readonly reason: string;
            /**
             * Format: date-time
             * @description When it was flagged.
             */
            readonly at: string;
            /**
             * @description `flagged`: under review, on no board nor rating; `cleared`: a moderator found it fair, it counts; `voided`: off for good.
             * @enum {string}
             */
            readonly status: "flagged" | "cleared" | "voided";
        };
        /**
         * @description A game: fifteen (sliding tiles), same (SameGame), pipes, walls.
         * @enum {string}
         */
        readonly Game: "fifteen" | "same" | "pipes" | "walls";
        /** @description A `fifteen` puzzle: its id, complete params, board and par. */
        readonly FifteenPuzzle: {
            /** @description The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board. */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "fifteen";
            readonly params: components["schemas"]["FifteenPuzzleParams"];
            readonly board: components["schemas"]["FifteenBoard"];
            /** @description The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par. */
            readonly par: number | null;
            /** @description same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`. */
            readonly bestScore?: number | null;
            /** @description `POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it. */
            readonly parPending?: boolean;
        };
        /** @description A `same` puzzle: its id, complete params, board and par. */
        readonly SamePuzzle: {
            /** @description The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board. */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "same";
            readonly params: components["schemas"]["SamePuzzleParams"];
            readonly board: components["schemas"]["SameBoard"];
            /** @description The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par. */
            readonly par: number | null;
            /** @description same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`. */
            readonly bestScore?: number | null;
            /** @description `POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it. */
            readonly parPending?: boolean;
        };
        /** @description A `pipes` puzzle: its id, complete params, board and par. */
        readonly PipesPuzzle: {
            /** @description The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board. */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "pipes";
            readonly params: components["schemas"]["PipesPuzzleParams"];
            readonly board: components["schemas"]["PipesBoard"];
            /** @description The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par. */
            readonly par: number | null;
            /** @description same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`. */
            readonly bestScore?: number | null;
            /** @description `POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it. */
            readonly parPending?: boolean;
        };
        /** @description A `walls` puzzle: its id, complete params, board and par. */
        readonly WallsPuzzle: {
            /** @description The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board. */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "walls";
            readonly params: components["schemas"]["WallsPuzzleParams"];
            readonly board: components["schemas"]["WallsBoard"];
            /** @description The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par. */
            readonly par: number | null;
            /** @description same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`. */
            readonly bestScore?: number | null;
            /** @description `POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it. */
            readonly parPending?: boolean;
        };
        /** @description A puzzle; `game` selects the shape of `params` and `board`. */
        readonly Puzzle: components["schemas"]["FifteenPuzzle"] | components["schemas"]["SamePuzzle"] | components["schemas"]["PipesPuzzle"] | components["schemas"]["WallsPuzzle"];
        /** @description A `fifteen` daily puzzle: a puzzle and its day. */
        readonly FifteenDailyPuzzle: {
            /** @description The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board. */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "fifteen";
            readonly params: components["schemas"]["FifteenPuzzleParams"];
            readonly board: components["schemas"]["FifteenBoard"];
            /** @description The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par. */
            readonly par: number | null;
            /** @description same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`. */
            readonly bestScore?: number | null;
            /** @description `POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it. */
            readonly parPending?: boolean;
            /**
             * Format: date
             * @description The day (UTC) whose daily puzzle this is.
             */
            readonly date: string;
        };
        /** @description A `same` daily puzzle: a puzzle and its day. */
        readonly SameDailyPuzzle: {
            /** @description The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board. */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "same";
            readonly params: components["schemas"]["SamePuzzleParams"];
            readonly board: components["schemas"]["SameBoard"];
            /** @description The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par. */
            readonly par: number | null;
            /** @description same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`. */
            readonly bestScore?: number | null;
            /** @description `POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it. */
            readonly parPending?: boolean;
            /**
             * Format: date
             * @description The day (UTC) whose daily puzzle this is.
             */
            readonly date: string;
        };
        /** @description A `pipes` daily puzzle: a puzzle and its day. */
        readonly PipesDailyPuzzle: {
            /** @description The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board. */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "pipes";
            readonly params: components["schemas"]["PipesPuzzleParams"];
            readonly board: components["schemas"]["PipesBoard"];
            /** @description The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par. */
            readonly par: number | null;
            /** @description same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`. */
            readonly bestScore?: number | null;
            /** @description `POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it. */
            readonly parPending?: boolean;
            /**
             * Format: date
             * @description The day (UTC) whose daily puzzle this is.
             */
            readonly date: string;
        };
        /** @description A `walls` daily puzzle: a puzzle and its day. */
        readonly WallsDailyPuzzle: {
            /** @description The puzzle id: it names the game, the generator's version, the params and the seed (or the board itself), so the same id always gives the same board. */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "walls";
            readonly params: components["schemas"]["WallsPuzzleParams"];
            readonly board: components["schemas"]["WallsBoard"];
            /** @description The puzzle's goal: fewest moves (fifteen, pipes), most points (same), longest path (walls); null when the solver gave no par. */
            readonly par: number | null;
            /** @description same: the best score known for this puzzle (the solver's best line), a target to beat; null for other games. Not in `gridrace show --json`. */
            readonly bestScore?: number | null;
            /** @description `POST /puzzles` and the dailies only: true when the par is still being solved (then `par` is null; a run or race can start meanwhile); `GET /puzzles/{puzzleId}` waits for it. */
            readonly parPending?: boolean;
            /**
             * Format: date
             * @description The day (UTC) whose daily puzzle this is.
             */
            readonly date: string;
        };
        /** @description One game's puzzle of the day; `game` selects the shape of `params` and `board`. */
        readonly DailyPuzzle: components["schemas"]["FifteenDailyPuzzle"] | components["schemas"]["SameDailyPuzzle"] | components["schemas"]["PipesDailyPuzzle"] | components["schemas"]["WallsDailyPuzzle"];
        /** @description A player as leaderboards and runs name them. */
        readonly PlayerRef: {
            /** @description The player's id: public, it names the player in leaderboards and links. */
            readonly id: string;
            /** @description The name shown everywhere, as stored (cleaned): a guest's chosen name, or an account's handle. */
            readonly name: string;
            /** @description True for a guest (no account): clients show its name with a mark, so that a guest cannot pass for the account of the same name. */
            readonly guest: boolean;
        };
        /** @description A player: a guest, or an account (`guest: false`). */
        readonly Player: {
            /** @description The player's id: public, it names the player in leaderboards and links. */
            readonly id: string;
            /** @description The name shown everywhere, as stored (cleaned): a guest's chosen name, or an account's handle. */
            readonly name: string;
            /** @description True for a guest (no account): clients show its name with a mark, so that a guest cannot pass for the account of the same name. */
            readonly guest: boolean;
            /**
             * Format: date-time
             * @description When the player was created.
             */
            readonly createdAt: string;
            /** @description True for an account its owner marked as a bot (docs/bots.md): clients show its name with a BOT mark. */
            readonly bot: boolean;
        };
        /** @description A run without its log. */
        readonly RunSummary: {
            /** @description The run id (GET /api/v1/runs/{runId} shows it with its replay log). */
            readonly runId: string;
            /** @description The puzzle the run plays. */
            readonly puzzleId: string;
            readonly game: components["schemas"]["Game"];
            /**
             * @description playing, solved, stuck, gave_up (finished early) or ended (time up or abandoned).
             * @enum {string}
             */
            readonly status: "playing" | "solved" | "stuck" | "gave_up" | "ended";
            /** @description Whether the run counts on the leaderboard (a hint, or a second run of a daily, does not). */
            readonly ranked: boolean;
            /** @description Milliseconds from the run's start (the server's clock, from when it handed over the board) to the result that ranks; null while a run is in play (walls: set once a path is reached). */
            readonly timeMs: number | null;
            /** @description Moves made, in the game's own counting (fifteen: one per tile slid). */
            readonly moves: number;
            /** @description The score: same's points, walls' path length; for the other games, what the rules count. */
            readonly score: number;
            /**
             * Format: date-time
             * @description When the run started.
             */
            readonly startedAt: string;
            /** @description When the run finished; null while in play. */
            readonly finishedAt: string | null;
        };
        /** @description A player's counting run on a puzzle and its rank. */
        readonly LeaderboardEntry: {
            /** @description 1 is best; equal results share a rank. */
            readonly rank: number;
            readonly player: components["schemas"]["PlayerRef"];
            /** @description Milliseconds from the run's start (the server's clock, from when it handed over the board) to the result that ranks; null while a run is in play (walls: set once a path is reached). */
            readonly timeMs: number | null;
            /** @description Moves made, in the game's own counting (fifteen: one per tile slid). */
            readonly moves: number;
            /** @description The score: same's points, walls' path length; for the other games, what the rules count. */
            readonly score: number;
            /** @description The run id (GET /api/v1/runs/{runId} shows it with its replay log). */
            readonly runId: string;
            /**
             * Format: date-time
             * @description When the counting run finished.
             */
            readonly finishedAt: string;
        };
        /** @description A puzzle's ranked runs: each player's best run, best first in the game's order. */
        readonly Leaderboard: {
            /** @description The puzzle id, in its canonical spelling. */
            readonly puzzleId: string;
            /** @description How many players rank on the puzzle. */
            readonly total: number;
            /** @description The page asked for, best first. */
            readonly entries: readonly components["schemas"]["LeaderboardEntry"][];
            /** @description With a token: the player's own entry, wherever it ranks; else null. */
            readonly own: components["schemas"]["LeaderboardEntry"] | null;
        };
        /** @description Why a run's log is not shown. */
        readonly RunLogHidden: {
            /**
             * @description in_play: shown to its player alone until it is over; daily_in_progress: a daily whose day (UTC) is not over.
             * @enum {string}
             */
            readonly reason: "in_play" | "daily_in_progress";
            /** @description When the log becomes public; null for a run in play. */
            readonly publicAt: string | null;
        };
        /** @description A `fifteen` run with its replay log. */
        readonly FifteenRun: {
            /** @description The puzzle the run plays. */
            readonly puzzleId: string;
            /**
             * @description playing, solved, stuck, gave_up (finished early) or ended (time up or abandoned).
             * @enum {string}
             */
            readonly status: "playing" | "solved" | "stuck" | "gave_up" | "ended";
            /** @description Whether the run counts on the leaderboard (a hint, or a second run of a daily, does not). */
            readonly ranked: boolean;
            /** @description Milliseconds from the run's start (the server's clock, from when it handed over the board) to the result that ranks; null while a run is in play (walls: set once a path is reached). */
            readonly timeMs: number | null;
            /** @description Moves made, in the game's own counting (fifteen: one per tile slid). */
            readonly moves: number;
            /** @description The score: same's points, walls' path length; for the other games, what the rules count. */
            readonly score: number;
            /**
             * Format: date-time
             * @description When the run started.
             */
            readonly startedAt: string;
            /** @description When the run finished; null while in play. */
            readonly finishedAt: string | null;
            /** @description The run id (GET /api/v1/runs/{runId} shows it with its replay log). */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "fifteen";
            readonly player: components["schemas"]["PlayerRef"];
            /** @description Whether the server, replaying the whole log on the board the puzzle id gives, reaches the stored result (so a result cannot be made up); checked once the run is over, null while in play. */
            readonly verified: boolean | null;
            /** @description Set when the run was flagged by the fair-play check or voided: while `flagged` (under review) or `voided` it counts on no board nor rating; once `cleared` it counts again. */
            readonly flag: components["schemas"]["RunFlag"] | null;
            /** @description A page of the accepted requests, in order: the replay. Null when hidden (`logHidden`). */
            readonly log: readonly {
                /** @description The request number the client gave it (from 1). */
                readonly seq: number;
                /**
                 * @description What the request was.
                 * @enum {string}
                 */
                readonly kind: "move" | "undo" | "hint";
                /** @description The move made (for a hint, the move shown); null for an undo. */
                readonly move: components["schemas"]["FifteenMove"] | null;
                /** @description Milliseconds after the run started. */
                readonly atMs: number;
            }[] | null;
            /** @description Why the log is not shown to this asker; null when it is. */
            readonly logHidden: components["schemas"]["RunLogHidden"] | null;
            /** @description The `after` of the next page of the log; null when this page ends it. */
            readonly nextAfter: number | null;
        };
        /** @description A `same` run with its replay log. */
        readonly SameRun: {
            /** @description The puzzle the run plays. */
            readonly puzzleId: string;
            /**
             * @description playing, solved, stuck, gave_up (finished early) or ended (time up or abandoned).
             * @enum {string}
             */
            readonly status: "playing" | "solved" | "stuck" | "gave_up" | "ended";
            /** @description Whether the run counts on the leaderboard (a hint, or a second run of a daily, does not). */
            readonly ranked: boolean;
            /** @description Milliseconds from the run's start (the server's clock, from when it handed over the board) to the result that ranks; null while a run is in play (walls: set once a path is reached). */
            readonly timeMs: number | null;
            /** @description Moves made, in the game's own counting (fifteen: one per tile slid). */
            readonly moves: number;
            /** @description The score: same's points, walls' path length; for the other games, what the rules count. */
            readonly score: number;
            /**
             * Format: date-time
             * @description When the run started.
             */
            readonly startedAt: string;
            /** @description When the run finished; null while in play. */
            readonly finishedAt: string | null;
            /** @description The run id (GET /api/v1/runs/{runId} shows it with its replay log). */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "same";
            readonly player: components["schemas"]["PlayerRef"];
            /** @description Whether the server, replaying the whole log on the board the puzzle id gives, reaches the stored result (so a result cannot be made up); checked once the run is over, null while in play. */
            readonly verified: boolean | null;
            /** @description Set when the run was flagged by the fair-play check or voided: while `flagged` (under review) or `voided` it counts on no board nor rating; once `cleared` it counts again. */
            readonly flag: components["schemas"]["RunFlag"] | null;
            /** @description A page of the accepted requests, in order: the replay. Null when hidden (`logHidden`). */
            readonly log: readonly {
                /** @description The request number the client gave it (from 1). */
                readonly seq: number;
                /**
                 * @description What the request was.
                 * @enum {string}
                 */
                readonly kind: "move" | "undo" | "hint";
                /** @description The move made (for a hint, the move shown); null for an undo. */
                readonly move: components["schemas"]["SameMove"] | null;
                /** @description Milliseconds after the run started. */
                readonly atMs: number;
            }[] | null;
            /** @description Why the log is not shown to this asker; null when it is. */
            readonly logHidden: components["schemas"]["RunLogHidden"] | null;
            /** @description The `after` of the next page of the log; null when this page ends it. */
            readonly nextAfter: number | null;
        };
        /** @description A `pipes` run with its replay log. */
        readonly PipesRun: {
            /** @description The puzzle the run plays. */
            readonly puzzleId: string;
            /**
             * @description playing, solved, stuck, gave_up (finished early) or ended (time up or abandoned).
             * @enum {string}
             */
            readonly status: "playing" | "solved" | "stuck" | "gave_up" | "ended";
            /** @description Whether the run counts on the leaderboard (a hint, or a second run of a daily, does not). */
            readonly ranked: boolean;
            /** @description Milliseconds from the run's start (the server's clock, from when it handed over the board) to the result that ranks; null while a run is in play (walls: set once a path is reached). */
            readonly timeMs: number | null;
            /** @description Moves made, in the game's own counting (fifteen: one per tile slid). */
            readonly moves: number;
            /** @description The score: same's points, walls' path length; for the other games, what the rules count. */
            readonly score: number;
            /**
             * Format: date-time
             * @description When the run started.
             */
            readonly startedAt: string;
            /** @description When the run finished; null while in play. */
            readonly finishedAt: string | null;
            /** @description The run id (GET /api/v1/runs/{runId} shows it with its replay log). */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "pipes";
            readonly player: components["schemas"]["PlayerRef"];
            /** @description Whether the server, replaying the whole log on the board the puzzle id gives, reaches the stored result (so a result cannot be made up); checked once the run is over, null while in play. */
            readonly verified: boolean | null;
            /** @description Set when the run was flagged by the fair-play check or voided: while `flagged` (under review) or `voided` it counts on no board nor rating; once `cleared` it counts again. */
            readonly flag: components["schemas"]["RunFlag"] | null;
            /** @description A page of the accepted requests, in order: the replay. Null when hidden (`logHidden`). */
            readonly log: readonly {
                /** @description The request number the client gave it (from 1). */
                readonly seq: number;
                /**
                 * @description What the request was.
                 * @enum {string}
                 */
                readonly kind: "move" | "undo" | "hint";
                /** @description The move made (for a hint, the move shown); null for an undo. */
                readonly move: components["schemas"]["PipesMove"] | null;
                /** @description Milliseconds after the run started. */
                readonly atMs: number;
            }[] | null;
            /** @description Why the log is not shown to this asker; null when it is. */
            readonly logHidden: components["schemas"]["RunLogHidden"] | null;
            /** @description The `after` of the next page of the log; null when this page ends it. */
            readonly nextAfter: number | null;
        };
        /** @description A `walls` run with its replay log. */
        readonly WallsRun: {
            /** @description The puzzle the run plays. */
            readonly puzzleId: string;
            /**
             * @description playing, solved, stuck, gave_up (finished early) or ended (time up or abandoned).
             * @enum {string}
             */
            readonly status: "playing" | "solved" | "stuck" | "gave_up" | "ended";
            /** @description Whether the run counts on the leaderboard (a hint, or a second run of a daily, does not). */
            readonly ranked: boolean;
            /** @description Milliseconds from the run's start (the server's clock, from when it handed over the board) to the result that ranks; null while a run is in play (walls: set once a path is reached). */
            readonly timeMs: number | null;
            /** @description Moves made, in the game's own counting (fifteen: one per tile slid). */
            readonly moves: number;
            /** @description The score: same's points, walls' path length; for the other games, what the rules count. */
            readonly score: number;
            /**
             * Format: date-time
             * @description When the run started.
             */
            readonly startedAt: string;
            /** @description When the run finished; null while in play. */
            readonly finishedAt: string | null;
            /** @description The run id (GET /api/v1/runs/{runId} shows it with its replay log). */
            readonly id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            readonly game: "walls";
            readonly player: components["schemas"]["PlayerRef"];
            /** @description Whether the server, replaying the whole log on the board the puzzle id gives, reaches the stored result (so a result cannot be made up); checked once the run is over, null while in play. */
            readonly verified: boolean | null;
            /** @description Set when the run was flagged by the fair-play check or voided: while `flagged` (under review) or `voided` it counts on no board nor rating; once `cleared` it counts again. */
            readonly flag: components["schemas"]["RunFlag"] | null;
            /** @description A page of the accepted requests, in order: the replay. Null when hidden (`logHidden`). */
            readonly log: readonly {
                /** @description The request number the client gave it (from 1). */
                readonly seq: number;
                /**
                 * @description What the request was.
                 * @enum {string}
                 */
                readonly kind: "move" | "undo" | "hint";
                /** @description The move made (for a hint, the move shown); null for an undo. */
                readonly move: components["schemas"]["WallsMove"] | null;
                /** @description Milliseconds after the run started. */
                readonly atMs: number;
            }[] | null;
            /** @description Why the log is not shown to this asker; null when it is. */
            readonly logHidden: components["schemas"]["RunLogHidden"] | null;
            /** @description The `after` of the next page of the log; null when this page ends it. */
            readonly nextAfter: number | null;
        };
        /** @description A run with its replay log; `game` selects the shape of the moves. */
        readonly Run: components["schemas"]["FifteenRun"] | components["schemas"]["SameRun"] | components["schemas"]["PipesRun"] | components["schemas"]["WallsRun"];
        /** @description A personal best and the run that set it; null when no run has the figure. */
        readonly PersonalBest: {
            /** @description The figure: milliseconds for a time, a count for moves, points or path for a score. */
            readonly value: number;
            /** @description The run that set it (the earliest, on a tie). */
            readonly runId: string;
        } | null;
        /** @description A trimmed average as speedsolvers keep it: the best and the worst result dropped, the rest averaged. A run that ended unsolved (finish games) is worse than any time: one is the dropped worst, two make the average null. */
        readonly TrimmedAverage: {
            /** @description How many results in a row: 5, 12 or 100. */
            readonly size: number;
            /** @description The average of the latest results; null with fewer results than `size`, or two unfinished among them. */
            readonly current: number | null;
            /** @description The best average of any results in a row; null when none has one. */
            readonly best: number | null;
        };
        /** @description A rate over runs: its mean and its best single run; null when no run has it. */
        readonly StatsRate: {
            readonly mean: number;
            readonly best: number;
        } | null;
        /**
         * @description A kind of board: `<game>.v<version>.<params>` for seeded boards (`fifteen.v1.4`, every 4x4), `<game>.d` for a game's custom boards.
         * @example fifteen.v1.4
         */
        readonly BoardKind: string;
        /** @description A kind of board a player has ranked runs of: statistics are kept per kind, as speedsolvers keep theirs per event. */
        readonly KindPlayed: {
            readonly kind: components["schemas"]["BoardKind"];
            /** @description The kind's params as ids write them (`4`, `7x4w3c0r10`); null for custom boards. */
            readonly params: string | null;
            /** @description Its boards in words, in English: "4×4", "7×4, journey level 1", "custom boards". */
            readonly board: string;
            /** @description Ranked runs of it that ended. */
            readonly runs: number;
            /** @description When the latest of them started (ms since the epoch). */
            readonly lastPlayedAt: number;
        };
        /** @description A player's statistics in one game and kind of board, from their ranked runs (hinted runs never rank). */
        readonly PlayerGameStats: {
            readonly game: components["schemas"]["Game"];
            /** @description The kind of board the figures below are of (all but the daily streak and days, which are the game's): the one asked for, else the one played last; null without a ranked run of the game. */
            readonly kind: components["schemas"]["BoardKind"] | null;
            /** @description The kinds of board the player has ranked runs of in this game (up to 100), the one played last first. */
            readonly kinds: readonly components["schemas"]["KindPlayed"][];
            /**
             * @description What a run aims at: finishing the board, or pushing a score (walls).
             * @enum {string}
             */
            readonly goal: "finish" | "score";
            /**
             * @description What the averages are of: times in ms (lower is better), or scores (higher is better).
             * @enum {string}
             */
            readonly averageOf: "time" | "score";
            /**
             * @description The figure that matters beside the time: fewest moves, or highest score.
             * @enum {string}
             */
            readonly bestFigure: "moves" | "score";
            /** @description Ranked runs that ended. */
            readonly runs: number;
            /** @description Ranked runs that solved the board (walls: reached par). */
            readonly solves: number;
            readonly bests: {
                /** @description Fastest solve, ms. */
                readonly time: components["schemas"]["PersonalBest"];
                /** @description Fewest moves of a solve. */
                readonly moves: components["schemas"]["PersonalBest"];
                /** @description Highest score (games whose `bestFigure` is `score`); else null. */
                readonly score: components["schemas"]["PersonalBest"];
            };
            /** @description Trimmed averages of 5, 12 and 100. */
            readonly averages: readonly components["schemas"]["TrimmedAverage"][];
            /** @description Over solves: all moves over all seconds, and the fastest solve. */
            readonly movesPerSecond: components["schemas"]["StatsRate"];
            /** @description Against par: par / moves for solves of finish games, score / par for score games; 1 is par. */
            readonly efficiency: components["schemas"]["StatsRate"];
            /** @description Daily streaks of this game. */
            readonly streak: {
                /** @description UTC days in a row up to today (or yesterday, while today is not played) with a ranked daily played on its day. */
                readonly current: number;
                /** @description The longest such run of days. */
                readonly longest: number;
            };
            /** @description The latest ranked results (up to 500), oldest first, with the running average of 12. */
            readonly history: readonly {
                readonly runId: string;
                /** @description When the run started (ms since the epoch). */
                readonly at: number;
                /** @description What the averages count: the time in ms, or the score; null for a board left unsolved. */
                readonly value: number | null;
                /** @description The trimmed average of 12 ending at this result; null before 12 results, or with two unsolved among them. */
                readonly average12: number | null;
            }[];
            /** @description The UTC days of the last 53 weeks (up to today) with a ranked daily of the game played on its day, oldest first. */
            readonly dailyDays: readonly string[];
        };
        /** @description One bar of a histogram. */
        readonly HistogramBucket: {
            /** @description Lower bound, included (ms for times). */
            readonly from: number;
            /** @description Upper bound, excluded. */
            readonly to: number;
            /** @description Players whose result falls in it. */
            readonly count: number;
        };
        /** @description Whether a handle is free, for a sign-up form as one types. */
        readonly HandleState: {
            /** @description The handle as it would be stored (NFC), or as asked when it is no handle. */
            readonly handle: string;
            /** @description Whether an account could take it now: a handle, and nobody has it or one that looks the same (case, Unicode confusables). */
            readonly available: boolean;
            /** @description Why it is not available, for people; null when it is. */
            readonly problem: string | null;
            /**
             * @description Who may create an account here: anyone (open), with an invitation code (invite), nobody new (closed).
             * @enum {string}
             */
            readonly registration: "open" | "invite" | "closed";
        };
        /** @description An invitation to create one account, under REGISTRATION=invite. */
        readonly Invite: {
            /** @description The invitation code: shown once (only its hash is kept), good for one account. */
            readonly code: string;
            /**
             * Format: date-time
             * @description When the code stops working, used or not.
             */
            readonly expiresAt: string;
        };
        /** @description One of the player’s runs, with its whole log. */
        readonly ExportedRun: {
            /** @description The run id (GET /api/v1/runs/{runId} shows it with its replay log). */
            readonly runId: string;
            /** @description The puzzle the run plays. */
            readonly puzzleId: string;
            readonly game: components["schemas"]["Game"];
            /**
             * @description playing, solved, stuck, gave_up (finished early) or ended (time up or abandoned).
             * @enum {string}
             */
            readonly status: "playing" | "solved" | "stuck" | "gave_up" | "ended";
            /** @description Whether the run counts on the leaderboard (a hint, or a second run of a daily, does not). */
            readonly ranked: boolean;
            /** @description Milliseconds from the run's start (the server's clock, from when it handed over the board) to the result that ranks; null while a run is in play (walls: set once a path is reached). */
            readonly timeMs: number | null;
            /** @description Moves made, in the game's own counting (fifteen: one per tile slid). */
            readonly moves: number;
            /** @description The score: same's points, walls' path length; for the other games, what the rules count. */
            readonly score: number;
            /**
             * Format: date-time
             * @description When the run started.
             */
            readonly startedAt: string;
            /** @description When the run finished; null while in play. */
            readonly finishedAt: string | null;
            /** @description The run’s time limit; null: none. */
            readonly timeLimitMs: number | null;
            /** @description `same`: blocks left at the end. */
            readonly remaining: number | null;
            /** @description Every request of the run, in order: its replay. */
            readonly log: readonly {
                readonly seq: number;
                /** @enum {string} */
                readonly kind: "move" | "undo" | "hint";
                /** @description The game's move as JSON (for a hint, the move shown); null for an undo. */
                readonly move: unknown;
                /** @description Milliseconds after the run started. */
                readonly atMs: number;
            }[];
        };
        /** @description Everything of a player's own: profile, ratings and their history, statistics, journeys, runs with their logs. */
        readonly AccountExport: {
            /** @constant */
            readonly format: "gridrace-account-export";
            /** @constant */
            readonly version: 1;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 in UTC.
             */
            readonly exportedAt: string;
            readonly player: {
                readonly id: string;
                /** @description The handle, as written. */
                readonly name: string;
                /**
                 * Format: date-time
                 * @description When the player (first a guest, maybe) was created.
                 */
                readonly createdAt: string;
                /**
                 * Format: date-time
                 * @description When it became an account.
                 */
                readonly accountAt: string;
            };
            /** @description Glicko-2 ratings, one per game played in rated races, with their whole history. */
            readonly ratings: readonly {
                readonly game: string;
                readonly rating: number;
                readonly deviation: number;
                readonly volatility: number;
                readonly games: number;
                /**
                 * Format: date-time
                 * @description An instant, ISO 8601 in UTC.
                 */
                readonly updatedAt: string;
                /** @description After each rated race, oldest first. */
                readonly history: readonly {
                    /**
                     * Format: date-time
                     * @description An instant, ISO 8601 in UTC.
                     */
                    readonly at: string;
                    readonly rating: number;
                    readonly deviation: number;
                }[];
            }[];
            /** @description The statistics of every kind of board played, as GET /api/v1/players/{id}/stats tells one. */
            readonly statistics: readonly components["schemas"]["PlayerGameStats"][];
            /** @description The journey levels completed, per game. */
            readonly journeys: readonly {
                readonly game: string;
                readonly levelsDone: readonly number[];
            }[];
            /** @description Every run, newest first, with its log. */
            readonly runs: readonly components["schemas"]["ExportedRun"][];
        };
        /** @description A player's place on a game's ratings leaderboard. */
        readonly RatingEntry: {
            /** @description Glicko-2 rating, 1500 to start. */
            readonly rating: number;
            /** @description Rating deviation: how unsure the rating still is (350 to start; smaller is surer). */
            readonly deviation: number;
            /** @description Twice the deviation, rounded: the rating is shown as `rating ± uncertainty` (about 95% sure the true strength lies within). */
            readonly uncertainty: number;
            /** @description Rated races played in this game. */
            readonly games: number;
            /** @description True while the deviation is above 110: too few rated races to trust the rating yet. */
            readonly provisional: boolean;
            /** @description 1 is the highest rating. */
            readonly rank: number;
            readonly player: components["schemas"]["PlayerRef"];
        };
        /** @description A game's players by rating. */
        readonly RatingsLeaderboard: {
            /** @description The game. */
            readonly game: string;
            /**
             * @description Whose ratings these are: people or bots.
             * @enum {string}
             */
            readonly players: "people" | "bots";
            /** @description How many players have a rating in the game. */
            readonly total: number;
            /** @description The page asked for, highest rating first. */
            readonly entries: readonly components["schemas"]["RatingEntry"][];
            /** @description With a token: the player's own entry, wherever it ranks; else null. */
            readonly own: components["schemas"]["RatingEntry"] | null;
        };
        /** @description A player's rating in one game over time, for a plot. */
        readonly RatingHistory: {
            /** @description The game. */
            readonly game: string;
            /** @description The rating now; null before the first rated race. */
            readonly rating: components["schemas"]["Rating"] | null;
            /** @description The rating after each rated race, oldest first (the latest 200). */
            readonly history: readonly {
                /**
                 * Format: date-time
                 * @description When the rated race ended.
                 */
                readonly at: string;
                readonly rating: number;
                readonly deviation: number;
            }[];
        };
        /** @description A player's report of a run or a player, until a moderator handles it. */
        readonly Report: {
            readonly id: string;
            /**
             * @description What is reported: a run (its replay page) or a player (their page).
             * @enum {string}
             */
            readonly subjectKind: "run" | "player";
            readonly subjectId: string;
            /**
             * @description `program`: played by a program or with help; `copied`: repeats another's replay; `name`: an offensive name; `other`: see the note.
             * @enum {string}
             */
            readonly reason: "program" | "copied" | "name" | "other";
            /** @description The reporter's words; empty when none. */
            readonly note: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 in UTC.
             */
            readonly createdAt: string;
        };
        /** @description One moderator action: who, what, on whom, why and when. */
        readonly ModerationLogEntry: {
            readonly id: string;
            /** @description Who acted (`operator` for the operator's naming of moderators). */
            readonly moderator: {
                readonly id: string;
                readonly name: string;
            };
            /**
             * @description `clear`: a flag found fair; `void`: a run off every board for good; `restrict`: a player's runs stop ranking and rating; `hide`: a player off every board; `reset_name`: a neutral name; `dismiss`: a report without action; `moderator_added`/`moderator_removed`: the operator's.
             * @enum {string}
             */
            readonly action: "clear" | "void" | "restrict" | "hide" | "reset_name" | "dismiss" | "moderator_added" | "moderator_removed";
            /** @enum {string} */
            readonly subjectKind: "run" | "player" | "report";
            readonly subjectId: string;
            /** @description The player concerned: the one acted on, or the run's; null for a report, or one gone. */
            readonly subjectPlayer: components["schemas"]["PlayerRef"] | null;
            readonly reason: string;
            /**
             * Format: date-time
             * @description An instant, ISO 8601 in UTC.
             */
            readonly at: string;
        };
        /** @description A flagged run or an open report, with its evidence. */
        readonly ModerationQueueItem: {
            /**
             * @description `flag`: a run the fair-play check flagged; `report`: a player's report.
             * @enum {string}
             */
            readonly kind: "flag" | "report";
            /** @description The flagged run id, or the report id. */
            readonly id: string;
            /**
             * Format: date-time
             * @description When it was flagged or reported.
             */
            readonly at: string;
            /** @description The player concerned (the run's, or the one reported); null when gone. */
            readonly player: components["schemas"]["PlayerRef"] | null;
            /** @description Whether that player is a moderator. */
            readonly moderator: boolean;
            readonly restricted: boolean;
            readonly hidden: boolean;
            /** @description The run concerned, null for a report of a player. */
            readonly run: components["schemas"]["RunSummary"] | null;
            /** @description The run's review: null when never flagged. */
            readonly review: ("flagged" | "cleared" | "voided") | null;
            /** @description Why the run was flagged, for a flag. */
            readonly flagReason: string | null;
            /** @description The run's plausibility evidence, where the check kept it. */
            readonly evidence: components["schemas"]["PlausibilityEvidence"] | null;
            /** @description The report, for a report. */
            readonly report: {
                /**
                 * @description `program`: played by a program or with help; `copied`: repeats another's replay; `name`: an offensive name; `other`: see the note.
                 * @enum {string}
                 */
                readonly reason: "program" | "copied" | "name" | "other";
                readonly note: string;
                readonly reporter: components["schemas"]["PlayerRef"] | null;
            } | null;
            /** @description The player's other open items (at most 10). */
            readonly others: readonly {
                /** @enum {string} */
                readonly kind: "flag" | "report";
                /** @description The flagged run id, or the report id. */
                readonly id: string;
                /**
                 * Format: date-time
                 * @description An instant, ISO 8601 in UTC.
                 */
                readonly at: string;
            }[];
        };
        /** @description What a ranked run of the level must reach to unlock the next: `solve` the board, or reach a `score` of at least `atLeast`. */
        readonly LevelGoal: {
            /** @constant */
            readonly kind: "solve";
        } | {
            /** @constant */
            readonly kind: "score";
            readonly atLeast: number;
        };
        /** @description A game's journey: its levels in order, with the asking player's progress. */
        readonly Journey: {
            readonly game: components["schemas"]["Game"];
            /** @description What grows from level to level. */
            readonly grows: string;
            /** @description How many levels the player completed. */
            readonly completed: number;
            readonly levels: readonly {
                /** @description The level number, from 1. */
                readonly level: number;
                /** @description The fixed puzzle of the level; it has its own leaderboard. */
                readonly puzzleId: string;
                readonly goal: components["schemas"]["LevelGoal"];
                /** @description The goal in words ("Solve it", "Reach path 30"). */
                readonly goalText: string;
                /** @description Level 1, or a level whose previous level the player completed. */
                readonly unlocked: boolean;
                /** @description A ranked run of the player met the goal. */
                readonly completed: boolean;
                /** @description The player's best ranked run of the level that ended (null: none, or no token). */
                readonly best: {
                    readonly timeMs: number | null;
                    readonly moves: number;
                    readonly score: number;
                    readonly runId: string;
                } | null;
            }[];
        };
        /** @description A short code that signs another device in as this account, once, within five minutes. */
        readonly DeviceCode: {
            /** @description The code to type on the other device (case, spaces and the dash do not matter there). */
            readonly code: string;
            /**
             * Format: uri
             * @description The other device's page with the code filled in (`<origin>/sign-in/code?c=<code>`), for a QR code.
             */
            readonly link: string;
            /**
             * Format: date-time
             * @description When the code stops working: five minutes after it was made. It works once.
             */
            readonly expiresAt: string;
        };
        /** @description An OpenID Connect provider's identity linked to the account: signing in there signs in here. */
        readonly Identity: {
            /** @description The provider's issuer URL. */
            readonly issuer: string;
            /** @description Who the provider says this is (its `sub`): with the issuer, names the identity. */
            readonly subject: string;
            /** @description The provider's name as the server shows it (OIDC_NAME), or the issuer's host for a provider no longer configured. */
            readonly provider: string;
            /**
             * Format: date-time
             * @description When it was linked.
             */
            readonly createdAt: string;
        };
        /** @description The ways to sign in and sign up this server offers. */
        readonly AuthMethods: {
            /** @description Whether this server signs in with passkeys (the browser still decides: it offers them only on https or localhost). */
            readonly passkeys: boolean;
            /** @description Whether a signed-in device can sign another in by a short code. */
            readonly deviceCode: boolean;
            /** @description The operator's OpenID Connect provider; null: none. */
            readonly oidc: {
                /** @description The button's words: "Sign in with <name>". */
                readonly name: string;
            } | null;
            /**
             * @description Who may make a new account: anyone, with an invitation code, or nobody new (REGISTRATION, docs/accounts.md#registration).
             * @enum {string}
             */
            readonly registration: "open" | "invite" | "closed";
            /** @description Whether a new account can be made here with a passkey; false: only through the OpenID Connect provider (LOCAL_SIGN_UP=false). */
            readonly localSignUp: boolean;
        };
        /** @description One of the account’s passkeys. */
        readonly Passkey: {
            /** @description The credential id (base64url): names the passkey in the routes below. */
            readonly id: string;
            readonly name: string;
            /**
             * Format: date-time
             * @description When it was made.
             */
            readonly createdAt: string;
            /** @description When it last signed in; null: never yet. */
            readonly lastUsedAt: string | null;
        };
        /** @description Who a request acts as, and how. */
        readonly WhoAmI: {
            readonly player: {
                /** @description The player's public id. */
                readonly id: string;
                /** @description The name shown everywhere: an account's handle, or a guest's name. */
                readonly name: string;
                /**
                 * Format: date-time
                 * @description When the player was created (as a guest, for an account that was one).
                 */
                readonly createdAt: string;
                /** @description True once the account is marked as a bot (`POST /api/v1/account/bot`, docs/bots.md). */
                readonly bot: boolean;
            };
            /**
             * @description `account` once the player has one (signed in); `guest` before.
             * @enum {string}
             */
            readonly kind: "guest" | "account";
            /**
             * @description How this request proved it: the browser's session cookie, a guest's token, or a personal API token.
             * @enum {string}
             */
            readonly via: "session" | "guest" | "token";
            /** @description What this request may do as the player. */
            readonly scopes: readonly ("read" | "play")[];
            /** @description The session of a request signed by the cookie (the one `current` in the list of sessions); null otherwise. */
            readonly sessionId: string | null;
            /** @description Whether the player is a moderator (docs/fair-play.md#moderation): the web app then shows the moderation pages. */
            readonly moderator: boolean;
        };
        /** @description A browser's sign-in to the account. */
        readonly Session: {
            /** @description The session id (not its secret): DELETE /api/v1/account/sessions/{id} ends it. */
            readonly id: string;
            /** @description The browser and system it was started on, as its User-Agent named them ("Firefox on Linux"). */
            readonly device: string;
            /** @description The client address it was last seen from. */
            readonly address: string;
            /**
             * Format: date-time
             * @description When it was started (signed in).
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When it was last used (written at most once a minute).
             */
            readonly lastSeenAt: string;
            /** @description Whether it is the session this request was signed by. */
            readonly current: boolean;
        };
        /** @description A personal API token, without its secret. */
        readonly ApiToken: {
            /** @description The token id (not the token): DELETE /api/v1/account/tokens/{id} revokes it. */
            readonly id: string;
            /** @description What it is for. */
            readonly name: string;
            /** @description What it may do. */
            readonly scopes: readonly ("read" | "play")[];
            /**
             * Format: date-time
             * @description When it was made.
             */
            readonly createdAt: string;
            /** @description When it was last used (written at most once a minute); null: never. */
            readonly lastUsedAt: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Requests this address may make per minute. */
        readonly "X-RateLimit-Limit": number;
        /** @description Requests left in the current minute. */
        readonly "X-RateLimit-Remaining": number;
        /** @description Seconds until the current minute ends and the count starts again. */
        readonly "X-RateLimit-Reset": number;
        /** @description Seconds to wait before trying again. */
        readonly "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    readonly getOpenApi: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description An OpenAPI 3.0 document. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly openapi: string;
                    } & {
                        readonly [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getMetrics: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The server's metrics in Prometheus's text format 0.0.4. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/plain": string;
                };
            };
            /** @description METRICS_TOKEN is set and the request does not send it. */
            readonly 401: {
                headers: {
                    /** @description How to authenticate: `Bearer realm="metrics"`. */
                    readonly "WWW-Authenticate"?: string;
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly listGames: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Every game the server plays. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "games": [
                     *         {
                     *           "game": "fifteen",
                     *           "version": 1,
                     *           "defaultParams": {
                     *             "size": 4
                     *           },
                     *           "presets": {
                     *             "3x3": {
                     *               "size": 3
                     *             },
                     *             "4x4": {
                     *               "size": 4
                     *             },
                     *             "5x5": {
                     *               "size": 5
                     *             },
                     *             "6x6": {
                     *               "size": 6
                     *             }
                     *           },
                     *           "paramsSchema": {
                     *             "$schema": "https://json-schema.org/draft/2020-12/schema",
                     *             "type": "object",
                     *             "properties": {
                     *               "size": {
                     *                 "default": 4,
                     *                 "type": "integer",
                     *                 "minimum": 3,
                     *                 "maximum": 6
                     *               }
                     *             },
                     *             "additionalProperties": false
                     *           },
                     *           "dailyParams": {
                     *             "size": 4
                     *           }
                     *         },
                     *         {
                     *           "game": "same",
                     *           "version": 1,
                     *           "defaultParams": {
                     *             "cols": 25,
                     *             "rows": 40,
                     *             "colors": 3,
                     *             "generator": "runs",
                     *             "maxRun": 5,
                     *             "shift": true
                     *           },
                     *           "presets": {
                     *             "classic": {},
                     *             "small": {
                     *               "cols": 15,
                     *               "rows": 10,
                     *               "colors": 3,
                     *               "generator": "soluble"
                     *             },
                     *             "medium": {
                     *               "cols": 20,
                     *               "rows": 15,
                     *               "colors": 4,
                     *               "generator": "soluble"
                     *             },
                     *             "tatham": {
                     *               "cols": 15,
                     *               "rows": 10,
                     *               "colors": 4,
                     *               "generator": "soluble"
                     *             },
                     *             "tall": {
                     *               "cols": 25,
                     *               "rows": 40,
                     *               "colors": 3,
                     *               "generator": "soluble"
                     *             },
                     *             "noshift": {
                     *               "cols": 15,
                     *               "rows": 15,
                     *               "colors": 3,
                     *               "generator": "soluble",
                     *               "shift": false
                     *             },
                     *             "heart": {
                     *               "cols": 15,
                     *               "rows": 15,
                     *               "colors": 3,
                     *               "generator": "soluble",
                     *               "shape": "heart"
                     *             },
                     *             "diamond": {
                     *               "cols": 15,
                     *               "rows": 15,
                     *               "colors": 3,
                     *               "generator": "soluble",
                     *               "shape": "diamond"
                     *             },
                     *             "circle": {
                     *               "cols": 16,
                     *               "rows": 16,
                     *               "colors": 4,
                     *               "generator": "soluble",
                     *               "shape": "circle"
                     *             },
                     *             "cross": {
                     *               "cols": 15,
                     *               "rows": 15,
                     *               "colors": 4,
                     *               "generator": "soluble",
                     *               "shape": "cross"
                     *             },
                     *             "arch": {
                     *               "cols": 20,
                     *               "rows": 15,
                     *               "colors": 4,
                     *               "generator": "soluble",
                     *               "shape": "arch"
                     *             }
                     *           },
                     *           "paramsSchema": {
                     *             "$schema": "https://json-schema.org/draft/2020-12/schema",
                     *             "type": "object",
                     *             "properties": {
                     *               "cols": {
                     *                 "default": 25,
                     *                 "type": "integer",
                     *                 "minimum": 4,
                     *                 "maximum": 50
                     *               },
                     *               "rows": {
                     *                 "default": 40,
                     *                 "type": "integer",
                     *                 "minimum": 4,
                     *                 "maximum": 60
                     *               },
                     *               "colors": {
                     *                 "default": 3,
                     *                 "type": "integer",
                     *                 "minimum": 2,
                     *                 "maximum": 6
                     *               },
                     *               "generator": {
                     *                 "default": "runs",
                     *                 "type": "string",
                     *                 "enum": [
                     *                   "runs",
                     *                   "soluble"
                     *                 ]
                     *               },
                     *               "maxRun": {
                     *                 "default": 5,
                     *                 "type": "integer",
                     *                 "minimum": 1,
                     *                 "maximum": 9
                     *               },
                     *               "shift": {
                     *                 "default": true,
                     *                 "type": "boolean"
                     *               },
                     *               "shape": {
                     *                 "description": "The board outline, rect (the whole grid) by default: cells outside it never hold a block.",
                     *                 "type": "string",
                     *                 "enum": [
                     *                   "rect",
                     *                   "heart",
                     *                   "diamond",
                     *                   "circle",
                     *                   "cross",
                     *                   "arch"
                     *                 ]
                     *               }
                     *             },
                     *             "additionalProperties": false
                     *           },
                     *           "dailyParams": {
                     *             "cols": 15,
                     *             "rows": 10,
                     *             "colors": 3,
                     *             "generator": "soluble"
                     *           }
                     *         },
                     *         {
                     *           "game": "pipes",
                     *           "version": 1,
                     *           "defaultParams": {
                     *             "cols": 6,
                     *             "rows": 4
                     *           },
                     *           "presets": {
                     *             "small": {
                     *               "cols": 6,
                     *               "rows": 4
                     *             },
                     *             "medium": {
                     *               "cols": 10,
                     *               "rows": 8
                     *             },
                     *             "large": {
                     *               "cols": 20,
                     *               "rows": 15
                     *             }
                     *           },
                     *           "paramsSchema": {
                     *             "$schema": "https://json-schema.org/draft/2020-12/schema",
                     *             "type": "object",
                     *             "properties": {
                     *               "cols": {
                     *                 "default": 6,
                     *                 "type": "integer",
                     *                 "minimum": 3,
                     *                 "maximum": 20
                     *               },
                     *               "rows": {
                     *                 "default": 4,
                     *                 "type": "integer",
                     *                 "minimum": 2,
                     *                 "maximum": 15
                     *               }
                     *             },
                     *             "additionalProperties": false
                     *           },
                     *           "dailyParams": {
                     *             "cols": 8,
                     *             "rows": 6
                     *           }
                     *         },
                     *         {
                     *           "game": "walls",
                     *           "version": 1,
                     *           "defaultParams": {
                     *             "preset": "normal"
                     *           },
                     *           "presets": {
                     *             "simple": {
                     *               "preset": "simple"
                     *             },
                     *             "normal": {
                     *               "preset": "normal"
                     *             },
                     *             "complex": {
                     *               "preset": "complex"
                     *             }
                     *           },
                     *           "paramsSchema": {
                     *             "$schema": "https://json-schema.org/draft/2020-12/schema",
                     *             "type": "object",
                     *             "properties": {
                     *               "preset": {
                     *                 "type": "string",
                     *                 "enum": [
                     *                   "simple",
                     *                   "normal",
                     *                   "complex"
                     *                 ]
                     *               },
                     *               "cols": {
                     *                 "type": "integer",
                     *                 "minimum": 5,
                     *                 "maximum": 30
                     *               },
                     *               "rows": {
                     *                 "type": "integer",
                     *                 "minimum": 3,
                     *                 "maximum": 20
                     *               },
                     *               "walls": {
                     *                 "type": "integer",
                     *                 "minimum": 1,
                     *                 "maximum": 60
                     *               },
                     *               "checkpoints": {
                     *                 "type": "integer",
                     *                 "minimum": 0,
                     *                 "maximum": 5
                     *               },
                     *               "rocks": {
                     *                 "type": "number",
                     *                 "minimum": 0,
                     *                 "maximum": 0.3
                     *               }
                     *             },
                     *             "additionalProperties": false
                     *           },
                     *           "dailyParams": {
                     *             "preset": "normal"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        readonly games: readonly {
                            readonly game: components["schemas"]["Game"];
                            readonly version: number;
                            readonly defaultParams: {
                                readonly [key: string]: unknown;
                            };
                            readonly presets: {
                                readonly [key: string]: {
                                    readonly [key: string]: unknown;
                                };
                            };
                            readonly paramsSchema: {
                                readonly [key: string]: unknown;
                            };
                            readonly dailyParams: {
                                readonly [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly createPuzzle: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** @description The game to play and, optionally, some of its params (the rest take the defaults; GET /api/v1/games lists them and the presets). */
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @enum {string} */
                    readonly game: "fifteen";
                    readonly params?: components["schemas"]["FifteenParamsInput"];
                } | {
                    /** @enum {string} */
                    readonly game: "same";
                    readonly params?: components["schemas"]["SameParamsInput"];
                } | {
                    /** @enum {string} */
                    readonly game: "pipes";
                    readonly params?: components["schemas"]["PipesParamsInput"];
                } | {
                    /** @enum {string} */
                    readonly game: "walls";
                    readonly params?: components["schemas"]["WallsParamsInput"];
                };
            };
        };
        readonly responses: {
            /** @description The new puzzle, with its par or `parPending`; its id plays it anywhere. */
            readonly 201: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "pipes.v1.4x3.4p5zl52g665",
                     *       "game": "pipes",
                     *       "params": {
                     *         "cols": 4,
                     *         "rows": 3
                     *       },
                     *       "board": {
                     *         "cols": 4,
                     *         "rows": 3,
                     *         "start": {
                     *           "x": 0,
                     *           "y": 2
                     *         },
                     *         "end": {
                     *           "x": 3,
                     *           "y": 1
                     *         },
                     *         "tiles": [
                     *           3,
                     *           5,
                     *           12,
                     *           6,
                     *           9,
                     *           3,
                     *           9,
                     *           8,
                     *           2,
                     *           6,
                     *           10,
                     *           9
                     *         ]
                     *       },
                     *       "par": null,
                     *       "bestScore": null,
                     *       "parPending": true
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Puzzle"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_payload",
                     *         "message": "Invalid body: params.size: Too big: expected number to be <=6."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getPuzzle: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description A puzzle id: seeded `<game>.v<version>.<params>.<seed>` (e.g. `fifteen.v1.4.k3j9x2`) or described `<game>.d.<board>`. The seed is letters, digits, `-` and `_`, or `~` and the base64url of any other text (a seed with spaces is written that way). An id that follows this grammar is still refused (400) when its params or board make no puzzle. */
                readonly puzzleId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The puzzle, its par solved. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "fifteen.v1.3.example",
                     *       "game": "fifteen",
                     *       "params": {
                     *         "size": 3
                     *       },
                     *       "board": {
                     *         "size": 3,
                     *         "tiles": [
                     *           3,
                     *           7,
                     *           2,
                     *           5,
                     *           0,
                     *           1,
                     *           4,
                     *           6,
                     *           8
                     *         ]
                     *       },
                     *       "par": 24,
                     *       "bestScore": null
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Puzzle"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_puzzle_id",
                     *         "message": "\"99\" is not a fifteen size (3 to 6)."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "This puzzle is a daily whose day has not started yet (UTC): it opens on its day."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly listBackgrounds: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The backgrounds a `fifteen` board can show. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "backgrounds": [
                     *         {
                     *           "id": "numbers",
                     *           "kind": "numbers",
                     *           "name": "Numbers",
                     *           "url": null
                     *         },
                     *         {
                     *           "id": "mandelbrot",
                     *           "kind": "picture",
                     *           "name": "Mandelbrot",
                     *           "url": "/backgrounds/mandelbrot.webp"
                     *         },
                     *         {
                     *           "id": "life",
                     *           "kind": "video",
                     *           "name": "Game of Life",
                     *           "url": "/backgrounds/life.webm"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        readonly backgrounds: readonly {
                            /** @description The background id, as the web app stores it. */
                            readonly id: string;
                            /** @enum {string} */
                            readonly kind: "numbers" | "picture" | "video";
                            /** @description Its name, for people. */
                            readonly name: string;
                            /** @description Same-origin URL (under `/backgrounds/`) of the picture or video; null for numbers. */
                            readonly url: string | null;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getDailies: {
        readonly parameters: {
            readonly query?: {
                /** @description The day (UTC), YYYY-MM-DD; today when left out. A future day is a 404 until it starts. */
                readonly date?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The day's puzzles, one per game. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date": "2026-11-29",
                     *       "firstDay": "2026-11-29",
                     *       "puzzles": [
                     *         {
                     *           "id": "fifteen.v1.4.TkjCFUWnDK4rTS3YCieGf8",
                     *           "game": "fifteen",
                     *           "params": {
                     *             "size": 4
                     *           },
                     *           "board": {
                     *             "size": 4,
                     *             "tiles": [
                     *               11,
                     *               2,
                     *               14,
                     *               7,
                     *               6,
                     *               12,
                     *               1,
                     *               15,
                     *               0,
                     *               4,
                     *               10,
                     *               13,
                     *               9,
                     *               8,
                     *               3,
                     *               5
                     *             ]
                     *           },
                     *           "par": null,
                     *           "bestScore": null,
                     *           "parPending": true,
                     *           "date": "2026-11-29"
                     *         },
                     *         {
                     *           "id": "same.v1.15x10c3s.k3KITC-lbtttcxFNkf09w6",
                     *           "game": "same",
                     *           "params": {
                     *             "cols": 15,
                     *             "rows": 10,
                     *             "colors": 3,
                     *             "generator": "soluble",
                     *             "maxRun": 5,
                     *             "shift": true
                     *           },
                     *           "board": {
                     *             "cols": 15,
                     *             "rows": 10,
                     *             "colors": 3,
                     *             "cells": [
                     *               0,
                     *               1,
                     *               2,
                     *               0,
                     *               1,
                     *               0,
                     *               2,
                     *               0,
                     *               1,
                     *               2,
                     *               1,
                     *               2,
                     *               2,
                     *               0,
                     *               2,
                     *               0,
                     *               1,
                     *               2,
                     *               2,
                     *               1,
                     *               0,
                     *               2,
                     *               0,
                     *               1,
                     *               2,
                     *               1,
                     *               0,
                     *               1,
                     *               0,
                     *               2,
                     *               2,
                     *               1,
                     *               0,
                     *               1,
                     *               2,
                     *               2,
                     *               1,
                     *               1,
                     *               1,
                     *               1,
                     *               0,
                     *               1,
                     *               2,
                     *               1,
                     *               1,
                     *               2,
                     *               0,
                     *               2,
                     *               0,
                     *               0,
                     *               0,
                     *               1,
                     *               1,
                     *               2,
                     *               2,
                     *               0,
                     *               0,
                     *               2,
                     *               1,
                     *               2,
                     *               1,
                     *               0,
                     *               1,
                     *               1,
                     *               2,
                     *               2,
                     *               0,
                     *               0,
                     *               1,
                     *               2,
                     *               1,
                     *               1,
                     *               0,
                     *               0,
                     *               2,
                     *               0,
                     *               2,
                     *               2,
                     *               0,
                     *               1,
                     *               1,
                     *               0,
                     *               0,
                     *               1,
                     *               1,
                     *               0,
                     *               0,
                     *               2,
                     *               0,
                     *               1,
                     *               0,
                     *               2,
                     *               1,
                     *               2,
                     *               2,
                     *               0,
                     *               1,
                     *               2,
                     *               0,
                     *               2,
                     *               2,
                     *               1,
                     *               0,
                     *               1,
                     *               0,
                     *               1,
                     *               2,
                     *               2,
                     *               2,
                     *               1,
                     *               2,
                     *               2,
                     *               2,
                     *               0,
                     *               1,
                     *               0,
                     *               0,
                     *               2,
                     *               1,
                     *               2,
                     *               2,
                     *               0,
                     *               1,
                     *               0,
                     *               1,
                     *               0,
                     *               1,
                     *               0,
                     *               1,
                     *               0,
                     *               2,
                     *               1,
                     *               0,
                     *               1,
                     *               2,
                     *               2,
                     *               0,
                     *               1,
                     *               0,
                     *               1,
                     *               2,
                     *               1,
                     *               0,
                     *               2,
                     *               0,
                     *               2,
                     *               1,
                     *               0,
                     *               2,
                     *               0
                     *             ]
                     *           },
                     *           "par": null,
                     *           "bestScore": null,
                     *           "parPending": true,
                     *           "date": "2026-11-29"
                     *         },
                     *         {
                     *           "id": "pipes.v1.8x6.M4emTYC5s6UBjTfbWNmXJL",
                     *           "game": "pipes",
                     *           "params": {
                     *             "cols": 8,
                     *             "rows": 6
                     *           },
                     *           "board": {
                     *             "cols": 8,
                     *             "rows": 6,
                     *             "start": {
                     *               "x": 0,
                     *               "y": 2
                     *             },
                     *             "end": {
                     *               "x": 7,
                     *               "y": 2
                     *             },
                     *             "tiles": [
                     *               10,
                     *               9,
                     *               12,
                     *               6,
                     *               10,
                     *               9,
                     *               6,
                     *               12,
                     *               5,
                     *               12,
                     *               9,
                     *               5,
                     *               5,
                     *               5,
                     *               12,
                     *               6,
                     *               2,
                     *               12,
                     *               5,
                     *               10,
                     *               12,
                     *               10,
                     *               6,
                     *               8,
                     *               6,
                     *               12,
                     *               5,
                     *               3,
                     *               10,
                     *               6,
                     *               9,
                     *               10,
                     *               3,
                     *               5,
                     *               9,
                     *               5,
                     *               9,
                     *               3,
                     *               9,
                     *               6,
                     *               10,
                     *               10,
                     *               12,
                     *               9,
                     *               9,
                     *               10,
                     *               12,
                     *               10
                     *             ]
                     *           },
                     *           "par": null,
                     *           "bestScore": null,
                     *           "parPending": true,
                     *           "date": "2026-11-29"
                     *         },
                     *         {
                     *           "id": "walls.v1.normal.U9mBWg9f9Nd8RkTg9_1Q7U",
                     *           "game": "walls",
                     *           "params": {
                     *             "preset": "normal"
                     *           },
                     *           "board": {
                     *             "cols": 15,
                     *             "rows": 9,
                     *             "walls": 13,
                     *             "cells": [
                     *               "s",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "f",
                     *               "s",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               "f",
                     *               "s",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "f",
                     *               "s",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               "f",
                     *               "s",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "f",
                     *               "s",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "f",
                     *               "s",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "f",
                     *               "s",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               "A",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "f",
                     *               "s",
                     *               "r",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               ".",
                     *               "f"
                     *             ]
                     *           },
                     *           "par": null,
                     *           "bestScore": null,
                     *           "parPending": true,
                     *           "date": "2026-11-29"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /**
                         * Format: date
                         * @description The day (UTC) asked for, or today.
                         */
                        readonly date: string;
                        /**
                         * Format: date
                         * @description The server's first day of dailies: every earlier date is a 404.
                         */
                        readonly firstDay: string;
                        /** @description One daily puzzle per game. */
                        readonly puzzles: readonly components["schemas"]["DailyPuzzle"][];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getDaily: {
        readonly parameters: {
            readonly query?: {
                /** @description The day (UTC), YYYY-MM-DD; today when left out. A future day is a 404 until it starts. */
                readonly date?: string;
            };
            readonly header?: never;
            readonly path: {
                /** @description One of the games (GET /api/v1/games lists them). */
                readonly game: "fifteen" | "same" | "pipes" | "walls";
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The game's puzzle of that day. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "pipes.v1.8x6.M4emTYC5s6UBjTfbWNmXJL",
                     *       "game": "pipes",
                     *       "params": {
                     *         "cols": 8,
                     *         "rows": 6
                     *       },
                     *       "board": {
                     *         "cols": 8,
                     *         "rows": 6,
                     *         "start": {
                     *           "x": 0,
                     *           "y": 2
                     *         },
                     *         "end": {
                     *           "x": 7,
                     *           "y": 2
                     *         },
                     *         "tiles": [
                     *           10,
                     *           9,
                     *           12,
                     *           6,
                     *           10,
                     *           9,
                     *           6,
                     *           12,
                     *           5,
                     *           12,
                     *           9,
                     *           5,
                     *           5,
                     *           5,
                     *           12,
                     *           6,
                     *           2,
                     *           12,
                     *           5,
                     *           10,
                     *           12,
                     *           10,
                     *           6,
                     *           8,
                     *           6,
                     *           12,
                     *           5,
                     *           3,
                     *           10,
                     *           6,
                     *           9,
                     *           10,
                     *           3,
                     *           5,
                     *           9,
                     *           5,
                     *           9,
                     *           3,
                     *           9,
                     *           6,
                     *           10,
                     *           10,
                     *           12,
                     *           9,
                     *           9,
                     *           10,
                     *           12,
                     *           10
                     *         ]
                     *       },
                     *       "par": null,
                     *       "bestScore": null,
                     *       "parPending": true,
                     *       "date": "2026-11-29"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["DailyPuzzle"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_payload",
                     *         "message": "Invalid querystring: date: a date is a calendar date written YYYY-MM-DD."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "There is no daily puzzle for 2999-01-01 yet: that day has not started (UTC)."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getDailyStats: {
        readonly parameters: {
            readonly query?: {
                /** @description The day (UTC), YYYY-MM-DD; today when left out. */
                readonly date?: string;
            };
            readonly header?: never;
            readonly path: {
                /** @description One of the games (GET /api/v1/games lists them). */
                readonly game: "fifteen" | "same" | "pipes" | "walls";
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The day's distribution of results. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date": "2026-11-29",
                     *       "game": "pipes",
                     *       "puzzleId": "pipes.v1.8x6.M4emTYC5s6UBjTfbWNmXJL",
                     *       "figure": "time",
                     *       "count": 0,
                     *       "unfinished": 0,
                     *       "buckets": [],
                     *       "own": null
                     *     }
                     */
                    readonly "application/json": {
                        /**
                         * Format: date
                         * @description The day (UTC) asked for, or today.
                         */
                        readonly date: string;
                        readonly game: components["schemas"]["Game"];
                        /** @description The day's puzzle. */
                        readonly puzzleId: string;
                        /**
                         * @description What the histogram counts: times in ms (finish games) or scores (score games).
                         * @enum {string}
                         */
                        readonly figure: "time" | "score";
                        /** @description Players with a ranked result that day (one best result each). */
                        readonly count: number;
                        /** @description Of them, those whose result has no figure to place (a board not cleared, for example). */
                        readonly unfinished: number;
                        /** @description The distribution of the results, equal widths, lowest first; no player names. */
                        readonly buckets: readonly components["schemas"]["HistogramBucket"][];
                        /** @description With a token: the player's own result that day; else, or without one, null. */
                        readonly own: {
                            /** @description The player's rank that day, 1 is best. */
                            readonly rank: number;
                            readonly timeMs: number | null;
                            readonly moves: number;
                            readonly score: number;
                            /** @description Share (0-100) of the other players of that day this player ranks ahead of; null when nobody else played. */
                            readonly percentile: number | null;
                        } | null;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly createPlayer: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description 1 to 32 characters once cleaned, and stored cleaned: invisible format characters (zero-width, bidirectional controls) dropped, NFC, spaces folded and trimmed, so a name of spaces alone is refused. Control, private-use and unassigned characters are refused, as is a name starting with a combining mark. */
                    readonly name: string;
                };
            };
        };
        readonly responses: {
            /** @description The new player and its token. */
            readonly 201: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "player": {
                     *         "id": "4-45tYi_ESZnQcJQ",
                     *         "name": "Ada Lovelace",
                     *         "guest": true,
                     *         "createdAt": "2026-11-29T12:17:27.705Z",
                     *         "bot": false
                     *       },
                     *       "token": "CV2cblJAI7T0TZNVTRYylebx4IzB9H1h3Uc2PFF9Lwg"
                     *     }
                     */
                    readonly "application/json": {
                        readonly player: components["schemas"]["Player"];
                        /** @description The secret that acts as this player: send it as `Authorization: Bearer <token>`. It is shown only once. */
                        readonly token: string;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_payload",
                     *         "message": "Invalid body: name: a name has at least one visible character."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly renameMe: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description 1 to 32 characters once cleaned, and stored cleaned: invisible format characters (zero-width, bidirectional controls) dropped, NFC, spaces folded and trimmed, so a name of spaces alone is refused. Control, private-use and unassigned characters are refused, as is a name starting with a combining mark. */
                    readonly name: string;
                };
            };
        };
        readonly responses: {
            /** @description The player under the new name. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "player": {
                     *         "id": "4-45tYi_ESZnQcJQ",
                     *         "name": "Ada",
                     *         "guest": true,
                     *         "createdAt": "2026-11-29T12:17:27.705Z",
                     *         "bot": false
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        readonly player: components["schemas"]["Player"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Send your player token (Authorization: Bearer <token>) to rename yourself."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly listMyRuns: {
        readonly parameters: {
            readonly query: {
                /** @description The puzzle whose runs are listed. */
                readonly puzzleId: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The player's runs of the puzzle. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "puzzleId": "fifteen.v1.3.example",
                     *       "daily": null,
                     *       "nextRunRanked": true,
                     *       "runs": [
                     *         {
                     *           "runId": "83R2vR4JZe9qL1CR",
                     *           "puzzleId": "fifteen.v1.3.example",
                     *           "game": "fifteen",
                     *           "status": "solved",
                     *           "ranked": true,
                     *           "timeMs": 109,
                     *           "moves": 24,
                     *           "score": 8,
                     *           "startedAt": "2026-11-29T12:17:27.727Z",
                     *           "finishedAt": "2026-11-29T12:17:27.836Z"
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @description The puzzle id, in its canonical spelling. */
                        readonly puzzleId: string;
                        /** @description The day whose daily this puzzle is, else null. */
                        readonly daily: string | null;
                        /** @description Whether a run started now ranks: not once a daily has been played (only a first run of a daily counts). */
                        readonly nextRunRanked: boolean;
                        /** @description Newest first (at most 50): a run still `playing` is the one to take up again with `run:resume`. */
                        readonly runs: readonly components["schemas"]["RunSummary"][];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getPlayer: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description A player id, as a leaderboard entry or POST /api/v1/players gives it. */
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The player, their personal bests and their history. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "player": {
                     *         "id": "4-45tYi_ESZnQcJQ",
                     *         "name": "Ada",
                     *         "guest": true,
                     *         "createdAt": "2026-11-29T12:17:27.705Z",
                     *         "bot": false
                     *       },
                     *       "personalBests": [
                     *         {
                     *           "runId": "83R2vR4JZe9qL1CR",
                     *           "puzzleId": "fifteen.v1.3.example",
                     *           "game": "fifteen",
                     *           "status": "solved",
                     *           "ranked": true,
                     *           "timeMs": 109,
                     *           "moves": 24,
                     *           "score": 8,
                     *           "startedAt": "2026-11-29T12:17:27.727Z",
                     *           "finishedAt": "2026-11-29T12:17:27.836Z"
                     *         }
                     *       ],
                     *       "history": [
                     *         {
                     *           "runId": "83R2vR4JZe9qL1CR",
                     *           "puzzleId": "fifteen.v1.3.example",
                     *           "game": "fifteen",
                     *           "status": "solved",
                     *           "ranked": true,
                     *           "timeMs": 109,
                     *           "moves": 24,
                     *           "score": 8,
                     *           "startedAt": "2026-11-29T12:17:27.727Z",
                     *           "finishedAt": "2026-11-29T12:17:27.836Z"
                     *         }
                     *       ],
                     *       "ratings": {}
                     *     }
                     */
                    readonly "application/json": {
                        readonly player: components["schemas"]["Player"];
                        /** @description The player's personal best per kind of board (game and params, as speedsolvers keep one per event; a game's custom boards are one kind): the counting run that ranks first among theirs of that kind, latest finished first. Of their latest 1000 runs. */
                        readonly personalBests: readonly components["schemas"]["RunSummary"][];
                        /** @description Most recent runs first; a run left in play without a single move is not listed. */
                        readonly history: readonly components["schemas"]["RunSummary"][];
                        /** @description By game: only the games the player has played rated races in. */
                        readonly ratings: {
                            readonly [key: string]: components["schemas"]["Rating"];
                        };
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "player_not_found",
                     *         "message": "No player nobody."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getPlayerStats: {
        readonly parameters: {
            readonly query?: {
                /** @description One game; every game the player has a ranked run of when left out (and `kind` too). */
                readonly game?: "fifteen" | "same" | "pipes" | "walls";
                /** @description The kind of board of `game` to tell the figures of, `<game>.v<version>.<params>` or `<game>.d` (one of the answer's `kinds`, or any other of the game's: none played gives no figures); the kind played last when left out. A kind of no game, version or params the game has is refused (`invalid_stats_kind`). */
                readonly kind?: string;
            };
            readonly header?: never;
            readonly path: {
                /** @description A player id, as a leaderboard entry or POST /api/v1/players gives it. */
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The player's statistics, one entry per game. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "4-45tYi_ESZnQcJQ",
                     *       "today": "2026-11-29",
                     *       "games": [
                     *         {
                     *           "game": "fifteen",
                     *           "kind": "fifteen.v1.3",
                     *           "kinds": [
                     *             {
                     *               "kind": "fifteen.v1.3",
                     *               "params": "3",
                     *               "board": "3×3",
                     *               "runs": 1,
                     *               "lastPlayedAt": 1795954647727
                     *             }
                     *           ],
                     *           "goal": "finish",
                     *           "averageOf": "time",
                     *           "bestFigure": "moves",
                     *           "runs": 1,
                     *           "solves": 1,
                     *           "bests": {
                     *             "time": {
                     *               "value": 109,
                     *               "runId": "83R2vR4JZe9qL1CR"
                     *             },
                     *             "moves": {
                     *               "value": 24,
                     *               "runId": "83R2vR4JZe9qL1CR"
                     *             },
                     *             "score": null
                     *           },
                     *           "averages": [
                     *             {
                     *               "size": 5,
                     *               "current": null,
                     *               "best": null
                     *             },
                     *             {
                     *               "size": 12,
                     *               "current": null,
                     *               "best": null
                     *             },
                     *             {
                     *               "size": 100,
                     *               "current": null,
                     *               "best": null
                     *             }
                     *           ],
                     *           "movesPerSecond": {
                     *             "mean": 220.1834862385321,
                     *             "best": 220.1834862385321
                     *           },
                     *           "efficiency": {
                     *             "mean": 1,
                     *             "best": 1
                     *           },
                     *           "streak": {
                     *             "current": 0,
                     *             "longest": 0
                     *           },
                     *           "history": [
                     *             {
                     *               "runId": "83R2vR4JZe9qL1CR",
                     *               "at": 1795954647727,
                     *               "value": 109,
                     *               "average12": null
                     *             }
                     *           ],
                     *           "dailyDays": []
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @description The player asked about. */
                        readonly playerId: string;
                        /**
                         * Format: date
                         * @description The UTC day the streaks are told at.
                         */
                        readonly today: string;
                        /** @description One entry per game asked for, of one kind of board each; a game asked for by name is listed even without runs. */
                        readonly games: readonly components["schemas"]["PlayerGameStats"][];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_stats_kind",
                     *         "message": "\"7x7\" are not fifteen params: \"7x7\" is not a fifteen size (3 to 6)."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "player_not_found",
                     *         "message": "No player nobody."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getLeaderboard: {
        readonly parameters: {
            readonly query?: {
                /** @description How many entries to list, 1 to 100. */
                readonly limit?: number;
                /** @description How many of the best entries to skip (paging), 0 to 1,000,000. */
                readonly offset?: number;
                /** @description Whose board: `people` (the default) or `bots`, the accounts marked as bots, who rank on boards of their own (docs/fair-play.md#plausibility). */
                readonly players?: "people" | "bots";
            };
            readonly header?: never;
            readonly path: {
                /** @description A puzzle id: seeded `<game>.v<version>.<params>.<seed>` (e.g. `fifteen.v1.4.k3j9x2`) or described `<game>.d.<board>`. The seed is letters, digits, `-` and `_`, or `~` and the base64url of any other text (a seed with spaces is written that way). An id that follows this grammar is still refused (400) when its params or board make no puzzle. */
                readonly puzzleId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description A page of the leaderboard. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "puzzleId": "fifteen.v1.3.example",
                     *       "total": 1,
                     *       "entries": [
                     *         {
                     *           "rank": 1,
                     *           "player": {
                     *             "id": "4-45tYi_ESZnQcJQ",
                     *             "name": "Ada",
                     *             "guest": true
                     *           },
                     *           "timeMs": 109,
                     *           "moves": 24,
                     *           "score": 8,
                     *           "runId": "83R2vR4JZe9qL1CR",
                     *           "finishedAt": "2026-11-29T12:17:27.836Z"
                     *         }
                     *       ],
                     *       "own": {
                     *         "rank": 1,
                     *         "player": {
                     *           "id": "4-45tYi_ESZnQcJQ",
                     *           "name": "Ada",
                     *           "guest": true
                     *         },
                     *         "timeMs": 109,
                     *         "moves": 24,
                     *         "score": 8,
                     *         "runId": "83R2vR4JZe9qL1CR",
                     *         "finishedAt": "2026-11-29T12:17:27.836Z"
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Leaderboard"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_payload",
                     *         "message": "Invalid querystring: limit: Too big: expected number to be <=100."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getDailyLeaderboard: {
        readonly parameters: {
            readonly query?: {
                /** @description How many entries to list, 1 to 100. */
                readonly limit?: number;
                /** @description How many of the best entries to skip (paging), 0 to 1,000,000. */
                readonly offset?: number;
                /** @description Whose board: `people` (the default) or `bots`, the accounts marked as bots, who rank on boards of their own (docs/fair-play.md#plausibility). */
                readonly players?: "people" | "bots";
                /** @description The day (UTC), YYYY-MM-DD; today when left out. */
                readonly date?: string;
            };
            readonly header?: never;
            readonly path: {
                /** @description One of the games (GET /api/v1/games lists them). */
                readonly game: "fifteen" | "same" | "pipes" | "walls";
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description A page of the daily's leaderboard. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "puzzleId": "pipes.v1.8x6.M4emTYC5s6UBjTfbWNmXJL",
                     *       "total": 0,
                     *       "entries": [],
                     *       "own": null
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Leaderboard"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getScoreLeaderboard: {
        readonly parameters: {
            readonly query?: {
                /** @description How many entries to list, 1 to 100. */
                readonly limit?: number;
                /** @description How many of the best entries to skip (paging), 0 to 1,000,000. */
                readonly offset?: number;
                /** @description Whose board: `people` (the default) or `bots`, the accounts marked as bots, who rank on boards of their own (docs/fair-play.md#plausibility). */
                readonly players?: "people" | "bots";
            };
            readonly header?: never;
            readonly path: {
                /** @description A puzzle id: seeded `<game>.v<version>.<params>.<seed>` (e.g. `fifteen.v1.4.k3j9x2`) or described `<game>.d.<board>`. The seed is letters, digits, `-` and `_`, or `~` and the base64url of any other text (a seed with spaces is written that way). An id that follows this grammar is still refused (400) when its params or board make no puzzle. */
                readonly puzzleId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description A page of the score leaderboard. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "puzzleId": "same.v1.5x5c3s.example",
                     *       "total": 0,
                     *       "entries": [],
                     *       "own": null
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Leaderboard"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "A fifteen puzzle has no score leaderboard: its leaderboard is /leaderboards/{puzzleId}."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getRatingsLeaderboard: {
        readonly parameters: {
            readonly query?: {
                /** @description How many entries to list, 1 to 100. */
                readonly limit?: number;
                /** @description How many of the best entries to skip (paging), 0 to 1,000,000. */
                readonly offset?: number;
                /** @description Whose ratings: people (the default) or bots; each is rated only against its own kind. */
                readonly players?: "people" | "bots";
            };
            readonly header?: never;
            readonly path: {
                /** @description One of the games (GET /api/v1/games lists them). */
                readonly game: "fifteen" | "same" | "pipes" | "walls";
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description A page of the ratings leaderboard. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": "fifteen",
                     *       "players": "people",
                     *       "total": 0,
                     *       "entries": [],
                     *       "own": null
                     *     }
                     */
                    readonly "application/json": components["schemas"]["RatingsLeaderboard"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_payload",
                     *         "message": "Invalid params: game: Invalid option: expected one of \"fifteen\"|\"same\"|\"pipes\"|\"walls\"."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getPlayerRatingHistory: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description A player id, as a leaderboard entry or POST /api/v1/players gives it. */
                readonly id: string;
                /** @description One of the games (GET /api/v1/games lists them). */
                readonly game: "fifteen" | "same" | "pipes" | "walls";
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The player's rating history in the game. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": "fifteen",
                     *       "rating": null,
                     *       "history": []
                     *     }
                     */
                    readonly "application/json": components["schemas"]["RatingHistory"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "player_not_found",
                     *         "message": "No player nobody."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getRun: {
        readonly parameters: {
            readonly query?: {
                /** @description The log entries after this `seq` (0: from the first); a page's `nextAfter` asks for the next. */
                readonly after?: number;
                /** @description How many log entries to list, 1 to 1000. */
                readonly limit?: number;
            };
            readonly header?: never;
            readonly path: {
                /** @description A run id, as `run:start` or a leaderboard entry gives it. */
                readonly runId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The run and a page of its log. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "puzzleId": "fifteen.v1.3.example",
                     *       "status": "solved",
                     *       "ranked": true,
                     *       "timeMs": 109,
                     *       "moves": 24,
                     *       "score": 8,
                     *       "startedAt": "2026-11-29T12:17:27.727Z",
                     *       "finishedAt": "2026-11-29T12:17:27.836Z",
                     *       "id": "83R2vR4JZe9qL1CR",
                     *       "game": "fifteen",
                     *       "player": {
                     *         "id": "4-45tYi_ESZnQcJQ",
                     *         "name": "Ada",
                     *         "guest": true
                     *       },
                     *       "verified": true,
                     *       "flag": {
                     *         "reason": "faster_than_people, sustained_fast, too_regular",
                     *         "at": "2026-11-29T12:17:27.849Z",
                     *         "status": "flagged"
                     *       },
                     *       "log": [
                     *         {
                     *           "seq": 1,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 2
                     *           },
                     *           "atMs": 43
                     *         },
                     *         {
                     *           "seq": 2,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 0,
                     *             "y": 2
                     *           },
                     *           "atMs": 56
                     *         },
                     *         {
                     *           "seq": 3,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 0,
                     *             "y": 1
                     *           },
                     *           "atMs": 60
                     *         },
                     *         {
                     *           "seq": 4,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 0,
                     *             "y": 0
                     *           },
                     *           "atMs": 62
                     *         },
                     *         {
                     *           "seq": 5,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 0
                     *           },
                     *           "atMs": 64
                     *         },
                     *         {
                     *           "seq": 6,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 1
                     *           },
                     *           "atMs": 65
                     *         },
                     *         {
                     *           "seq": 7,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 2,
                     *             "y": 1
                     *           },
                     *           "atMs": 67
                     *         },
                     *         {
                     *           "seq": 8,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 2,
                     *             "y": 0
                     *           },
                     *           "atMs": 68
                     *         },
                     *         {
                     *           "seq": 9,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 0
                     *           },
                     *           "atMs": 69
                     *         },
                     *         {
                     *           "seq": 10,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 1
                     *           },
                     *           "atMs": 70
                     *         },
                     *         {
                     *           "seq": 11,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 0,
                     *             "y": 1
                     *           },
                     *           "atMs": 72
                     *         },
                     *         {
                     *           "seq": 12,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 0,
                     *             "y": 0
                     *           },
                     *           "atMs": 73
                     *         },
                     *         {
                     *           "seq": 13,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 0
                     *           },
                     *           "atMs": 77
                     *         },
                     *         {
                     *           "seq": 14,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 1
                     *           },
                     *           "atMs": 82
                     *         },
                     *         {
                     *           "seq": 15,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 2,
                     *             "y": 1
                     *           },
                     *           "atMs": 88
                     *         },
                     *         {
                     *           "seq": 16,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 2,
                     *             "y": 0
                     *           },
                     *           "atMs": 91
                     *         },
                     *         {
                     *           "seq": 17,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 0
                     *           },
                     *           "atMs": 92
                     *         },
                     *         {
                     *           "seq": 18,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 1
                     *           },
                     *           "atMs": 100
                     *         },
                     *         {
                     *           "seq": 19,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 2
                     *           },
                     *           "atMs": 101
                     *         },
                     *         {
                     *           "seq": 20,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 0,
                     *             "y": 2
                     *           },
                     *           "atMs": 102
                     *         },
                     *         {
                     *           "seq": 21,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 0,
                     *             "y": 1
                     *           },
                     *           "atMs": 103
                     *         },
                     *         {
                     *           "seq": 22,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 1
                     *           },
                     *           "atMs": 104
                     *         },
                     *         {
                     *           "seq": 23,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 1,
                     *             "y": 2
                     *           },
                     *           "atMs": 107
                     *         },
                     *         {
                     *           "seq": 24,
                     *           "kind": "move",
                     *           "move": {
                     *             "x": 2,
                     *             "y": 2
                     *           },
                     *           "atMs": 109
                     *         }
                     *       ],
                     *       "logHidden": null,
                     *       "nextAfter": null
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Run"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "run_not_found",
                     *         "message": "No run nope."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getJourney: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description One of the games (GET /api/v1/games lists them). */
                readonly game: "fifteen" | "same" | "pipes" | "walls";
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The journey's levels in order, with the player's progress. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": "fifteen",
                     *       "grows": "board size and the fewest moves that solve it",
                     *       "completed": 0,
                     *       "levels": [
                     *         {
                     *           "level": 1,
                     *           "puzzleId": "fifteen.v1.3.journey-3-8",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": true,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 2,
                     *           "puzzleId": "fifteen.v1.3.journey-3-6",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 3,
                     *           "puzzleId": "fifteen.v1.3.journey-3-7",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 4,
                     *           "puzzleId": "fifteen.v1.3.journey-3-9",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 5,
                     *           "puzzleId": "fifteen.v1.3.journey-3-2",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 6,
                     *           "puzzleId": "fifteen.v1.3.journey-3-3",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 7,
                     *           "puzzleId": "fifteen.v1.3.journey-3-4",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 8,
                     *           "puzzleId": "fifteen.v1.3.journey-3-10",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 9,
                     *           "puzzleId": "fifteen.v1.3.journey-3-5",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 10,
                     *           "puzzleId": "fifteen.v1.3.journey-3-1",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 11,
                     *           "puzzleId": "fifteen.v1.4.journey-4-8",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 12,
                     *           "puzzleId": "fifteen.v1.4.journey-4-7",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 13,
                     *           "puzzleId": "fifteen.v1.4.journey-4-5",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 14,
                     *           "puzzleId": "fifteen.v1.4.journey-4-4",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 15,
                     *           "puzzleId": "fifteen.v1.4.journey-4-10",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 16,
                     *           "puzzleId": "fifteen.v1.4.journey-4-1",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 17,
                     *           "puzzleId": "fifteen.v1.4.journey-4-6",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 18,
                     *           "puzzleId": "fifteen.v1.4.journey-4-3",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 19,
                     *           "puzzleId": "fifteen.v1.4.journey-4-2",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         },
                     *         {
                     *           "level": 20,
                     *           "puzzleId": "fifteen.v1.4.journey-4-9",
                     *           "goal": {
                     *             "kind": "solve"
                     *           },
                     *           "goalText": "Solve it",
                     *           "unlocked": false,
                     *           "completed": false,
                     *           "best": null
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Journey"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_payload",
                     *         "message": "Invalid params: game: Invalid option: expected one of \"fifteen\"|\"same\"|\"pipes\"|\"walls\"."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly passkeySignUpOptions: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description The handle the new account will have (docs/accounts.md#handles). */
                    readonly handle: string;
                    /** @description An invitation code, where the server takes new accounts by invitation only. */
                    readonly invite?: string;
                };
            };
        };
        readonly responses: {
            /** @description The options and the flow they belong to. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description The ceremony this answers: the `flowId` its options came with. Good once, for 5 minutes. */
                        readonly flowId: string;
                        /** @description PublicKeyCredentialCreationOptionsJSON: hand it to `@simplewebauthn/browser` (`optionsJSON`) or, decoded, to `navigator.credentials`. */
                        readonly options: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly passkeySignUp: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description The ceremony this answers: the `flowId` its options came with. Good once, for 5 minutes. */
                    readonly flowId: string;
                    readonly response: components["schemas"]["PasskeyRegistrationResponseInput"];
                    /** @description A name for the new passkey; default: the browser's and system's name (from the User-Agent). */
                    readonly name?: string;
                };
            };
        };
        readonly responses: {
            /** @description The new account and its passkey; the session cookie is set. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description The signed-in account. */
                        readonly player: {
                            /** @description The player's id; a guest who signed up keeps theirs. */
                            readonly id: string;
                            /** @description The handle, as written. */
                            readonly name: string;
                            /**
                             * Format: date-time
                             * @description An instant, ISO 8601 in UTC.
                             */
                            readonly createdAt: string;
                            /**
                             * Format: date-time
                             * @description When it became an account.
                             */
                            readonly accountAt: string;
                        };
                        readonly passkey: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly passkeySignInOptions: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description Optional: the account's handle, for an authenticator that keeps no passkey to offer (a security key without resident keys): the options then name that account's passkeys. */
                    readonly handle?: string;
                };
            };
        };
        readonly responses: {
            /** @description The options and the flow they belong to. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description The ceremony this answers: the `flowId` its options came with. Good once, for 5 minutes. */
                        readonly flowId: string;
                        /** @description PublicKeyCredentialRequestOptionsJSON: hand it to `@simplewebauthn/browser` (`optionsJSON`) or, decoded, to `navigator.credentials`. */
                        readonly options: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly passkeySignIn: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description The ceremony this answers: the `flowId` its options came with. Good once, for 5 minutes. */
                    readonly flowId: string;
                    readonly response: components["schemas"]["PasskeyAuthenticationResponseInput"];
                };
            };
        };
        readonly responses: {
            /** @description The account signed in and the passkey used; the session cookie is set. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description The signed-in account. */
                        readonly player: {
                            /** @description The player's id; a guest who signed up keeps theirs. */
                            readonly id: string;
                            /** @description The handle, as written. */
                            readonly name: string;
                            /**
                             * Format: date-time
                             * @description An instant, ISO 8601 in UTC.
                             */
                            readonly createdAt: string;
                            /**
                             * Format: date-time
                             * @description When it became an account.
                             */
                            readonly accountAt: string;
                        };
                        readonly passkey: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly listPasskeys: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The passkeys, oldest first. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description Oldest first. */
                        readonly passkeys: readonly components["schemas"]["Passkey"][];
                    };
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly addPasskeyOptions: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The options and the flow they belong to. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description The ceremony this answers: the `flowId` its options came with. Good once, for 5 minutes. */
                        readonly flowId: string;
                        /** @description PublicKeyCredentialCreationOptionsJSON: hand it to `@simplewebauthn/browser` (`optionsJSON`) or, decoded, to `navigator.credentials`. */
                        readonly options: {
                            readonly [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly addPasskey: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description The ceremony this answers: the `flowId` its options came with. Good once, for 5 minutes. */
                    readonly flowId: string;
                    readonly response: components["schemas"]["PasskeyRegistrationResponseInput"];
                    /** @description A name for the new passkey; default: the browser's and system's name (from the User-Agent). */
                    readonly name?: string;
                };
            };
        };
        readonly responses: {
            /** @description The new passkey. */
            readonly 201: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly passkey: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly removePasskey: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The credential id, base64url. */
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Removed: the passkeys left. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description Oldest first. */
                        readonly passkeys: readonly components["schemas"]["Passkey"][];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly renamePasskey: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The credential id, base64url. */
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description The name its owner knows the passkey by (1-64 characters). */
                    readonly name: string;
                };
            };
        };
        readonly responses: {
            /** @description The passkey under its new name. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly passkey: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getHandleState: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description A handle one would like, as typed. */
                readonly handle: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Whether the handle can be taken now, and why not. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "handle": "ada_lovelace",
                     *       "available": true,
                     *       "problem": null,
                     *       "registration": "open"
                     *     }
                     */
                    readonly "application/json": components["schemas"]["HandleState"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "invalid_handle",
                     *         "message": "Handle refused: a handle has only letters, digits and the separators _ - .."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly createInvite: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /**
                     * @description Days the code can be used in, 1 to 365 (30 when left out).
                     * @default 30
                     */
                    readonly validForDays?: number;
                };
            };
        };
        readonly responses: {
            /** @description The new code: shown once. */
            readonly 201: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Invite"];
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly exportAccount: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The export, as an attachment. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly deleteAccount: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description The account's handle, typed again to confirm (compared as handles are: case and look-alikes aside). */
                    readonly handle: string;
                };
            };
        };
        readonly responses: {
            /** @description Deleted: what stays of the player, anonymous; the session cookie, if it signed the request, is cleared. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly player: {
                            /** @description The id its runs keep. */
                            readonly id: string;
                            /** @description The name they are shown under from now on: `deleted player`. */
                            readonly name: string;
                        };
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly markAccountBot: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The account, marked a bot. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "player": {
                     *         "id": "p_4fTq9",
                     *         "name": "tilebot",
                     *         "guest": false,
                     *         "createdAt": "2026-11-02T09:15:00.000Z",
                     *         "bot": true
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        readonly player: components["schemas"]["Player"];
                    };
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "account_required",
                     *         "message": "Only an account can be marked as a bot: a guest has no lasting name to carry the mark. Create an account first."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "has_rated_games",
                     *         "message": "This account has played rated games as a person: its ratings cannot move to the bots. Make a new account for your bot, and mark it before its first rated game."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getSession: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Who the request acts as. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "player": {
                     *         "id": "4-45tYi_ESZnQcJQ",
                     *         "name": "Ada",
                     *         "createdAt": "2026-11-29T12:17:27.705Z",
                     *         "bot": false
                     *       },
                     *       "kind": "guest",
                     *       "via": "guest",
                     *       "scopes": [
                     *         "read",
                     *         "play"
                     *       ],
                     *       "sessionId": null,
                     *       "moderator": false
                     *     }
                     */
                    readonly "application/json": components["schemas"]["WhoAmI"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not signed in: no session cookie names a live session, and no token was sent."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly signOut: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Whether a session was ended. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ended": true
                     *     }
                     */
                    readonly "application/json": {
                        /** @description Whether a live session was ended. */
                        readonly ended: boolean;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly listSessions: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The live sessions. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sessions": [
                     *         {
                     *           "id": "hs7Q8PphSlfFEKqN",
                     *           "device": "Safari on iOS",
                     *           "address": "198.51.100.4",
                     *           "createdAt": "2026-11-29T12:17:28.532Z",
                     *           "lastSeenAt": "2026-11-29T12:17:28.532Z",
                     *           "current": false
                     *         },
                     *         {
                     *           "id": "GI0a_4Sc1Keay2_T",
                     *           "device": "Firefox on Linux",
                     *           "address": "192.0.2.10",
                     *           "createdAt": "2026-11-29T12:17:28.531Z",
                     *           "lastSeenAt": "2026-11-29T12:17:28.531Z",
                     *           "current": true
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @description The live sessions, latest seen first (100 at most). */
                        readonly sessions: readonly components["schemas"]["Session"][];
                    };
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "account_required",
                     *         "message": "Only an account can list its sessions: a guest has no sign-ins to manage. Create an account to keep your progress first."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly endSession: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description A session id, as the list of sessions gives it. */
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The session was ended. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /**
                         * @description The session was live and is ended.
                         * @enum {boolean}
                         */
                        readonly ended: true;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "session_not_found",
                     *         "message": "No live session nope of this account."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly signOutEverywhere: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description How many sessions were ended. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ended": 1
                     *     }
                     */
                    readonly "application/json": {
                        /** @description How many sessions were ended (this request's own is kept). */
                        readonly ended: number;
                    };
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly listApiTokens: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The live tokens. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tokens": [
                     *         {
                     *           "id": "PjFWNZbf0nyHS_j7",
                     *           "name": "my bot",
                     *           "scopes": [
                     *             "read",
                     *             "play"
                     *           ],
                     *           "createdAt": "2026-11-29T12:17:28.553Z",
                     *           "lastUsedAt": null
                     *         },
                     *         {
                     *           "id": "O2IFANo_NJeeS89n",
                     *           "name": "my bot",
                     *           "scopes": [
                     *             "read",
                     *             "play"
                     *           ],
                     *           "createdAt": "2026-11-29T12:17:28.545Z",
                     *           "lastUsedAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    readonly "application/json": {
                        /** @description The live tokens, newest first (20 at most). */
                        readonly tokens: readonly components["schemas"]["ApiToken"][];
                    };
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly createApiToken: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description 1 to 32 characters once cleaned, and stored cleaned: invisible format characters (zero-width, bidirectional controls) dropped, NFC, spaces folded and trimmed, so a name of spaces alone is refused. Control, private-use and unassigned characters are refused, as is a name starting with a combining mark. */
                    readonly name: string;
                    /** @description `['read']`, or `['read', 'play']`: `play` always comes with `read` (a token that plays may read what it played). */
                    readonly scopes: readonly ("read" | "play")[];
                };
            };
        };
        readonly responses: {
            /** @description The new token, shown this once. */
            readonly 201: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiToken": {
                     *         "id": "PjFWNZbf0nyHS_j7",
                     *         "name": "my bot",
                     *         "scopes": [
                     *           "read",
                     *           "play"
                     *         ],
                     *         "createdAt": "2026-11-29T12:17:28.553Z",
                     *         "lastUsedAt": null
                     *       },
                     *       "token": "grt_5nETgBhT0CtqXHi6pqx7aR_RGIpTLZDNwyncspS6Krw"
                     *     }
                     */
                    readonly "application/json": {
                        readonly apiToken: components["schemas"]["ApiToken"];
                        /** @description The token, `grt_…`: send it as `Authorization: Bearer <token>` (REST) or `auth: {token}` (Socket.IO). It is shown only once. */
                        readonly token: string;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly revokeApiToken: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description A token id, as the list of tokens gives it. */
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The token was revoked. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /**
                         * @description The token was live and is revoked.
                         * @enum {boolean}
                         */
                        readonly revoked: true;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "token_not_found",
                     *         "message": "No live token nope of this account."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly createReport: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /**
                     * @description What is reported: a run (its replay page) or a player (their page).
                     * @enum {string}
                     */
                    readonly subjectKind: "run" | "player";
                    /** @description The run id or the player id. */
                    readonly subjectId: string;
                    /**
                     * @description `program`: played by a program or with help; `copied`: repeats another's replay; `name`: an offensive name; `other`: see the note.
                     * @enum {string}
                     */
                    readonly reason: "program" | "copied" | "name" | "other";
                    /** @description What the moderators should look at, at most 500 characters. */
                    readonly note?: string;
                };
            };
        };
        readonly responses: {
            /** @description The report, waiting for a moderator. */
            readonly 201: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "report": {
                     *         "id": "4003069b-8ddd-4ad7-af87-03a889c0005d",
                     *         "subjectKind": "run",
                     *         "subjectId": "E3pN_pe23_GoQYbY",
                     *         "reason": "program",
                     *         "note": "Forty moves in a second.",
                     *         "createdAt": "2026-11-29T15:05:39.199Z"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        readonly report: components["schemas"]["Report"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "already_reported",
                     *         "message": "You already reported this run: a moderator will look at it."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getModerationQueue: {
        readonly parameters: {
            readonly query?: {
                /** @description Oldest first (default: the longest waiting) or newest first. */
                readonly order?: "newest" | "oldest";
                /** @description The `next` of the page before; absent for the first page. */
                readonly cursor?: string;
                /** @description Items per page, at most 20. */
                readonly limit?: number;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description A page of the queue. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "kind": "flag",
                     *           "id": "E3pN_pe23_GoQYbY",
                     *           "at": "2026-11-29T15:05:38.152Z",
                     *           "player": {
                     *             "id": "ri9G9eEnpSIY1p8g",
                     *             "name": "Ada",
                     *             "guest": true
                     *           },
                     *           "moderator": false,
                     *           "restricted": false,
                     *           "hidden": false,
                     *           "run": {
                     *             "runId": "E3pN_pe23_GoQYbY",
                     *             "puzzleId": "fifteen.v1.3.example",
                     *             "game": "fifteen",
                     *             "status": "solved",
                     *             "ranked": true,
                     *             "timeMs": 136,
                     *             "moves": 24,
                     *             "score": 8,
                     *             "startedAt": "2026-11-29T15:05:38.011Z",
                     *             "finishedAt": "2026-11-29T15:05:38.147Z"
                     *           },
                     *           "review": "flagged",
                     *           "flagReason": "20 requests in a row under 50 ms apart",
                     *           "evidence": null,
                     *           "report": null,
                     *           "others": [
                     *             {
                     *               "kind": "report",
                     *               "id": "4003069b-8ddd-4ad7-af87-03a889c0005d",
                     *               "at": "2026-11-29T15:05:39.199Z"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "kind": "report",
                     *           "id": "4003069b-8ddd-4ad7-af87-03a889c0005d",
                     *           "at": "2026-11-29T15:05:39.199Z",
                     *           "player": {
                     *             "id": "ri9G9eEnpSIY1p8g",
                     *             "name": "Ada",
                     *             "guest": true
                     *           },
                     *           "moderator": false,
                     *           "restricted": false,
                     *           "hidden": false,
                     *           "run": {
                     *             "runId": "E3pN_pe23_GoQYbY",
                     *             "puzzleId": "fifteen.v1.3.example",
                     *             "game": "fifteen",
                     *             "status": "solved",
                     *             "ranked": true,
                     *             "timeMs": 136,
                     *             "moves": 24,
                     *             "score": 8,
                     *             "startedAt": "2026-11-29T15:05:38.011Z",
                     *             "finishedAt": "2026-11-29T15:05:38.147Z"
                     *           },
                     *           "review": "flagged",
                     *           "flagReason": null,
                     *           "evidence": null,
                     *           "report": {
                     *             "reason": "program",
                     *             "note": "Forty moves in a second.",
                     *             "reporter": {
                     *               "id": "reporter-example",
                     *               "name": "Alan",
                     *               "guest": false
                     *             }
                     *           },
                     *           "others": [
                     *             {
                     *               "kind": "flag",
                     *               "id": "E3pN_pe23_GoQYbY",
                     *               "at": "2026-11-29T15:05:38.152Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "next": null
                     *     }
                     */
                    readonly "application/json": {
                        readonly items: readonly components["schemas"]["ModerationQueueItem"][];
                        /** @description The cursor of the next page; null at the end. */
                        readonly next: string | null;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "moderator_required",
                     *         "message": "Only a moderator may do this."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly moderateRun: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The run acted on. */
                readonly runId: string;
                /** @description `clear` or `void`. */
                readonly action: "clear" | "void";
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description Why, for the audit log: 1 to 500 characters. */
                    readonly reason: string;
                };
            };
        };
        readonly responses: {
            /** @description The action, as the audit log keeps it. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entry": {
                     *         "id": "59a03b9d-0daf-4a73-9de0-1d8ec74997a3",
                     *         "moderator": {
                     *           "id": "moderator-example",
                     *           "name": "Hedy"
                     *         },
                     *         "action": "void",
                     *         "subjectKind": "run",
                     *         "subjectId": "E3pN_pe23_GoQYbY",
                     *         "subjectPlayer": {
                     *           "id": "ri9G9eEnpSIY1p8g",
                     *           "name": "Ada",
                     *           "guest": true
                     *         },
                     *         "reason": "Played by a program: forty moves in a second.",
                     *         "at": "2026-11-29T15:05:39.294Z"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        readonly entry: components["schemas"]["ModerationLogEntry"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "review_conflict",
                     *         "message": "Only a flagged run can be cleared; this one is voided."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly moderatePlayer: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The player acted on. */
                readonly playerId: string;
                /** @description `restrict`, `hide` or `reset_name`. */
                readonly action: "restrict" | "hide" | "reset_name";
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description Why, for the audit log: 1 to 500 characters. */
                    readonly reason: string;
                };
            };
        };
        readonly responses: {
            /** @description The action, as the audit log keeps it. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entry": {
                     *         "id": "a95e51db-e153-4457-8ed6-af26afb715a2",
                     *         "moderator": {
                     *           "id": "moderator-example",
                     *           "name": "Hedy"
                     *         },
                     *         "action": "reset_name",
                     *         "subjectKind": "player",
                     *         "subjectId": "reporter-example",
                     *         "subjectPlayer": {
                     *           "id": "reporter-example",
                     *           "name": "player-890cf793",
                     *           "guest": false
                     *         },
                     *         "reason": "A name that insults.",
                     *         "at": "2026-11-29T15:05:39.307Z"
                     *       }
                     *     }
                     */
                    readonly "application/json": {
                        readonly entry: components["schemas"]["ModerationLogEntry"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "own_subject",
                     *         "message": "A moderator cannot act on their own account or runs: another moderator must."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly dismissReport: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The report, as the queue lists it. */
                readonly reportId: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description Why, for the audit log: 1 to 500 characters. */
                    readonly reason: string;
                };
            };
        };
        readonly responses: {
            /** @description The action, as the audit log keeps it. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly entry: components["schemas"]["ModerationLogEntry"];
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No report nope."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getModerationLog: {
        readonly parameters: {
            readonly query?: {
                /** @description With `subjectId`: only the actions on this run, player or report. */
                readonly subjectKind?: "run" | "player" | "report";
                /** @description With `subjectKind`: only the actions on this run, player or report. */
                readonly subjectId?: string;
                /** @description The `next` of the page before; absent for the first page. */
                readonly cursor?: string;
                /** @description Items per page, at most 50. */
                readonly limit?: number;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description A page of the log. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "id": "a95e51db-e153-4457-8ed6-af26afb715a2",
                     *           "moderator": {
                     *             "id": "moderator-example",
                     *             "name": "Hedy"
                     *           },
                     *           "action": "reset_name",
                     *           "subjectKind": "player",
                     *           "subjectId": "reporter-example",
                     *           "subjectPlayer": {
                     *             "id": "reporter-example",
                     *             "name": "player-890cf793",
                     *             "guest": false
                     *           },
                     *           "reason": "A name that insults.",
                     *           "at": "2026-11-29T15:05:39.307Z"
                     *         },
                     *         {
                     *           "id": "59a03b9d-0daf-4a73-9de0-1d8ec74997a3",
                     *           "moderator": {
                     *             "id": "moderator-example",
                     *             "name": "Hedy"
                     *           },
                     *           "action": "void",
                     *           "subjectKind": "run",
                     *           "subjectId": "E3pN_pe23_GoQYbY",
                     *           "subjectPlayer": {
                     *             "id": "ri9G9eEnpSIY1p8g",
                     *             "name": "Ada",
                     *             "guest": true
                     *           },
                     *           "reason": "Played by a program: forty moves in a second.",
                     *           "at": "2026-11-29T15:05:39.294Z"
                     *         }
                     *       ],
                     *       "next": "eyJhdCI6MTc5NTk2NDczOTI5NCwiaWQiOiI1OWEwM2I5ZC0wZGFmLTRhNzMtOWRlMC0xZDhlYzc0OTk3YTMifQ"
                     *     }
                     */
                    readonly "application/json": {
                        readonly entries: readonly components["schemas"]["ModerationLogEntry"][];
                        readonly next: string | null;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "This cursor is not one the server handed out: send the `next` of the page before."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly addModerator: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description An account's handle. */
                readonly handle: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The account, and whether it is a moderator now. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "player": {
                     *         "id": "moderator-example",
                     *         "name": "Hedy",
                     *         "guest": false
                     *       },
                     *       "moderator": true
                     *     }
                     */
                    readonly "application/json": {
                        readonly player: components["schemas"]["PlayerRef"];
                        readonly moderator: boolean;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "player_not_found",
                     *         "message": "No account with the handle nobody."
                     *       }
                     *     }
                     */
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly removeModerator: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description An account's handle. */
                readonly handle: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The account, and whether it is a moderator now. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "player": {
                     *         "id": "reporter-example",
                     *         "name": "Alan",
                     *         "guest": false
                     *       },
                     *       "moderator": false
                     *     }
                     */
                    readonly "application/json": {
                        readonly player: components["schemas"]["PlayerRef"];
                        readonly moderator: boolean;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getReadiness: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description Ready: the database answers and takes writes. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "uptimeS": 1,
                     *       "database": "sqlite"
                     *     }
                     */
                    readonly "application/json": {
                        /** @enum {string} */
                        readonly status: "ok";
                        /** @description Seconds since the process started. */
                        readonly uptimeS: number;
                        /**
                         * @description The database the server stores in.
                         * @enum {string}
                         */
                        readonly database: "sqlite" | "postgres";
                    };
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getLiveness: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The process answers. */
            readonly 200: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "uptimeS": 1
                     *     }
                     */
                    readonly "application/json": {
                        /** @enum {string} */
                        readonly status: "ok";
                        /** @description Seconds since the process started. */
                        readonly uptimeS: number;
                    };
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly getAuthMethods: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The sign-in methods. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["AuthMethods"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly createDeviceCode: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The code, its link and when it expires. */
            readonly 201: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["DeviceCode"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly signInWithDeviceCode: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description The code the signed-in device shows, as typed (`ABCD-EFGH`, `abcdefgh`). */
                    readonly code: string;
                };
            };
        };
        readonly responses: {
            /** @description Signed in: the account, and the session cookie set. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly player: {
                            /** @description The account's public id. */
                            readonly id: string;
                            /** @description The account's handle. */
                            readonly name: string;
                        };
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly startOidcSignIn: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description true: link the provider's identity to the account signed in in this browser (the account page's "Link"), not sign in. */
                    readonly link?: boolean;
                    /** @description An invitation code, for a new account on a server whose registration is by invitation. */
                    readonly invite?: string;
                };
            };
        };
        readonly responses: {
            /** @description Where to send the browser. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /**
                         * Format: uri
                         * @description The provider's authorization page: send the browser there (it comes back to /api/v1/auth/oidc/callback).
                         */
                        readonly url: string;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 65536 bytes. */
            readonly 413: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: send `Content-Type: application/json`. */
            readonly 415: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly oidcCallback: {
        readonly parameters: {
            readonly query?: {
                /** @description The provider's authorization code. */
                readonly code?: string;
                /** @description The state sent at the start. */
                readonly state?: string;
                /** @description The provider's refusal (`access_denied`). */
                readonly error?: string;
            };
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description No body: the Location header sends the browser to the web app, signed in or saying why not. */
            readonly 303: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly listIdentities: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The linked identities. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @description Oldest first. */
                        readonly identities: readonly components["schemas"]["Identity"][];
                    };
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readonly unlinkIdentity: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path: {
                /** @description The issuer, URL-encoded (`https%3A%2F%2Fid.example.org`). */
                readonly issuer: string;
                /** @description The subject, URL-encoded. */
                readonly subject: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description The identity is unlinked from the account. */
            readonly 200: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /**
                         * @description The identity was linked and is not any more.
                         * @enum {boolean}
                         */
                        readonly unlinked: true;
                    };
                };
            };
            /** @description Refused: a parameter or the body does not match this document, or names no puzzle; a passkey answer that does not verify (`passkey_not_verified`) or a sign-in flow unknown, used or expired (`auth_flow_expired`), or passkeys asked of a server reached by an address (`passkeys_need_a_domain`). `error.message` says which value and why; nothing was changed. */
            readonly 400: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Authorization header holds no known token, or nothing says who is asking (no token, no live session cookie), or a passkey sign-in did not verify. `error.message` says what to send. */
            readonly 401: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: a token without the scope (`insufficient_scope`), a request signed by the session cookie from another origin (`cross_site_request`), a guest where only an account may (`account_required`), or a token where only a signed-in browser may (`forbidden`). `error.message` says which. */
            readonly 403: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing there: an unknown player or run, a day without a daily (before the first day, or yet to come), or no such live session, token or passkey of this account. `error.message` says which. */
            readonly 404: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with what is kept: e.g. an account already holding as many personal API tokens or passkeys as it may, or its last passkey removed (`last_sign_in_method`). `error.message` says which. */
            readonly 409: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A path parameter is over 9216 characters (the router refuses it before any route). */
            readonly 414: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address in this minute, or too many that give the solver a new par to solve: wait `Retry-After` seconds. */
            readonly 429: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A failure of the server itself (logged there); the request can be tried again. */
            readonly 500: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unavailable for now (`unavailable`): the database does not answer or takes no writes, the server is stopping, or the solver is busy with as many new pars as it queues. `error.message` says which. Try again in a moment (another server may answer). */
            readonly 503: {
                headers: {
                    readonly "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    readonly "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    readonly "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
