import type { IncomingMessage } from 'node:http';
import { RaceErrorCode, RaceEvent, type Problem } from '@gridrace/protocol';
import type { Server, Socket } from 'socket.io';
import { RateBucket } from './rate-bucket.ts';
import type { TrustProxy } from '../http/client-address.ts';
import { clientAddressOf } from './client-address.ts';
import { addressKey } from './address-key.ts';
import type { AddressExemption } from './exempt-addresses.ts';
import { KeyedBuckets } from './keyed-buckets.ts';
import { rateLimited, type LimitName } from './refusal.ts';
import type { AbuseLimits, BucketSetting } from './settings.ts';

type Connection = Socket['conn'];

/** A client as the limits per address count it: under its address's key, or not at all. */
interface Client {
  readonly key: string;
  readonly exempt: boolean;
}

/** How often buckets that refilled are forgotten. */
const SWEEP_MS = 10_000;
/** A connection refused for too many from its address: when to try again (one of the others may have closed by then). */
const CONNECTION_RETRY_MS = 10_000;

const perSecondText = ({ burst, perSecond }: BucketSetting, unit: 'second' | 'minute' = perSecond >= 1 ? 'second' : 'minute'): string =>
  unit === 'second' ? `at most ${burst} at once, then ${perSecond} per second` : `at most ${burst} at once, then ${Math.round(perSecond * 60)} per minute`;

/** A `race:join` answer that found no race: a wrong guess, when somebody guesses codes. */
const unknownCode = (answer: unknown): boolean => (answer as { error?: { code?: unknown } } | null)?.error?.code === RaceErrorCode.RaceNotFound;

/**
 * The limits of one server process on connections and client addresses: connections per
 * address, open at once and new per minute (checked at the door and at the handshake), socket events per connection and per address (every
 * event, before its handler), and `race:join`s of unknown codes per connection and per address.
 * A refused event is acknowledged `rate_limited` with `retryAfterMs` and reaches no handler.
 * Per process: behind a load balancer with N processes an address gets up to N times as much.
 * An address ADDRESS_LIMITS_EXEMPT names is held to none of the limits per address.
 */
