import { randomBytes } from 'node:crypto';
import { hashToken } from '../players/tokens.ts';

/** What an invitation code looks like: 120 random bits as base64url, 20 characters to copy or put in a link. */
const INVITE_CODE = /^[A-Za-z0-9_-]{20}$/;

export const newInviteCode = (): string => randomBytes(15).toString('base64url');

/** The hash an invitation code is stored as (never the code itself), or null for text that is no code at all. */
export function inviteCodeHash(code: string): string | null {
  const trimmed = code.trim();
  return INVITE_CODE.test(trimmed) ? hashToken(trimmed) : null;
}
