import { io, type Socket } from 'socket.io-client';
import { socketTransport, type PushTransport } from '../client/transport.ts';
import { guest } from './services.ts';

let socket: Socket | null = null;

/**
 * The one Socket.IO connection, made once the guest exists (its token goes in the handshake).
 * A token the server no longer knows (say, a reset database) gets a fresh guest, then retries.
 * Runs and races share it: one socket per tab.
 */
export async function runTransport(): Promise<PushTransport> {
  await guest.ensure();
  if (!socket) {
    const made = io({ auth: (send) => send({ token: guest.current?.token ?? null }), transports: ['websocket', 'polling'] });
    made.on('connect_error', (error) => {
      if (!/unauthorized/.test(error.message)) return;
      void guest.renew().then(() => made.connect());
    });
    socket = made;
  }
  const connected = socket;
  if (!connected.connected) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000); // play on: the controller shows "reconnecting"
      connected.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return socketTransport(connected);
}
