import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName, playerNameSchema } from './player-name.ts';

const accepted = (name: string) => {
  const parsed = playerNameSchema.safeParse(name);
  return parsed.success ? parsed.data : null;
};
const refusal = (name: string) => playerNameSchema.safeParse(name).error?.issues[0]?.message;

describe('player names', () => {
  it.each([
    ['a right-to-left override (U+202E)', 'Ada\u202Eecila', 'Adaecila'],
    ['a zero width space (U+200B)', 'Ad\u200Ba', 'Ada'],
    ['a left-to-right isolate and its pop (U+2066, U+2069)', '\u2066Ada\u2069', 'Ada'],
    ['a byte order mark (U+FEFF)', '\uFEFFAda', 'Ada'],
    ['a soft hyphen and a word joiner (U+00AD, U+2060)', 'A\u00ADd\u2060a', 'Ada'],
    ['a variation selector (U+FE0F)', 'Ada\u2764\uFE0F', 'Ada\u2764'],
    ['a Hangul filler (U+3164) standing in for a space', 'Ada\u3164', 'Ada'],
  ])('drop %s: the name stored is the one seen', (_label, name, stored) => {
    expect(accepted(name)).toBe(stored);
  });

  it('gives two names that differ only by invisible characters one stored name', () => {
    const variants = ['Ada', 'Ada\u200B', '\u200BAda', 'A\u200Dda', '\uFEFFAda\u2060', 'A\u00ADda', '\u202DAda\u202C'];
    expect(new Set(variants.map(accepted))).toEqual(new Set(['Ada']));
  });

  it('composes to NFC, so a letter typed with a combining accent is the precomposed one', () => {
    expect(accepted('Zoe\u0308')).toBe('Zo\u00EB');
    expect(accepted('Ame\u0301lie')).toBe(accepted('Am\u00E9lie'));
    // A zero width space between a letter and its accent would block composition: it goes first.
    expect(accepted('Ame\u200B\u0301lie')).toBe('Am\u00E9lie');
    expect(accepted('\u1100\u1161')).toBe('\uAC00');
  });

  it('folds spaces of any width and trims', () => {
    expect(accepted('  Ada\u00A0\u3000 Lovelace\u2003')).toBe('Ada Lovelace');
  });

  it.each([
    ['nothing visible', '\u200B\u200B', /at least one visible character/],
    ['a bell (U+0007)', 'a\u0007b', /control characters.*U\+0007/],
    ['a line break', 'Ada\nLovelace', /control characters.*U\+000A/],
    ['a line separator (U+2028)', 'Ada\u2028B', /U\+2028/],
    ['private use (U+E000)', 'Ada\uE000', /private-use.*U\+E000/],
    ['an unassigned code point (U+0378)', 'Ada\u0378', /unassigned.*U\+0378/],
    ['a lone surrogate', 'Ada\uD800', /unassigned/],
    ['a leading combining mark', '\u0301Ada', /start with a combining mark/],
    ['a pile of combining marks', 'Zo\u0334\u0335\u0336\u0337\u0338e', /at most 4 combining marks/],
    ['33 characters', 'n'.repeat(33), /at most 32 characters/],
  ])('refuse %s, saying why', (_label, name, why) => {
    expect(refusal(name)).toMatch(why);
  });

  it('counts length after cleaning: invisible characters do not use it up, and cannot smuggle more in', () => {
    expect(accepted(`${'n'.repeat(32)}\u200B\u200B`)).toBe('n'.repeat(32));
    expect(refusal(`${'n'.repeat(20)}\u200B${'n'.repeat(13)}`)).toMatch(/at most 32/);
  });

  it('cleaning is idempotent, and what it stores is accepted as is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const clean = cleanName(raw);
        expect(cleanName(clean)).toBe(clean);
        const stored = accepted(raw);
        if (stored !== null) expect(accepted(stored)).toBe(stored);
      }),
      { numRuns: 2000 },
    );
  });
});
