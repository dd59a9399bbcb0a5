import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';

/** Why no ack came: none within the time allowed, or the connection closed first. */
export type NoAck = 'timeout' | 'disconnected';
export type Acked =
  | { readonly answered: true; readonly ack: unknown; readonly latencyMs: number }
  | { readonly answered: false; readonly ack: null; readonly failure: NoAck; readonly latencyMs: number };

/**
 * Emits one request and waits for its acknowledgement, timed from the emit to the ack's
 * arrival with the monotonic clock. No ack within `timeoutMs` (or a connection gone, whose
 * buffered emit never leaves) is a timeout; an ack the closing connection cancelled is not.
 */
export function emitWithAck(socket: Socket, event: string, payload: unknown, timeoutMs: number): Promise<Acked> {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    socket.timeout(timeoutMs).emit(event, payload, (error: Error | null, ack: unknown) => {
      const latencyMs = performance.now() - sentAt;
      if (!error) return resolve({ answered: true, ack, latencyMs });
      resolve({ answered: false, ack: null, failure: socket.connected ? 'timeout' : 'disconnected', latencyMs });
    });
  });
}

/** The refusal's code and message, for the error tally (an ack of no known shape is `bad_ack`). */
export function refusal(ack: unknown): { code: string; message: string } {
  const error = (ack as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code === 'string') return { code: error.code, message: typeof error.message === 'string' ? error.message : '' };
  return { code: 'bad_ack', message: JSON.stringify(ack)?.slice(0, 200) ?? 'no ack' };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
