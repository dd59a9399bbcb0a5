import type { PlayerRecord, PlayersStore } from '../store/store.ts';
import { hashToken, newId, newToken } from './tokens.ts';

/** Guest players: a name and a secret token that proves who submits a move (docs/runs.md#players). */
export class Players {
  constructor(
    private readonly store: PlayersStore,
    private readonly now: () => number,
  ) {}

  async create(name: string): Promise<{ player: PlayerRecord; token: string }> {
    const token = newToken();
    const player: PlayerRecord = { id: newId(), name, tokenHash: hashToken(token), createdAt: this.now(), accountAt: null, deletedAt: null };
    await this.store.createPlayer(player);
    return { player, token };
  }

  /** The player a token belongs to, or null for an unknown or malformed token. */
  async byToken(token: unknown): Promise<PlayerRecord | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) return null;
    return this.store.playerByTokenHash(hashToken(token));
  }

  /** A guest's generated name is only a start: the player may pick their own (docs/runs.md#players). */
  async rename(player: PlayerRecord, name: string): Promise<PlayerRecord> {
    await this.store.renamePlayer(player.id, name);
    return { ...player, name };
  }

  byId(id: string): Promise<PlayerRecord | null> {
    return this.store.playerById(id);
  }
}
