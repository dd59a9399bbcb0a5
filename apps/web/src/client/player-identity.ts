import type { Api } from './api.ts';
import { guestName, type Dice } from './guest-name.ts';
import { readJson, writeJson, type KeyValue } from './storage.ts';

const KEY = 'gridrace.player';

/** Who this browser plays as: a guest created on the first visit, kept with its secret token. */
export interface Identity {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

function parse(raw: unknown): Identity | null {
  const r = raw as Partial<Identity> | null;
  return typeof r?.id === 'string' && typeof r.name === 'string' && typeof r.token === 'string' ? { id: r.id, name: r.name, token: r.token } : null;
}

export const storedIdentity = (storage: KeyValue): Identity | null => parse(readJson(storage, KEY));

/**
 * The guest player: the stored one, or a new one with a generated name (no sign-up, no
 * dialog: a newcomer plays at once). Several callers at once share one creation.
 */
export class Guest {
  private pending: Promise<Identity> | null = null;

  constructor(
    private readonly storage: KeyValue,
    private readonly api: Api,
    private readonly dice?: Dice,
  ) {}

  get current(): Identity | null {
    return storedIdentity(this.storage);
  }

  ensure(): Promise<Identity> {
    const known = this.current;
    if (known) return Promise.resolve(known);
    this.pending ??= this.create().finally(() => (this.pending = null));
    return this.pending;
  }

  /** Forgets a token the server no longer knows (a reset database) and starts afresh. */
  async renew(): Promise<Identity> {
    this.storage.remove(KEY);
    return this.ensure();
  }

  async rename(name: string): Promise<Identity> {
    const me = await this.ensure();
    const { player } = await this.api.rename(name);
    const renamed = { ...me, name: player.name };
    writeJson(this.storage, KEY, renamed);
    return renamed;
  }

  private async create(): Promise<Identity> {
    const { player, token } = await this.api.createPlayer(guestName(this.dice));
    const identity = { id: player.id, name: player.name, token };
    writeJson(this.storage, KEY, identity);
    return identity;
  }
}
