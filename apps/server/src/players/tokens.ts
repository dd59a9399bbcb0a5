import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: 256 bits, well above the 128 that docs/runs.md#players asks for, as base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored: a leaked database does not let anyone play as anyone. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Short public ids for players and runs (96 random bits). */
export const newId = (): string => randomBytes(12).toString('base64url');

/** RFC 6750's b64token: what a bearer token may be made of. */
export const BEARER_TOKEN = /^[A-Za-z0-9._~+/-]+=*$/;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S{1,256})\s*$/i.exec(header) : null;
  const token = match?.[1];
  return token !== undefined && BEARER_TOKEN.test(token) ? token : null;
}

/**
 * Whether `given` is `secret`, in a time that tells nothing about where they differ: both are
 * hashed first, so even their lengths stay hidden from a timing attack.
 */
export function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}
