import { base64urlnopad, utf8 } from '@scure/base';
import { fail, ok, type Result } from '../result.ts';

/** Seeds that appear in ids as they are; any other text is `~` + base64url of its UTF-8. */
const PLAIN_SEED = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_SEED_LENGTH = 256;

export function encodeSeed(seed: string): string {
  return PLAIN_SEED.test(seed) ? seed : `~${base64urlnopad.encode(utf8.decode(seed))}`;
}

/** Inverse of `encodeSeed`; refuses every non-canonical spelling so ids stay exact inverses. */
export function decodeSeed(text: string): Result<string> {
  if (PLAIN_SEED.test(text)) return ok(text);
  if (!text.startsWith('~')) {
    return fail('invalid_puzzle_id', 'The seed must be letters, digits, "-" and "_", or "~" and base64url.');
  }
  let seed: string;
  try {
    seed = utf8.encode(base64urlnopad.decode(text.slice(1)));
  } catch {
    return fail('invalid_puzzle_id', 'The seed after "~" is not valid base64url.');
  }
  if (seed.length > MAX_SEED_LENGTH) return fail('invalid_puzzle_id', `A seed has at most ${MAX_SEED_LENGTH} characters.`);
  if (encodeSeed(seed) !== text) return fail('invalid_puzzle_id', 'The seed is not in its canonical spelling.');
  return ok(seed);
}
