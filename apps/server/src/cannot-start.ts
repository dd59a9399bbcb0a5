/**
 * Why the server cannot start, told to whoever runs it: what is wrong, and what to change.
 * `server.ts` prints the message alone, after "Gridrace cannot start: ", and exits with 1. A
 * stack trace would bury the one line that matters under the internals of a driver.
 */
export class CannotStart extends Error {
  override readonly name: string = 'CannotStart';
}

/** The words for a system error's code (`error.code` of node:fs and node:net), else its message. */
export function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'the file system is read-only',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'it is a file, not a folder',
    ENOSPC: 'no space left on the device',
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'no such host',
    EAI_AGAIN: 'the host name cannot be looked up now',
    ETIMEDOUT: 'the connection timed out',
    EHOSTUNREACH: 'the host is unreachable',
    ENETUNREACH: 'the network is unreachable',
  };
  if (typeof code === 'string' && words[code]) return `${words[code]} (${code})`;
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  return typeof message === 'string' && message ? message : String(error);
}

/** Where a database or Redis URL points, for a message: scheme, host and port, never the password. */
export function hostOf(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || defaultPort}`;
  } catch {
    return 'an address that is not a valid URL';
  }
}
