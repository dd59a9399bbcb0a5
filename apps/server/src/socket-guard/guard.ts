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

/**
 * Answers the messages the bounded decoder refused unread (their ack gets the error, their
 * handlers never run), counts them in the log, and disconnects a socket that keeps sending
 * them: it is a client gone wrong or an attack, and each of its messages costs the event loop.
 */
export function guardSocket(socket: Socket, settings: GuardSettings, refusals: RepeatedLog, now: () => number = Date.now): void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let inWindow = 0;
  socket.use((args, next) => {
    // Messages that came in one read with the one that cut the socket off: dropped, not counted.
    if (socket.disconnected) return;
    const refused = args[0] === REFUSED_EVENT && args[1] instanceof RefusedMessage ? args[1].refusal : null;
    if (!refused) return next();
    const ack = args[args.length - 1];
    if (typeof ack === 'function') (ack as (answer: unknown) => void)({ ok: false, error: { code: refused.code, message: refused.message } });
    refusals.count(refused.reason);
    const at = now();
    if (at - windowStart >= settings.windowMs) {
      windowStart = at;
      inWindow = 0;
    }
    if (++inWindow > settings.max && socket.connected) {
      refusals.count('socket_cut_off');
      socket.disconnect(true);
    }
  });
  socket.on('disconnect', (_reason, description) => {
    if (description instanceof Error && OVERSIZED.test(description.message)) refusals.count('over_socket_limit');
  });
}
