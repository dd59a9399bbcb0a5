import type { Socket } from 'socket.io';
import { REFUSED_EVENT, RefusedMessage } from './bounded-parser.ts';
import type { RepeatedLog } from './repeated-log.ts';

export interface GuardSettings {
  /** A socket with more refused messages than this in one window is disconnected. */
  readonly max: number;
  readonly windowMs: number;
}

/**
 * How Engine.IO words a message over `maxHttpBufferSize` (ws's error over WebSocket, its own over
 * polling) when it closes that connection at once, before anything reads the message.
 */
const OVERSIZED = /Max payload size exceeded|payload too large/i;

interface Window {
  start: number;
  count: number;
}

/**
 * Refused messages per socket, whatever refused them (the bounded decoder, a rate limit), counted
 * in the log by reason: a socket that keeps sending them is disconnected. It is a client gone
 * wrong or an attack, and each of its messages, refused or not, costs the event loop a read and
 * an answer; disconnected, it must connect again, which its address may do only so fast.
 */
export class SocketStrikes {
  private readonly windows = new WeakMap<Socket, Window>();

  constructor(
    private readonly settings: GuardSettings,
    private readonly refusals: RepeatedLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** One more message of `socket` refused for `reason`. */
  strike(socket: Socket, reason: string): void {
    this.refusals.count(reason);
    const at = this.now();
    let window = this.windows.get(socket);
    if (!window || at - window.start >= this.settings.windowMs) {
      window = { start: at, count: 0 };
      this.windows.set(socket, window);
    }
    if (++window.count > this.settings.max && socket.connected) {
      this.refusals.count('socket_cut_off');
      socket.disconnect(true);
    }
  }

  /**
   * Answers the messages the bounded decoder refused unread (their ack gets the error, their
   * handlers never run), each a strike.
   */
  guard(socket: Socket): void {
    socket.use((args, next) => {
      // Messages that came in one read with the one that cut the socket off: dropped, not counted.
      if (socket.disconnected) return;
      const refused = args[0] === REFUSED_EVENT && args[1] instanceof RefusedMessage ? args[1].refusal : null;
      if (!refused) return next();
      const ack = args[args.length - 1];
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ ok: false, error: { code: refused.code, message: refused.message } });
      this.strike(socket, refused.reason);
    });
    socket.on('disconnect', (_reason, description) => {
      if (description instanceof Error && OVERSIZED.test(description.message)) this.refusals.count('over_socket_limit');
    });
  }
}
