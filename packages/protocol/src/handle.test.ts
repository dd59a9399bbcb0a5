import { describe, expect, it } from 'vitest';
import { handleSchema } from './handle.ts';

const accepted = (handle: string) => {
  const parsed = handleSchema.safeParse(handle);
  return parsed.success ? parsed.data : null;
};
const refusal = (handle: string) => handleSchema.safeParse(handle).error?.issues[0]?.message;

describe('handles', () => {
  it.each([['ada'], ['Ada_Lovelace'], ['ada.l-99'], ['Zoë'], ['Достоевский'], ['東京太郎'], ['ابن_سينا'], ['123'], ['𝒜da'.normalize('NFC')]])('takes %s', (handle) => {
    expect(accepted(handle)).toBe(handle);
  });

  it('composes to NFC, so a letter typed with a combining accent is stored precomposed', () => {
    expect(accepted('Zoe\u0308')).toBe('Zo\u00EB');
  });

  it('counts characters, not UTF-16 units: three letters beyond the BMP are a handle of 3', () => {
    expect(accepted('𐐀𐐁𐐂')).toBe('𐐀𐐁𐐂');
    expect(accepted('𐐀'.repeat(24))).not.toBeNull();
    expect(refusal('𐐀'.repeat(25))).toBe('a handle has at most 24 characters');
  });

  it.each([
    ['ab', 'a handle has at least 3 characters'],
    ['a'.repeat(25), 'a handle has at most 24 characters'],
    ['a'.repeat(10_000), 'a handle has at most 24 characters'],
    ['ada lovelace', 'a handle has only letters, digits and the separators _ - .'],
    ['ada@home', 'a handle has only letters, digits and the separators _ - .'],
    ['ad\u200Ba', 'a handle has only letters, digits and the separators _ - .'],
    ['ada\u202E', 'a handle has only letters, digits and the separators _ - .'],
    ['ada❤', 'a handle has only letters, digits and the separators _ - .'],
    ['\u0301ada', 'a handle has only letters, digits and the separators _ - .'],
    ['a\u0300\u0301\u0302\u0303\u0304\u0306da', 'a handle has only letters, digits and the separators _ - .'],
    ['_ada', 'a handle starts and ends with a letter or a digit'],
    ['ada.', 'a handle starts and ends with a letter or a digit'],
    ['ada__l', 'a handle has no two separators in a row'],
    ['ada.-l', 'a handle has no two separators in a row'],
  ])('refuses %j: %s', (handle, message) => {
    expect(refusal(handle)).toBe(message);
  });
});
