import { io, type Socket } from 'socket.io-client';
import { socketTransport, type PushTransport } from '../client/transport.ts';
import { guest } from './services.ts';

let socket: Socket | null = null;

/** What the handshake claims: the guest's token, or the signed-in browser's session. */
function handshake(): { token: string | null } | { session: true } {
  const me = guest.current;
  return me && me.token === null ? { session: true } : { token: me?.token ?? null };
}

/**
 * The one Socket.IO connection, made once the player is known: a guest's token goes in the
 * handshake, a signed-in browser claims its session (`auth: {session: true}`: the cookie goes with
 * the handshake, no token is ever in the page). A token or session the server no longer knows (a
 * reset database, a session signed out) gets a fresh guest, then retries; a socket the server
 * closed (signed out from another browser) checks whether this browser is still signed in, then
 * connects again as whoever it is now. Runs and races share it: one socket per tab.
 */
export async function runTransport(): Promise<PushTransport> {
  await guest.ensure();
  if (!socket) {
    const made = io({ auth: (send) => send(handshake()), transports: ['websocket', 'polling'] });
    made.on('connect_error', (error) => {
      if (!/unauthorized/.test(error.message)) return;
      void guest.renew().then(() => made.connect());
    });
    made.on('disconnect', (reason) => {
      if (reason !== 'io server disconnect' || guest.current?.token) return;
      void guest.recheck().then(() => made.connect());
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
