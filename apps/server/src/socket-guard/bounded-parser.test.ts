import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { describe, expect, it, vi } from 'vitest';
import { BoundedDecoder, REFUSED_EVENT, RefusedMessage } from './bounded-parser.ts';

/** Feeds the decoder what a client sends and collects what it hands to Socket.IO. */
function decoding() {
  const decoder = new BoundedDecoder();
  const decoded: Packet[] = [];
  decoder.on('decoded', (packet: Packet) => decoded.push(packet));
  const send = (packet: Packet) => {
    for (const part of new Encoder().encode(packet)) decoder.add(part);
  };
  return { decoder, decoded, send };
}

const connect = (auth: object): Packet => ({ type: PacketType.CONNECT, nsp: '/', data: auth });
const move: Packet = { type: PacketType.EVENT, nsp: '/', id: 3, data: ['run:move', { runId: 'r', seq: 1, move: { x: 0, y: 0 } }] };

describe('the bounded decoder', () => {
  it('decodes what a player sends as Socket.IO would', () => {
    const { decoded, send } = decoding();
    send(connect({ token: 't' }));
    send(move);
    expect(decoded).toEqual([connect({ token: 't' }), move]);
  });

  it('takes a handshake that claims the browser session as a player, and one that claims it falsely as a visitor', () => {
    const { decoded, send } = decoding();
    send(connect({ session: true }));
    send(move);
    expect(decoded).toEqual([connect({ session: true }), move]);
    const visitor = decoding();
    visitor.send(connect({ session: 'yes' }));
    visitor.send(move);
    expect((visitor.decoded[1]?.data as [string, RefusedMessage])[1].refusal.reason).toBe('needs_player');
  });

  it("hands a visitor's player event over unread, as a refusal its ack can answer", () => {
    const parse = vi.spyOn(JSON, 'parse');
    const { decoded, send } = decoding();
    send(connect({ token: null }));
    parse.mockClear();
    send(move);
    expect(parse).not.toHaveBeenCalled();
    expect(decoded[1]).toEqual({ type: PacketType.EVENT, nsp: '/', id: 3, data: [REFUSED_EVENT, expect.any(RefusedMessage)] });
    expect((decoded[1]?.data as [string, RefusedMessage])[1].refusal.reason).toBe('needs_player');
    parse.mockRestore();
  });

  it('closes the connection (throws, as Socket.IO does for what it cannot decode) on binary and oversized control messages', () => {
    const { decoder } = decoding();
    expect(() => decoder.add('51-["run:move",{"_placeholder":true,"num":0}]')).toThrow(/binary/);
    expect(() => decoder.add(`0{"token":"${'t'.repeat(5000)}"}`)).toThrow(/oversized/);
    expect(() => decoder.add(`0{"token":${'['.repeat(20)}${']'.repeat(20)}}`)).toThrow(/oversized/);
  });
});
