import type { Accounts } from './accounts/accounts.ts';
import type { Passkeys } from './accounts/passkeys/passkeys.ts';
import type { QuickRaces } from './quick/quick-races.ts';
import type { Config } from './config.ts';
import type { Metrics } from './metrics.ts';
import type { Players } from './players/players.ts';
import type { PuzzleCatalog } from './puzzles/catalog.ts';
import type { Dailies } from './puzzles/daily.ts';
import type { PuzzleStock } from './puzzles/stock.ts';
import type { RaceService } from './races/race-service.ts';
import type { RedisRaces } from './redis/redis-races.ts';
import type { RunService } from './runs/run-service.ts';
import type { Store } from './store/store.ts';
import type { ApiTokens } from './accounts/api-tokens.ts';
import type { Sessions } from './accounts/sessions.ts';
import type { RaceRatings } from './ratings/race-ratings.ts';
import type { ModerationActions } from './moderation/moderation-actions.ts';
import type { Reports } from './moderation/reports.ts';
import type { ReviewQueue } from './moderation/review-queue.ts';

/** Everything the routes and socket handlers work with, made once per app. */
export interface Services {
  readonly config: Config;
  readonly store: Store;
  readonly catalog: PuzzleCatalog;
  /** New games, handed out ready to play. */
  readonly stock: PuzzleStock;
  readonly dailies: Dailies;
  readonly players: Players;
  /** Browsers' sign-ins: the session cookie (docs/accounts.md#sessions). */
  readonly sessions: Sessions;
  /** Personal API tokens for bots and scripts. */
  readonly apiTokens: ApiTokens;
  /** Handles, becoming an account under the registration policy, invitations, deleting an account (docs/accounts.md). */
  readonly accounts: Accounts;
  /** Passkeys (WebAuthn): sign up, sign in, add another (docs/accounts.md#passkeys). */
  readonly passkeys: Passkeys;
  /** Reports, the review queue and the moderators' actions (docs/fair-play.md#moderation). */
  readonly moderation: { readonly reports: Reports; readonly queue: ReviewQueue; readonly actions: ModerationActions };
  readonly runs: RunService;
  readonly races: RaceService;
  /** The quick-race queue, and the races it forms. */
  readonly quick: QuickRaces;
  /** Rated races' ratings: `recompute(game)` after a moderator voids a run or clears a flag (docs/fair-play.md#ratings). */
  readonly ratings: RaceRatings;
  /** Set with REDIS_URL: the shared race store and the Socket.IO adapter's connections. */
  readonly redis?: RedisRaces;
  readonly metrics: Metrics;
  readonly now: () => number;
  readonly startedAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
