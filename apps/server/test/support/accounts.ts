import type { FastifyInstance } from 'fastify';
import { hashToken, newId, newToken } from '../../src/players/tokens.ts';
import type { PlayerRecord, Store } from '../../src/store/store.ts';

/**
 * An account, written through the store as signing up would leave it: a player with a folded
 * handle and an account instant, whose token hash is one nobody holds the token of.
 */
export async function makeAccount(store: Store, handle: string, at = Date.now()): Promise<PlayerRecord> {
  const id = newId();
  await store.createPlayer({ id, name: handle, tokenHash: hashToken(newToken()), createdAt: at, handleKey: handle.toLowerCase() });
  const player = await store.playerById(id);
  if (!player) throw new Error('the account just made is not found');
  return player;
}

/** Signs the account in as a browser would be (`Sessions.create`): the session id and its `Cookie` header. */
export async function signIn(app: FastifyInstance, player: PlayerRecord, device = 'Firefox on Linux'): Promise<{ sessionId: string; cookie: string }> {
  const { session, secret } = await app.services.sessions.create(player, device, '127.0.0.1');
  return { sessionId: session.id, cookie: `gridrace_session=${secret}` };
}

/** The session cookie a response sets (its value), if any; '' when it clears it. */
export function sessionCookieOf(response: Response): string | undefined {
  const set = response.headers.getSetCookie().find((line) => line.startsWith('gridrace_session='));
  return set?.split(';')[0]?.slice('gridrace_session='.length);
}

/**
 * A session written straight into the store, as a process sharing the database would (`Sessions.create`):
 * for tests whose servers run in processes of their own. Its `Cookie` header and id.
 */
export async function sessionInStore(store: Store, player: PlayerRecord, device: string, at = Date.now()): Promise<{ sessionId: string; cookie: string }> {
  const secret = newToken();
  const sessionId = newId();
  await store.createSession({ id: sessionId, playerId: player.id, secretHash: hashToken(secret), rotatedAt: at, createdAt: at, lastSeenAt: at, device, address: '127.0.0.1' });
  return { sessionId, cookie: `gridrace_session=${secret}` };
}
