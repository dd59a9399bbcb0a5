import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@gridrace/protocol';
import { hashToken, newId } from '../players/tokens.ts';
import { HttpProblem } from '../problem.ts';
import type { ApiTokenRecord, SessionsStore, TokenScope } from '../store/sessions-store.ts';
import type { PlayerRecord, PlayersStore } from '../store/store.ts';

/** Every personal API token starts so: told at a glance from a guest's token (and from other secrets in a script). */
export const API_TOKEN_PREFIX = 'grt_';

/** The most live tokens one account may hold; a revoked one frees its place. */
export const MAX_LIVE_TOKENS = 20;

/** How often a token's last use is written at most (bounded writes): a bot may send many requests a second. */
const TOUCH_EVERY_MS = 60_000;

/** A token and its player, as a request made with it acts. */
export interface TokenHolder {
  readonly token: ApiTokenRecord;
  readonly player: PlayerRecord;
}

/**
 * Personal API tokens for bots and scripts (docs/accounts.md#tokens): made on the account page,
 * shown once, with scopes, revocable. Only their hash is stored.
 */
export class ApiTokens {
  private readonly revokedListeners: ((tokenId: string) => void)[] = [];

  constructor(
    private readonly store: SessionsStore & Pick<PlayersStore, 'playerById'>,
    private readonly now: () => number,
  ) {}

  /** A new token for the account: its record, and the token itself, which is not kept. */
  async create(player: PlayerRecord, name: string, scopes: readonly TokenScope[]): Promise<{ record: ApiTokenRecord; token: string }> {
    if (player.accountAt === null) throw new HttpProblem(ErrorCode.AccountRequired, 'Only an account may make personal API tokens: keep your progress by creating one first.');
    const live = await this.store.apiTokensOf(player.id, MAX_LIVE_TOKENS);
    if (live.length >= MAX_LIVE_TOKENS) throw new HttpProblem(ErrorCode.TooManyTokens, `An account may hold ${MAX_LIVE_TOKENS} tokens: revoke one you no longer use first.`);
    const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    // 'read' always: a token that may play may read what it played.
    const granted: TokenScope[] = scopes.includes('play') ? ['read', 'play'] : ['read'];
    const record: ApiTokenRecord = {
      id: newId(),
      playerId: player.id,
      name,
      tokenHash: hashToken(token),
      scopes: granted,
      createdAt: this.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.store.createApiToken(record);
    return { record, token };
  }

  /** The live token and its player (an account not deleted); its last use written at most once a minute. */
  async byToken(token: string): Promise<TokenHolder | null> {
    if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 256) return null;
    const record = await this.store.apiTokenByHash(hashToken(token));
    if (!record) return null;
    const player = await this.store.playerById(record.playerId);
    if (!player || player.deletedAt !== null || player.accountAt === null) return null;
    const at = this.now();
    if (record.lastUsedAt === null || at - record.lastUsedAt >= TOUCH_EVERY_MS) await this.store.touchApiToken(record.id, at, at - TOUCH_EVERY_MS + 1);
    return { token: record, player };
  }

  list(playerId: string): Promise<ApiTokenRecord[]> {
    return this.store.apiTokensOf(playerId, MAX_LIVE_TOKENS);
  }

  /** Tells `listener` of each token revoked, so that sockets connected with it can be disconnected. */
  whenRevoked(listener: (tokenId: string) => void): void {
    this.revokedListeners.push(listener);
  }

  /** Whether the player's token was live (and is now revoked: its sockets are disconnected). */
  async revoke(playerId: string, id: string): Promise<boolean> {
    const revoked = await this.store.revokeApiToken(playerId, id, this.now());
    if (revoked) for (const listener of this.revokedListeners) listener(id);
    return revoked;
  }
}
