import type { FastifyInstance } from 'fastify';
import type { PlayerRecord } from '../../src/store/store.ts';

/** A new account (as if signed up) and a browser signed in as it: its cookie header. */
export async function signedInAccount(app: FastifyInstance, handle: string): Promise<{ player: PlayerRecord; cookie: string }> {
  const player = await app.services.accounts.becomeAccount(null, handle);
  return { player, cookie: await sessionCookie(app, player) };
}

/** A browser signed in as `player`: the `cookie` header it sends. */
export async function sessionCookie(app: FastifyInstance, player: PlayerRecord): Promise<string> {
  const { secret } = await app.services.sessions.create(player, 'Test browser', '127.0.0.1');
  return `gridrace_session=${secret}`;
}

/** The `gridrace_session` cookie an answer sets, as the next request sends it; null when it sets none. */
export function sessionSetBy(response: Response): string | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('gridrace_session='));
  return line ? line.split(';')[0]! : null;
}
