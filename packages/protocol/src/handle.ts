import { z } from 'zod';
import { Limits } from './limits.ts';

/**
 * An account's handle (docs/accounts.md#handles): the name an account is known by, unique once
 * folded (the server's accounts/handles.ts). Narrower than a guest's name on purpose: letters of
 * any script with their marks, digits, and `_`, `-`, `.` between them, so a handle can be written
 * in a URL and read aloud, and nothing in it can hide or reorder what is shown.
 */

/** Letters of any script, each with at most 4 combining marks (UTS #39 §5.4), digits, and the three separators. */
const ALLOWED = /^(?:\p{L}\p{M}{0,4}|\p{Nd}|[_.-])+$/u;
const SEPARATOR = /[_.-]/u;
const TWO_SEPARATORS = /[_.-]{2}/u;

/** A handle as stored and shown: NFC, so é typed as e + U+0301 is the one character é. */
export const cleanHandle = (raw: string): string => raw.normalize('NFC').trim();

/** Characters, not UTF-16 units: a letter outside the Basic Multilingual Plane counts once. */
export const handleLength = (handle: string): number => [...handle].length;

/** Why a cleaned handle is refused, for people; null when it is a handle. */
export function handleProblem(handle: string): string | null {
  const length = handleLength(handle);
  if (length < Limits.handle.min) return `a handle has at least ${Limits.handle.min} characters`;
  if (length > Limits.handle.max) return `a handle has at most ${Limits.handle.max} characters`;
  if (!ALLOWED.test(handle)) return 'a handle has only letters, digits and the separators _ - .';
  if (SEPARATOR.test(handle[0]!) || SEPARATOR.test(handle.at(-1)!)) return 'a handle starts and ends with a letter or a digit';
  if (TWO_SEPARATORS.test(handle)) return 'a handle has no two separators in a row';
  return null;
}

/** A handle as sign-up takes it and the web's form checks it before sending: cleaned (`cleanHandle`), then `handleProblem`. */
export const handleSchema = z
  .string()
  // A bound before cleaning, so an oversized body is refused without normalizing it all.
  .max(Limits.handle.max * 8, `a handle has at most ${Limits.handle.max} characters`)
  .overwrite(cleanHandle)
  .check((ctx) => {
    const problem = handleProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  })
  .meta({
    description:
      `${Limits.handle.min} to ${Limits.handle.max} characters once NFC: letters of any script (with their combining marks), digits, and _ - . between them ` +
      '(not first, not last, not two in a row). Unique compared without case and by Unicode confusables (UTS #39): `alice`, `Alice` and `аlice` (Cyrillic а) are one handle.',
    minLength: Limits.handle.min,
    maxLength: Limits.handle.max * 2,
    example: 'ada_lovelace',
  });
