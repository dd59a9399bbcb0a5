import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expectOk, openPuzzle, solvePuzzle } from '@gridrace/core';
import type { FastifyInstance } from 'fastify';
import { captureModeration } from './capture-moderation-examples.ts';
import { withApp } from './with-app.ts';

/**
 * Example answers for the OpenAPI document, taken from a real server (`npm run openapi:examples`):
 * a fresh app on a temp SQLite file, a player who solves a small puzzle, and each operation asked
 * once. Written to src/openapi/examples.json by operationId and status; a test keeps every
 * example valid against its schema.
 */
const EXAMPLES_FILE = fileURLToPath(new URL('../src/openapi/examples.json', import.meta.url));
const PUZZLE = 'fifteen.v1.3.example';
/** The operator's secret of the app the examples are taken from. */
const EXAMPLE_OPERATOR_TOKEN = 'the-operator-token-of-the-examples';

type Examples = Record<string, Record<string, unknown>>;

/** The app's clock, moved on by hand between the example run's moves: a person's varied pace, which the fair-play check lets rank. */
let clock = Date.now();
const PAUSES_MS = [700, 140, 95, 210, 80, 120, 330, 90, 160, 110, 75, 260];

async function capture(app: FastifyInstance): Promise<Examples> {
  const examples: Examples = {};
  const ask = async (operationId: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, options: { body?: unknown; token?: string; cookie?: string } = {}) => {
    const response = await app.inject({
      method,
      url,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        // A browser signed in: its cookie, and its own page's Origin on what changes state.
        ...(options.cookie
          ? { cookie: `gridrace_session=${options.cookie}`, origin: 'http://localhost', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' }
          : {}),
      },
    });
    (examples[operationId] ??= {})[String(response.statusCode)] = response.json();
    return response.json<Record<string, unknown>>();
  };

  const created = await ask('createPlayer', 'POST', '/api/v1/players', { body: { name: '  Ada   Lovelace ' } });
  await ask('createPlayer', 'POST', '/api/v1/players', { body: { name: '   ' } });
  const token = String(created.token);
  const playerId = String((created.player as { id: string }).id);
  await ask('renameMe', 'PATCH', '/api/v1/players/me', { body: { name: 'Ada' }, token });
  await ask('renameMe', 'PATCH', '/api/v1/players/me', { body: { name: 'Ada' } });

  // A solved run, so that leaderboards, profiles and runs show real entries.
  const { runs, players } = app.services;
  const player = await players.byId(playerId);
  if (!player) throw new Error('The player just created is not found.');
  const started = await runs.start(player, PUZZLE);
  if (!started.ok || !('runId' in started)) throw new Error(`run:start refused: ${JSON.stringify(started)}`);
  const runId = started.runId;
  let seq = 0;
  for (const move of solvePuzzle(expectOk(openPuzzle(PUZZLE))).solution) {
    clock += PAUSES_MS[seq % PAUSES_MS.length]!;
    await runs.move(player, { runId, seq: ++seq, move });
  }

  await ask('listGames', 'GET', '/api/v1/games');
  await ask('listBackgrounds', 'GET', '/api/v1/backgrounds');
  await ask('getPuzzle', 'GET', `/api/v1/puzzles/${PUZZLE}`);
  await ask('getPuzzle', 'GET', '/api/v1/puzzles/fifteen.v1.99.x');
  await ask('createPuzzle', 'POST', '/api/v1/puzzles', { body: { game: 'pipes', params: { cols: 4, rows: 3 } } });
  await ask('createPuzzle', 'POST', '/api/v1/puzzles', { body: { game: 'fifteen', params: { size: 9 } } });
  await ask('getDailies', 'GET', '/api/v1/daily');
  await ask('getDaily', 'GET', '/api/v1/daily/pipes');
  await ask('getDaily', 'GET', '/api/v1/daily/pipes?date=2999-01-01');
  await ask('getDaily', 'GET', '/api/v1/daily/pipes?date=2026-02-30');
  await ask('getPlayer', 'GET', `/api/v1/players/${playerId}`);
  await ask('getPlayer', 'GET', '/api/v1/players/nobody');
  await ask('listMyRuns', 'GET', `/api/v1/players/me/runs?puzzleId=${PUZZLE}`, { token });
  await ask('getLeaderboard', 'GET', `/api/v1/leaderboards/${PUZZLE}?limit=10`, { token });
  await ask('getLeaderboard', 'GET', `/api/v1/leaderboards/${PUZZLE}?limit=1000`);
  await ask('getDailyLeaderboard', 'GET', '/api/v1/leaderboards/daily/pipes');
  await ask('getRatingsLeaderboard', 'GET', '/api/v1/ratings/fifteen?limit=10', { token });
  await ask('getRatingsLeaderboard', 'GET', '/api/v1/ratings/chess');
  await ask('getPlayerRatingHistory', 'GET', `/api/v1/players/${playerId}/ratings/fifteen`);
  await ask('getPlayerRatingHistory', 'GET', '/api/v1/players/nobody/ratings/fifteen');
  await ask('getPlayerStats', 'GET', `/api/v1/players/${playerId}/stats`);
  await ask('getPlayerStats', 'GET', `/api/v1/players/${playerId}/stats?game=fifteen&kind=fifteen.v1.7x7`);
  await ask('getPlayerStats', 'GET', '/api/v1/players/nobody/stats');
  await ask('getScoreLeaderboard', 'GET', '/api/v1/leaderboards/same.v1.5x5c3s.example/scores?limit=10');
  await ask('getScoreLeaderboard', 'GET', `/api/v1/leaderboards/${PUZZLE}/scores`);
  await ask('getDailyStats', 'GET', '/api/v1/daily/pipes/stats');
  await ask('getJourney', 'GET', '/api/v1/journeys/fifteen', { token });
  await ask('getJourney', 'GET', '/api/v1/journeys/chess');
  await ask('getRun', 'GET', `/api/v1/runs/${runId}`);
  await ask('getRun', 'GET', '/api/v1/runs/nope');
  await ask('getHandleState', 'GET', '/api/v1/handles/ada_lovelace');
  await ask('getHandleState', 'GET', '/api/v1/handles/ada%20lovelace');
  // An account signed in on two browsers, with a personal API token.
  await app.services.store.createPlayer({ id: 'account-example', name: 'Grace', tokenHash: 'held-by-nobody', createdAt: Date.parse('2026-03-01T12:00:00Z'), handleKey: 'grace' });
  const account = await players.byId('account-example');
  if (!account) throw new Error('The account just created is not found.');
  const { secret } = await app.services.sessions.create(account, 'Firefox on Linux', '192.0.2.10');
  await app.services.sessions.create(account, 'Safari on iOS', '198.51.100.4');
  await ask('getSession', 'GET', '/api/v1/session', { cookie: secret });
  await ask('getSession', 'GET', '/api/v1/session', { token });
  await ask('getSession', 'GET', '/api/v1/session');
  await ask('listSessions', 'GET', '/api/v1/account/sessions', { cookie: secret });
  await ask('listSessions', 'GET', '/api/v1/account/sessions', { token });
  await ask('createApiToken', 'POST', '/api/v1/account/tokens', { cookie: secret, body: { name: 'my bot', scopes: ['read', 'play'] } });
  await ask('createApiToken', 'POST', '/api/v1/account/tokens', { cookie: secret, body: { name: 'my bot', scopes: ['play'] } });
  await ask('listApiTokens', 'GET', '/api/v1/account/tokens', { cookie: secret });
  await ask('revokeApiToken', 'DELETE', '/api/v1/account/tokens/nope', { cookie: secret });
  await ask('signOutEverywhere', 'POST', '/api/v1/account/sessions/sign-out-everywhere', { cookie: secret });
  await ask('endSession', 'DELETE', '/api/v1/account/sessions/nope', { cookie: secret });
  await ask('signOut', 'DELETE', '/api/v1/session', { cookie: secret });
  await captureModeration(app, ask, runId, EXAMPLE_OPERATOR_TOKEN);

  await ask('getReadiness', 'GET', '/api/v1/health');
  await ask('getLiveness', 'GET', '/api/v1/health/live');
  return examples;
}

const examples = await withApp(capture, { operatorToken: EXAMPLE_OPERATOR_TOKEN }, { now: () => clock });
writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`Wrote ${EXAMPLES_FILE}`);
