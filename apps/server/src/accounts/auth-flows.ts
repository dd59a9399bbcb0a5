import { createHash, randomBytes } from 'node:crypto';
import type { AuthFlowsStore } from '../store/auth-flows-store.ts';

/** How many expired flows one new flow clears away on its way in: the table stays small without a timer, and no call waits long. */
const PURGE_PER_BEGIN = 20;

/** A new flow id: 32 random bytes, base64url. It goes to the browser; only its hash is stored. */
export const newFlowId = (): string => randomBytes(32).toString('base64url');

/** The stored form of a flow id. A fast hash is enough: the id is random, not a password. */
export const flowIdHash = (id: string): string => createHash('sha256').update(id, 'utf8').digest('base64url');

export interface BeginFlow {
  readonly kind: string;
  readonly data: unknown;
  readonly ttlMs: number;
  readonly playerId?: string | null;
}

/** A flow as its finisher sees it. */
export interface FlowState<T> {
  readonly playerId: string | null;
  readonly data: T;
  readonly createdAt: number;
}

/**
 * Sign-ins in progress, over the store's `auth_flows`: begun on one request (maybe one
 * process), finished once on another. Each begin also purges a few expired flows.
 */
export class AuthFlows {
  constructor(
    private readonly store: AuthFlowsStore,
    private readonly now: () => number,
  ) {}

  /** Stores the flow; answers its id, which only the caller ever holds. */
  async begin(flow: BeginFlow): Promise<string> {
    const id = newFlowId();
    const at = this.now();
    await this.store.purgeExpiredAuthFlows(at, PURGE_PER_BEGIN);
    await this.store.putAuthFlow({ idHash: flowIdHash(id), kind: flow.kind, playerId: flow.playerId ?? null, data: flow.data, createdAt: at, expiresAt: at + flow.ttlMs });
    return id;
  }

  /** Uses the flow up: its state, once; null when unknown, of another kind, expired or already used. */
  async take<T>(kind: string, id: string): Promise<FlowState<T> | null> {
    const flow = await this.store.takeAuthFlow(kind, flowIdHash(id), this.now());
    return flow && { playerId: flow.playerId, data: flow.data as T, createdAt: flow.createdAt };
  }

  /** The flow's state without using it up. */
  async peek<T>(kind: string, id: string): Promise<FlowState<T> | null> {
    const flow = await this.store.peekAuthFlow(kind, flowIdHash(id), this.now());
    return flow && { playerId: flow.playerId, data: flow.data as T, createdAt: flow.createdAt };
  }
}
