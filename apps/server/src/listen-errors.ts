import { CannotStart, reasonOf } from './cannot-start.ts';
import type { Config } from './config.ts';

/** Why the server cannot listen at HOST and PORT, and what to change. */
export function listenCannotStart(config: Pick<Config, 'host' | 'port'>, error: unknown): CannotStart {
  const { host, port } = config;
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') return new CannotStart(`port ${port} is in use on ${host}: another program listens there. Stop it, or set PORT to a free port.`);
  if (code === 'EACCES') return new CannotStart(`this user may not listen on port ${port} (ports below 1024 need privileges). Set PORT to 1024 or above.`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new CannotStart(`HOST ${host} is not an address of this machine. Set HOST to one of its addresses, or to 0.0.0.0 for all of them.`);
  }
  return new CannotStart(`cannot listen on ${host}:${port}: ${reasonOf(error)}. Check HOST and PORT.`);
}
