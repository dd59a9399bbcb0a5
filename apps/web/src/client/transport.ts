/** How the run controller talks to the server: one request, one acknowledgement (Socket.IO). */
export interface RunTransport {
  /** Resolves with the acknowledgement; rejects when none comes (a dropped connection). */
  request(event: string, payload: unknown): Promise<unknown>;
  readonly connected: boolean;
  /** Called on every (re)connection and disconnection; returns a function that unsubscribes. */
  onConnection(listener: (connected: boolean) => void): () => void;
}

/** The Socket.IO client as a transport (any object with its emit-with-ack and events). */
export interface SocketLike {
  readonly connected: boolean;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  off(event: 'connect' | 'disconnect', listener: () => void): unknown;
}

export function socketTransport(socket: SocketLike, timeoutMs = 20_000): RunTransport {
  return {
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
