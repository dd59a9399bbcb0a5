/** How the run controller talks to the server: one request, one acknowledgement (Socket.IO). */
export interface RunTransport {
  /** Resolves with the acknowledgement; rejects when none comes (a dropped connection). */
  request(event: string, payload: unknown): Promise<unknown>;
  readonly connected: boolean;
  /** Called on every (re)connection and disconnection; returns a function that unsubscribes. */
  onConnection(listener: (connected: boolean) => void): () => void;
}

/** A transport that also hears what the server pushes unasked (`race:state`). */
export interface PushTransport extends RunTransport {
  /** Calls `listener` with each payload of `event`; returns a function that unsubscribes. */
  listen(event: string, listener: (payload: unknown) => void): () => void;
}

/** The Socket.IO client as a transport (any object with its emit-with-ack and events). */
export interface SocketLike {
  readonly connected: boolean;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
}

export function socketTransport(socket: SocketLike, timeoutMs = 20_000): PushTransport {
  return {
    listen(event, listener) {
      socket.on(event, listener);
      return () => void socket.off(event, listener);
    },
    request: (event, payload) => socket.timeout(timeoutMs).emitWithAck(event, payload),
    get connected() {
      return socket.connected;
    },
    onConnection(listener) {
      const up = () => listener(true);
      const down = () => listener(false);
      socket.on('connect', up);
      socket.on('disconnect', down);
      return () => {
        socket.off('connect', up);
        socket.off('disconnect', down);
      };
    },
  };
}
