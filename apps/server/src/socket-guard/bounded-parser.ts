import { Limits } from '@gridrace/protocol';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { isEventMessage, nestsDeeperThan, readEventHeader, refusalOf, type Refusal } from './frame-check.ts';

/**
 * What a refused event message becomes: the event `REFUSED_EVENT` with this as its argument
 * (JSON.parse never makes one, so no client can send it), then the client's ack callback if it
 * gave one. The socket guard answers it; no handler ever sees it.
 */
export class RefusedMessage {
  constructor(readonly refusal: Refusal) {}
}
export const REFUSED_EVENT = 'refused message';

/** Connects (with their auth), disconnects and acks are a few words; a longer one is no client's. */
const MAX_CONTROL_LENGTH = 2048;

/** The handshake's token as Socket.IO hands it over, if any (a visitor's is absent or null). */
export const tokenOf = (auth: unknown): unknown => (auth !== null && typeof auth === 'object' ? (auth as Record<string, unknown>).token : undefined);
/** Whether the handshake claims the browser's session (`auth: {session: true}`): its cookie then names the player. */
export const claimsSession = (auth: unknown): boolean => auth !== null && typeof auth === 'object' && (auth as Record<string, unknown>).session === true;
/** Whether the handshake claims a player (a token, or the session): the io.use middleware checks the claim, or refuses the connection. */
const claimsPlayer = (auth: unknown): boolean => (tokenOf(auth) !== undefined && tokenOf(auth) !== null) || claimsSession(auth);

/**
 * Socket.IO's decoder behind a bound: every message is judged from its text (size, nesting,
 * event name, and whether its connection has a player) before any JSON.parse. A refused event
 * still reaches its socket, as a `RefusedMessage`, so its ack answers with a clear error; any
 * other refused message (binary, an oversized connect or ack) closes the connection, as
 * Socket.IO does with any message it cannot decode.
 */
export class BoundedDecoder extends Decoder {
  /** Namespaces this connection joined claiming no player (no token, no session): a player's events there are refused unread. */
  private readonly visitorIn = new Set<string>();

  constructor() {
    super();
    // Registered before Socket.IO's own listener (which comes once the decoder exists), so the
    // connect's auth is seen before the connection acts on it.
    this.on('decoded', (packet: Packet) => {
      if (packet.type !== PacketType.CONNECT) return;
      if (claimsPlayer(packet.data)) this.visitorIn.delete(packet.nsp);
      else this.visitorIn.add(packet.nsp);
    });
  }

  override add(message: unknown): void {
    if (typeof message === 'string') {
      if (isEventMessage(message)) {
        const header = readEventHeader(message);
        const refusal = refusalOf(message, header, !this.visitorIn.has(header.nsp));
        if (refusal) {
          this.emitReserved('decoded', { type: PacketType.EVENT, nsp: header.nsp, id: header.id, data: [REFUSED_EVENT, new RefusedMessage(refusal)] });
          return;
        }
      } else {
        const type = Number(message.charAt(0));
        if (type === PacketType.BINARY_EVENT || type === PacketType.BINARY_ACK) throw new Error('binary messages are not taken');
        if (message.length > MAX_CONTROL_LENGTH || nestsDeeperThan(message, 1, Limits.maxSocketNesting)) throw new Error('oversized control message');
      }
    }
    super.add(message);
  }
}

/** The `parser` option of Socket.IO's server: its own encoder, and the bounded decoder. */
export const boundedParser = { Encoder, Decoder: BoundedDecoder };