export class SocketLimits {
  private readonly addressOf: (request: IncomingMessage) => string;
  private readonly exempt: AddressExemption;
  private readonly addressEvents: KeyedBuckets;
  private readonly addressFailedJoins: KeyedBuckets;
  private readonly addressConnections: KeyedBuckets;
  /** Open connections per address; an address with none is not kept. */
  private readonly connections = new Map<string, number>();
  /** The client each counted connection was counted as. */
  private readonly counted = new WeakMap<Connection, Client>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly limits: AbuseLimits,
    addresses: { readonly trustProxy: TrustProxy; readonly exempt: AddressExemption },
    private readonly now: () => number,
    /** Told of each refusal; of an event's, with its socket (a socket that keeps at it may be cut off). */
    private readonly refused: (limit: LimitName, socket?: Socket) => void = () => undefined,
  ) {
    this.addressOf = clientAddressOf(addresses.trustProxy);
    this.exempt = addresses.exempt;
    this.addressEvents = new KeyedBuckets(limits.addressEvents);
    this.addressFailedJoins = new KeyedBuckets(limits.addressFailedJoins);
    this.addressConnections = new KeyedBuckets(limits.addressConnections);
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Guards `io`: its handshake middleware should be the first, so a refused connection costs nothing more. */
  attach(io: Server): void {
    io.use((socket, next) => {
      const refusal = this.admit(socket.conn, socket.request);
      if (!refusal) return next();
      next(Object.assign(new Error(`${refusal.code}: ${refusal.message}`), { data: refusal }));
      // Refused, the connection is closed once the refusal has left (the engine waits for it).
      setImmediate(() => socket.conn.close());
    });
    io.on('connection', (socket) => this.watch(socket));
  }

  /**
   * At the door, before the handshake (Engine.IO's `allowRequest`): an address that opens
   * connections too fast is refused before its connection costs a WebSocket upgrade and a
   * handshake, every attempt counted, refused or not. A script that reconnects as soon as it
   * is cut off (or refused) would otherwise make each try cost the event loop a handshake.
   * (Refused here, a client learns only that the connection failed, with the reason in the
   * HTTP answer's body; connections over the number open at once are refused at the
   * handshake, in words a Socket.IO client reads.)
   */
  door(request: IncomingMessage): Problem | null {
    const client = this.clientOf(request);
    if (client.exempt) return null;
    const wait = this.addressConnections.take(client.key, this.now());
    if (wait === 0) return null;
    this.refused('address_connections');
    return rateLimited(`Too many new connections from your address: ${perSecondText(this.limits.addressConnections, 'minute')}`, wait);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  /** How many connections the client of `address` holds open on this process (tests, metrics). */
  connectionsOf(address: string): number {
    return this.connections.get(addressKey(address)) ?? 0;
  }

  /** Who a request comes from, as the limits per address count it (`address-key.ts`). */
  private clientOf(request: IncomingMessage): Client {
    const address = this.addressOf(request);
    return { key: addressKey(address), exempt: this.exempt(address) };
  }

  /** Counts the connection under its address, or says why it is refused. */
  private admit(connection: Connection, request: IncomingMessage): Problem | null {
    // A second namespace connect over a connection already counted is not another connection.
    if (this.counted.has(connection)) return null;
    const client = this.clientOf(request);
    const address = client.key;
    // Counted only to be let go of: an exempt address may hold any number.
    const open = this.connections.get(address) ?? 0;
    if (!client.exempt && open >= this.limits.socketsPerAddress) {
      this.refused('sockets_per_address');
      return rateLimited(`Too many connections from your address: at most ${this.limits.socketsPerAddress} at once; close one`, CONNECTION_RETRY_MS);
    }
    this.connections.set(address, open + 1);
    this.counted.set(connection, client);
    connection.once('close', () => {
      const left = (this.connections.get(address) ?? 0) - 1;
      if (left > 0) this.connections.set(address, left);
      else this.connections.delete(address);
    });
    return null;
  }

  /** Every event of the socket passes here before its handlers. */
  private watch(socket: Socket): void {
    const client = this.counted.get(socket.conn) ?? this.clientOf(socket.request);
    const address = client.key;
    const perAddress = !client.exempt;
    const { socketEvents, socketFailedJoins } = this.limits;
    const events = new RateBucket(this.now(), socketEvents.burst, socketEvents.perSecond);
    const failedJoins = new RateBucket(this.now(), socketFailedJoins.burst, socketFailedJoins.perSecond);
    socket.use((packet, next) => {
      // Messages that came in one read with the one that cut the socket off: dropped, not counted.
      if (socket.disconnected) return;
      const now = this.now();
      const last = packet.length - 1;
      const ack = typeof packet[last] === 'function' ? (packet[last] as (answer: unknown) => void) : null;
      const refuse = (limit: LimitName, problem: Problem) => {
        ack?.({ ok: false, error: problem });
        this.refused(limit, socket);
      };
      const ownWait = events.retryAfterMs(now);
      if (ownWait > 0) return refuse('socket_events', rateLimited(`Too many requests on this connection: ${perSecondText(socketEvents)}`, ownWait));
      const addressWait = perAddress ? this.addressEvents.retryAfterMs(address, now) : 0;
      if (addressWait > 0) return refuse('address_events', rateLimited(`Too many requests from your address: ${perSecondText(this.limits.addressEvents)}`, addressWait));
      events.take(now);
      if (perAddress) this.addressEvents.take(address, now);
      if (packet[0] === RaceEvent.Join) {
        const joinWait = Math.max(failedJoins.retryAfterMs(now), perAddress ? this.addressFailedJoins.retryAfterMs(address, now) : 0);
        if (joinWait > 0) return refuse('failed_joins', rateLimited(`Too many race:join of unknown codes: ${this.failedJoinsText}`, joinWait));
        // The answer tells whether the code was a miss: misses are what a guesser makes.
        if (ack) {
          packet[last] = (answer: unknown) => {
            if (unknownCode(answer)) {
              failedJoins.take(this.now());
              if (perAddress) this.addressFailedJoins.take(address, this.now());
            }
            ack(answer);
          };
        }
      }
      next();
    });
  }

  private get failedJoinsText(): string {
    return `${perSecondText(this.limits.socketFailedJoins)} per connection, ${perSecondText(this.limits.addressFailedJoins)} per address`;
  }

  private sweep(): void {
    const now = this.now();
    this.addressEvents.sweep(now);
    this.addressFailedJoins.sweep(now);
    this.addressConnections.sweep(now);
  }
}
