import { randomBytes } from 'node:crypto';
// The cookie plugin's declarations (reply.setCookie), for every project that checks this file without the plugin's registration.
import type {} from '@fastify/cookie';
import { SIGNED_IN_COOKIE } from '@gridrace/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newId } from '../players/tokens.ts';
import type { SessionRecord, SessionsStore } from '../store/sessions-store.ts';
import type { PlayerRecord, PlayersStore } from '../store/store.ts';
import { deviceOf } from './device.ts';
import { DEFAULT_SESSION_TIMES, type SessionTimes } from './session-times.ts';

/** The cookie that holds a browser's session secret (docs/accounts.md#sessions). */
export const SESSION_COOKIE = 'gridrace_session';

/** The most sessions an account's page lists: the most recently seen. */
export const MAX_LISTED_SESSIONS = 100;

/** 32 random bytes, base64url: what the cookie holds; only its sha256 is stored. */
const newSecret = (): string => randomBytes(32).toString('base64url');

/** A session secret as the cookie may hold one: anything else names no session, and is not looked up. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * A live session and its player; `cookie`: the secret to set in the cookie again, a new one after a
 * rotation, or the same one once a minute so that its Max-Age counts from the last use.
 */
export interface ResolvedSession {
  readonly session: SessionRecord;
  readonly player: PlayerRecord;
  readonly cookie: string | null;
}

/**
 * Browsers' sign-ins: a session row per sign-in, the cookie holding its secret. A session ends
 * when signed out, or when unused for `idleMs`; its secret is replaced every `rotateMs` (the one
 * before still taken for `graceMs`, so concurrent requests are not signed out); its last seen
 * instant is written at most every `touchEveryMs`. Any process can resolve any session: all of
 * it is in the database.
 */
export class Sessions {
  private readonly endedListeners: ((sessionIds: readonly string[]) => void)[] = [];

  constructor(
    private readonly store: SessionsStore & Pick<PlayersStore, 'playerById'>,
    private readonly now: () => number,
    readonly times: SessionTimes = DEFAULT_SESSION_TIMES,
  ) {}

  /** Tells `listener` the sessions just ended (signed out), so their sockets can be disconnected. */
  whenEnded(listener: (sessionIds: readonly string[]) => void): void {
    this.endedListeners.push(listener);
  }

  /** A new session for the player, and the secret the cookie holds (not stored). */
  async create(player: PlayerRecord, device: string, address: string): Promise<{ session: SessionRecord; secret: string }> {
    const secret = newSecret();
    const at = this.now();
    const session: SessionRecord = {
      id: newId(),
      playerId: player.id,
      secretHash: hashToken(secret),
      previousHash: null,
      rotatedAt: at,
      createdAt: at,
      lastSeenAt: at,
      device,
      address,
      endedAt: null,
    };
    // Each sign-in clears the player's dead sessions, so the table holds no more than their live ones and those since.
    await this.store.pruneSessionsOf(player.id, at - this.times.idleMs);
    await this.store.createSession(session);
    return { session, secret };
  }

  /** Signs this browser in as the player: a new session, its cookie set on the reply. */
  async start(player: PlayerRecord, request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord> {
    const { session, secret } = await this.create(player, deviceOf(request.headers['user-agent']), request.ip);
    this.setCookie(request, reply, secret);
    return session;
  }

  /**
   * The live session a cookie's secret names, and its player; null when it names none, or one
   * ended, unused too long, or of a deleted account. `rotate`: replace a secret older than
   * `rotateMs` (only where the answer can set the new cookie: REST, not a socket's handshake).
   */
  async resolve(secret: string, address: string, rotate: boolean): Promise<ResolvedSession | null> {
    if (!SECRET.test(secret)) return null;
    const hash = hashToken(secret);
    const session = await this.store.sessionBySecretHash(hash);
    if (!session) return null;
    const at = this.now();
    if (at - session.lastSeenAt > this.times.idleMs) return null;
    const current = session.secretHash === hash;
    // The secret before the last rotation: only within the grace, for requests sent before it.
    if (!current && at - session.rotatedAt > this.times.graceMs) return null;
    const player = await this.store.playerById(session.playerId);
    if (!player || player.deletedAt !== null) return null;
    if (current && rotate && at - session.rotatedAt >= this.times.rotateMs) {
      const next = newSecret();
      // Another request (on any process) may have rotated it first: then this one's secret is the previous, and still good.
      if (await this.store.rotateSession(session.id, hash, hashToken(next), at)) return { session: { ...session, lastSeenAt: at }, player, cookie: next };
    }
    if (at - session.lastSeenAt < this.times.touchEveryMs) return { session, player, cookie: null };
    await this.store.touchSession(session.id, at, address, at - this.times.touchEveryMs + 1);
    return { session, player, cookie: current ? secret : null };
  }

  /** The player's live sessions, latest seen first. */
  async list(playerId: string): Promise<SessionRecord[]> {
    return this.store.liveSessionsOf(playerId, this.now() - this.times.idleMs, MAX_LISTED_SESSIONS);
  }

  /** Ends one of the player's sessions (signs it out) and disconnects its sockets: whether it was live. */
  async end(playerId: string, sessionId: string): Promise<boolean> {
    const ended = await this.store.endSession(playerId, sessionId, this.now());
    if (ended) this.ended([sessionId]);
    return ended;
  }

  /** Ends every session of the player but `keep` (the one asking, or none), and disconnects their sockets: how many. */
  async endEverywhere(playerId: string, keep: string | null): Promise<number> {
    const ids = await this.store.endSessionsOf(playerId, this.now(), keep);
    if (ids.length > 0) this.ended(ids);
    return ids.length;
  }

  /** Sets the session cookie: script-proof, sent on same-site requests and top-level navigations only, Secure over https. */
  setCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
    const options = { sameSite: 'lax', path: '/', secure: request.protocol === 'https', maxAge: Math.floor(this.times.idleMs / 1000) } as const;
    reply.setCookie(SESSION_COOKIE, secret, { ...options, httpOnly: true });
    // Readable by the page's scripts, and no secret: only that a session may be there to ask about.
    reply.setCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false });
  }

  clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    const options = { sameSite: 'lax', path: '/', secure: request.protocol === 'https' } as const;
    reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
    reply.clearCookie(SIGNED_IN_COOKIE, { ...options, httpOnly: false });
  }

  private ended(ids: readonly string[]): void {
    for (const listener of this.endedListeners) listener(ids);
  }
}
