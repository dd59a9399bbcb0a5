import { ApiError, type Api } from './api.ts';
import { guestName, type Dice } from './guest-name.ts';
import { readJson, writeJson, type KeyValue } from './storage.ts';

const KEY = 'gridrace.player';

/**
 * Who this browser plays as. A guest, created on the first visit, is kept with its secret token;
 * a signed-in browser holds no token at all (`token: null`): its session is an HttpOnly cookie
 * that scripts cannot read, sent with every request to the server (docs/accounts.md#sessions).
 */
export interface Identity {
  readonly id: string;
  readonly name: string;
  readonly token: string | null;
  /** An account (signed in); false for a guest. */
  readonly account: boolean;
  /** A moderator (docs/fair-play.md#moderation): the header links the moderation pages. Absent: not one. */
  readonly moderator?: boolean;
}

function parse(raw: unknown): Identity | null {
  const r = raw as Partial<Identity> | null;
  return typeof r?.id === 'string' && typeof r.name === 'string' && typeof r.token === 'string' ? { id: r.id, name: r.name, token: r.token, account: false } : null;
}

export const storedIdentity = (storage: KeyValue): Identity | null => parse(readJson(storage, KEY));

/**
 * This browser's player: the stored guest; else the player its session cookie signs in (asked of
 * the server, kept in memory only); else a new guest with a generated name (no sign-up, no dialog:
 * a newcomer plays at once). Several callers at once share one answer.
 */
export class Guest {
  private pending: Promise<Identity> | null = null;
  /** The signed-in browser's player, as the server said it; never stored. */
  private signedIn: Identity | null = null;
  private readonly listeners = new Set<(identity: Identity | null) => void>();

  constructor(
    private readonly storage: KeyValue,
    private readonly api: Api,
    private readonly dice?: Dice,
    /**
     * Whether a session cookie may be there (the server sets a readable cookie beside it,
     * `SIGNED_IN_COOKIE`): without one, the server is not asked who this browser is, since it
     * could only answer 401.
     */
    private readonly maySignIn: () => boolean = () => true,
  ) {}

  get current(): Identity | null {
    return storedIdentity(this.storage) ?? this.signedIn;
  }

  /** Hears every change of who this browser is (renamed, signed in or out); returns a function that stops it. */
  onChange(listener: (identity: Identity | null) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  ensure(): Promise<Identity> {
    const known = this.current;
    if (known) return Promise.resolve(known);
    this.pending ??= this.resolve().finally(() => (this.pending = null));
    return this.pending;
  }

  /** Forgets a token or session the server no longer knows (a reset database, a session signed out elsewhere) and starts afresh. */
  async renew(): Promise<Identity> {
    this.storage.remove(KEY);
    this.signedIn = null;
    return this.changed(await this.ensure());
  }

  /**
   * After signing in (the server set the session cookie): the guest token, if any, is dead now
   * (the guest became the account, or another account took this browser), so it is dropped and
   * the server says who this browser is.
   */
  async afterSignIn(): Promise<Identity> {
    return this.renew();
  }

  /** Whether a signed-in browser is still signed in (another browser may have signed it out): if not, afresh. */
  async recheck(): Promise<Identity | null> {
    if (!this.signedIn) return this.current;
    try {
      await this.api.session();
      return this.current;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return this.renew();
      throw failure;
    }
  }

  /** Signs this browser out (its session ends, its sockets close); it plays on as a new guest. */
  async signOut(): Promise<Identity> {
    await this.api.signOut();
    return this.renew();
  }

  async rename(name: string): Promise<Identity> {
    const me = await this.ensure();
    const { player } = await this.api.rename(name);
    const renamed = { ...me, name: player.name };
    if (me.token) writeJson(this.storage, KEY, renamed);
    else this.signedIn = renamed;
    return this.changed(renamed);
  }

  private async resolve(): Promise<Identity> {
    return (this.maySignIn() ? await this.signedInPlayer() : null) ?? this.newGuest();
  }

  /** The player the session cookie signs in, or null when it signs in nobody. */
  private async signedInPlayer(): Promise<Identity | null> {
    try {
      const who = await this.api.session();
      this.signedIn = { id: who.player.id, name: who.player.name, token: null, account: who.kind === 'account', moderator: who.moderator };
      return this.signedIn;
    } catch (failure) {
      // Signed in nowhere (the session ended meanwhile): a guest, as on any first visit.
      if (failure instanceof ApiError && failure.status === 401) return null;
      throw failure;
    }
  }

  private async newGuest(): Promise<Identity> {
    const { player, token } = await this.api.createPlayer(guestName(this.dice));
    const identity: Identity = { id: player.id, name: player.name, token, account: false };
    writeJson(this.storage, KEY, identity);
    return identity;
  }

  private changed(identity: Identity): Identity {
    for (const listener of this.listeners) listener(identity);
    return identity;
  }
}
