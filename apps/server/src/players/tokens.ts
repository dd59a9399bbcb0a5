import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 256 bits, well above SPEC §3's 128, as base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored: a leaked database does not let anyone play as anyone. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Short public ids for players and runs (96 random bits). */
export const newId = (): string => randomBytes(12).toString('base64url');

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{1,256})\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
