import { ErrorCode } from '@gridrace/protocol';
import type { Event, Socket } from 'socket.io';

/**
 * The socket requests still waiting for their answer (their ack), so that a graceful stop
 * answers them before the sockets go, and refuses new ones at once with `unavailable`.
 */
export class SocketAnswers {
  private readonly waiting = new Set<Promise<void>>();
  private closing = false;

  /** Socket middleware: every request with an ack is followed until the ack is called. */
  follow(socket: Socket): void {
    socket.use((packet: Event, next) => {
      const last = packet.length - 1;
      const ack = packet[last] as unknown;
      if (typeof ack !== 'function') return next();
      if (this.closing) return ack({ ok: false, error: { code: ErrorCode.Unavailable, message: 'The server is stopping; nothing was changed. Try again in a moment.' } });
      let answered!: () => void;
      const waiting = new Promise<void>((resolve) => (answered = resolve));
      this.waiting.add(waiting);
      packet[last] = (...answer: unknown[]) => {
        this.waiting.delete(waiting);
        answered();
        (ack as (...answer: unknown[]) => void)(...answer);
      };
      return next();
    });
  }

  /** Refuses new requests from now on, and waits (at most `limitMs`) until those in flight are answered. */
  async close(limitMs: number): Promise<void> {
    this.closing = true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
    await Promise.race([Promise.all(this.waiting), late]);
    clearTimeout(timer);
  }
}
