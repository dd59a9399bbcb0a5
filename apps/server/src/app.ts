import type { FastifyInstance } from 'fastify';
import errors from './plugins/errors.ts';
import jsonBody from './plugins/json-body.ts';
import metricsRoute from './plugins/metrics-route.ts';
import security, { type SecurityOptions } from './plugins/security.ts';
import sessionCookie from './plugins/session-cookie.ts';
import sockets from './plugins/sockets.ts';
import swagger from './plugins/swagger.ts';
import webApp from './plugins/web-app.ts';
import accounts from './routes/accounts.ts';
import backgrounds from './routes/backgrounds.ts';
import daily from './routes/daily.ts';
import dailyStats from './routes/daily-stats.ts';
import games from './routes/games.ts';
import health from './routes/health.ts';
import journeys from './routes/journeys.ts';
import leaderboards from './routes/leaderboards.ts';
import scoreLeaderboards from './routes/score-leaderboards.ts';
import passkeys from './routes/passkeys.ts';
import players from './routes/players.ts';
import playerStats from './routes/player-stats.ts';
import puzzles from './routes/puzzles.ts';
import ratings from './routes/ratings.ts';
import runs from './routes/runs.ts';
import authMethods from './routes/auth-methods.ts';
import deviceSignIn from './routes/device-sign-in.ts';
import identities from './routes/identities.ts';
import oidcSignIn from './routes/oidc-sign-in.ts';
import apiTokens from './routes/api-tokens.ts';
import sessions from './routes/sessions.ts';
import moderation from './routes/moderation.ts';
import reports from './routes/reports.ts';

export interface AppOptions extends SecurityOptions {
  /** Where the built web app is (tests); default apps/web/dist. */
  readonly webRoot?: string;
}

/**
 * The application (fastify/demo style): plugins first, then the routes, then the sockets, and
 * last the web app, whose catch-all GET must not shadow anything else.
 */
export default async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  await fastify.register(errors);
  await fastify.register(jsonBody);
  await fastify.register(security, options);
  await fastify.register(sessionCookie);
  await fastify.register(swagger);
  await fastify.register(metricsRoute);

  await fastify.register(
    async (api) => {
      for (const routes of [
        games,
        puzzles,
        backgrounds,
        daily,
        dailyStats,
        players,
        playerStats,
        leaderboards,
        scoreLeaderboards,
        ratings,
        runs,
        journeys,
        passkeys,
        accounts,
        sessions,
        apiTokens,
        reports,
        moderation,
        health,
      ])
        await api.register(routes);
      // Sign-in on another device, OpenID Connect, and what the sign-in page offers (docs/accounts.md).
      for (const routes of [authMethods, deviceSignIn, oidcSignIn, identities]) await api.register(routes);
    },
    { prefix: '/api/v1' },
  );

  await fastify.register(sockets);
  await fastify.register(webApp, options.webRoot === undefined ? {} : { root: options.webRoot });
}
