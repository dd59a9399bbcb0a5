import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';

export type Acked = { readonly ack: unknown; readonly latencyMs: number } | { readonly ack: null; readonly timedOut: true; readonly latencyMs: number };

/**
 * Emits one request and waits for its acknowledgement, timed from the emit to the ack's
 * arrival with the monotonic clock. No ack within `timeoutMs` (or a connection gone, whose
 * buffered emit never leaves) is a timeout.
 */
export function emitWithAck(socket: Socket, event: string, payload: unknown, timeoutMs: number): Promise<Acked> {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    socket.timeout(timeoutMs).emit(event, payload, (error: Error | null, ack: unknown) => {
      const latencyMs = performance.now() - sentAt;
      resolve(error ? { ack: null, timedOut: true, latencyMs } : { ack, latencyMs });
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
